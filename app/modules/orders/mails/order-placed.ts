import { formatPakistaniPhone } from "~/utils/phone";
import { formatPhone } from "~/utils/phone-display";
import { formatPrice } from "~/utils/money";
import type { ShopSettings } from "~/modules/settings/settings.schema";
import { formatShopDate, formatShopDateTime } from "~/utils/shop-time";
import {
  greeting,
  renderMail,
  type MailBlock,
  type MailLine,
  type MailShop,
  type RenderedMail,
} from "~/modules/mail/layout";
import type { OrderDelivery } from "~/modules/orders/order-delivery";
import type { OrderAccount } from "../order-account";
import { accountMoneyLines, accountSubject, accountTestBlocks } from "./account-blocks";
import { mailCustomerText, type MailCustomerText } from "./customer-text";

/** What the order mails show of a just-placed order. */
export interface PlacedOrderMail {
  /** The order number: the first 8 characters of the id, e.g. 'A1B2C3D4'. */
  number: string;
  placedAt: Date;
  fullName: string;
  email: string;
  /** Canonical, +923001234567; shown as +92 300 1234567. */
  phone: string;
  address: string;
  city: string;
  notes: string | null;
  paymentMethod: "cod" | "bank_transfer";
  items: { name: string; quantity: number; unitPrice: number; totalPrice: number }[];
  /** Whole rupees: the items. The mail lists the account's money lines, computed from the same order. */
  subtotal: number;
  /** The zone, option and fee (the lines, the window and the total the mail shows are the account's). */
  delivery: OrderDelivery;
  /** Absolute link to /track-order?order=<number>. */
  trackUrl: string;
  /** Absolute link to the order's confirmation page, with its secret: the customer's mail only. */
  orderUrl: string;
  /** A cash-on-delivery order's one-click 'Yes, I placed this order' link; null otherwise, or once confirmed. */
  confirmUrl: string | null;
  /**
   * The order's account as it stands when the mail is rendered (at sending, for the customer's):
   * the total, what is owed and how, the status, the window, whether it is a test order.
   */
  account: OrderAccount;
}

/** Spec: orders are modifiable within 24 hours. */
const MODIFIABLE_HOURS = 24;

const PAYMENT_LABEL: Record<PlacedOrderMail["paymentMethod"], string> = {
  cod: "Cash on delivery",
  bank_transfer: "Bank transfer",
};

/**
 * 'Name x 2' → 'PKR 530,000' for each item, then the account's lines (the subtotal, a code's
 * reduction, delivery and its reduction), then the total in bold.
 */
function itemLines(order: PlacedOrderMail): MailLine[] {
  return [
    ...order.items.map((item) => ({ label: `${item.name} x ${item.quantity}`, value: formatPrice(item.totalPrice) })),
    ...accountMoneyLines(order.account),
    { label: "Total", value: formatPrice(order.account.money.total), strong: true },
  ];
}

/**
 * 'Expected delivery: Dec 08 – Dec 22, 2026.' (or the day planned, or delivered, by the time the
 * mail leaves) and, while the fee is open, that the shop will name it.
 */
function deliveryParagraphs(order: PlacedOrderMail, city: string): MailBlock[] {
  const { delivery } = order.account;
  const blocks: MailBlock[] = [];
  if (delivery.kind === "window") {
    blocks.push({
      kind: "paragraph",
      text: `Expected delivery: ${delivery.text}. We call before we come to agree a day and a two-hour window.`,
    });
  } else if (delivery.kind === "planned") {
    blocks.push({ kind: "paragraph", text: `Planned delivery: ${delivery.text}.` });
  } else if (delivery.kind === "delivered") {
    blocks.push({ kind: "paragraph", text: `${delivery.text}.` });
  }
  if (order.account.money.totalOpen) {
    blocks.push({
      kind: "paragraph",
      text: `Delivery to ${city} is priced by quote: we will e-mail you the delivery charge before we confirm your order. The total above does not include it yet.`,
    });
  }
  return blocks;
}

function deliveryLine(customer: MailCustomerText): string {
  return [customer.name, customer.address, customer.city].filter(Boolean).join(", ");
}

/** The shop's bank details, with the order number as the transfer's reference. */
function bankLines(order: PlacedOrderMail, settings: Pick<ShopSettings, "bank">): MailBlock {
  return {
    kind: "lines",
    rows: [
      { label: "Bank", value: settings.bank.bankName },
      { label: "Account title", value: settings.bank.accountTitle },
      { label: "Account number", value: settings.bank.accountNumber },
      { label: "IBAN", value: settings.bank.iban },
      { label: "Reference", value: order.number },
    ],
  };
}

/**
 * What the buyer must pay and how, from the account as it stands when the mail leaves: an
 * advance or a payment recorded since the order was placed is never asked for again, and bank
 * details are shown only while money must still be transferred.
 */
function paymentBlocks(order: PlacedOrderMail, settings: Pick<ShopSettings, "bank">): MailBlock[] {
  const { account } = order;
  const { ask, money } = account;
  const open = money.totalOpen ? " plus the delivery charge we confirm" : "";
  const received = money.paid > 0 ? ` We have received ${formatPrice(money.paid)} so far.` : "";
  switch (ask.kind) {
    case "advance":
      return [
        { kind: "paragraph", text: `${account.moneyText}.` },
        {
          kind: "paragraph",
          text: `Please transfer the advance of ${formatPrice(ask.amount)} to the account below, with your order number ${order.number} as the reference. We start making your order once it is received.`,
        },
        bankLines(order, settings),
      ];
    case "transfer":
      return [
        {
          kind: "paragraph",
          text: `Payment: bank transfer. Please transfer ${formatPrice(ask.amount)}${open} to the account below and put your order number ${order.number} in the transfer reference. We prepare your order once the payment is received.${received}`,
        },
        bankLines(order, settings),
      ];
    case "cash":
      return [
        {
          kind: "paragraph",
          text: `Payment: cash on delivery. Please have ${formatPrice(ask.amount)}${open} ready in cash when your order is delivered.${received}`,
        },
      ];
    case "none":
      return [{ kind: "paragraph", text: `Payment: ${account.moneyText}.` }];
  }
}

/** 'We will confirm it shortly', or, when the mail leaves after the shop moved the order on, where it stands. */
function statusParagraph(order: PlacedOrderMail): string {
  const placed = `We have received your order #${order.number}, placed on ${formatShopDate(order.placedAt)}.`;
  const { account } = order;
  return account.status === "pending" ? `${placed} We will confirm it shortly.` : `${placed} ${account.now}`;
}

/**
 * Sent to the customer when the order is placed, and rendered again from the order's account
 * when the outbox sends it (order-mail-render.server.ts): what the customer typed is shaped
 * first (customer-text.ts), and the subject holds only the order number and the shop's name.
 */
export function orderConfirmationMail(
  order: PlacedOrderMail,
  settings: MailShop & Pick<ShopSettings, "bank" | "emails">,
): RenderedMail {
  const { account } = order;
  // While delivery is to be confirmed, the amount to pay is the goods plus a fee still to come.
  const total = `${formatPrice(account.money.total)}${account.money.totalOpen ? " plus the delivery charge we confirm" : ""}`;
  const customer = mailCustomerText(order);
  // Cash on delivery is only as good as the buyer's intent: one click tells the shop it was them.
  const confirm: MailBlock[] =
    order.confirmUrl && !account.cancelled
      ? [
          {
            kind: "paragraph",
            text: "Did you place this order? Please confirm it with one click, so that we can start on it.",
          },
          { kind: "button", label: "Yes, I placed this order", url: order.confirmUrl },
        ]
      : [];
  return renderMail(
    {
      subject: accountSubject(account, `Order #${order.number} received - ${settings.name}`),
      preheader: `Order #${order.number}, ${total}: we have received your order and will be in touch shortly.`,
      heading: "Thank you for your order",
      blocks: [
        ...accountTestBlocks(account),
        { kind: "paragraph", text: greeting(customer.name) },
        { kind: "paragraph", text: statusParagraph(order) },
        { kind: "lines", rows: itemLines(order) },
        {
          kind: "paragraph",
          text: `Delivery to: ${deliveryLine(customer)}. Phone: ${formatPakistaniPhone(order.phone)}.`,
        },
        ...deliveryParagraphs(order, customer.city),
        ...(customer.notes ? [{ kind: "paragraph" as const, text: `Your notes: ${customer.notes}` }] : []),
        ...paymentBlocks(order, settings),
        ...confirm,
        { kind: "button", label: "View your order", url: order.orderUrl },
        { kind: "button", label: "Track your order", url: order.trackUrl },
        {
          kind: "note",
          text: `Need to change something? Orders can be changed within ${MODIFIABLE_HOURS} hours of placing them: call us on ${formatPhone(settings.phone)} or write to ${settings.emails.support}, quoting order #${order.number}.`,
        },
      ],
    },
    settings,
  );
}

/** Sent to the shop when an order is placed. */
export function newOrderNotificationMail(order: PlacedOrderMail, settings: MailShop, adminUrl: string): RenderedMail {
  const { account } = order;
  const total = formatPrice(account.money.total);
  const notes = order.notes?.trim();
  return renderMail(
    {
      subject: accountSubject(account, `New Order #${order.number}: ${total}`),
      preheader: `${PAYMENT_LABEL[order.paymentMethod]}, ${order.items.length} item(s), ${total}.`,
      heading: `New order #${order.number}`,
      blocks: [
        ...accountTestBlocks(account),
        {
          kind: "paragraph",
          text: `${order.fullName.trim()} placed order #${order.number} on ${formatShopDateTime(order.placedAt)} PKT.`,
        },
        {
          kind: "paragraph",
          text: `Customer: ${order.fullName.trim()}, ${order.email}, ${formatPakistaniPhone(order.phone)}`,
        },
        { kind: "paragraph", text: `Address: ${order.address.trim()}, ${order.city.trim()}` },
        {
          kind: "paragraph",
          text: `Payment: ${PAYMENT_LABEL[order.paymentMethod]}${account.ask.kind === "advance" ? `. ${account.moneyText}` : ""}`,
        },
        { kind: "paragraph", text: `Notes: ${notes || "none"}` },
        { kind: "lines", rows: itemLines(order) },
        ...(account.money.totalOpen
          ? [
              {
                kind: "paragraph" as const,
                text: `Delivery to ${order.city.trim()} is by quote: set the fee on the order before confirming it.`,
              },
            ]
          : []),
        { kind: "button", label: "Open in admin", url: adminUrl },
      ],
    },
    settings,
  );
}
