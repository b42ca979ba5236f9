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
import {
  deliveryFeeText,
  deliveryLineLabel,
  orderWindowText,
  type OrderDelivery,
} from "~/modules/orders/order-delivery";
import { mailCustomerText, type MailCustomerText } from "./customer-text";
import { advanceText } from "../payments";
import { TEST_ORDER_NOTE, testOrderSubject } from "../test-order";

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
  /** Whole rupees: the items. */
  subtotal: number;
  /** Whole rupees: the subtotal and the delivery fee (0 while the fee is to be confirmed). */
  totalAmount: number;
  delivery: OrderDelivery;
  /** Absolute link to /track-order?order=<number>. */
  trackUrl: string;
  /** Absolute link to the order's confirmation page, with its secret: the customer's mail only. */
  orderUrl: string;
  /** Whole rupees to pay in advance by bank transfer (the settings' rule for large orders); 0: none. */
  advanceDue: number;
  /** A cash-on-delivery order's one-click 'Yes, I placed this order' link; null otherwise. */
  confirmUrl: string | null;
  /** Placed while the shop was a preview: the subject and the first line say it is a test order. */
  isTest?: boolean;
}

/** The test order's line, first in both mails (issue 33, part 7). */
const testOrderBlocks = (order: PlacedOrderMail): MailBlock[] =>
  order.isTest ? [{ kind: "paragraph", text: TEST_ORDER_NOTE }] : [];

/** Spec: orders are modifiable within 24 hours. */
const MODIFIABLE_HOURS = 24;

const PAYMENT_LABEL: Record<PlacedOrderMail["paymentMethod"], string> = {
  cod: "Cash on delivery",
  bank_transfer: "Bank transfer",
};

/** 'Name x 2' → 'PKR 530,000' for each item, the subtotal and delivery, then the total in bold. */
function itemLines(order: PlacedOrderMail): MailLine[] {
  return [
    ...order.items.map((item) => ({ label: `${item.name} x ${item.quantity}`, value: formatPrice(item.totalPrice) })),
    { label: "Subtotal", value: formatPrice(order.subtotal) },
    { label: deliveryLineLabel(order.delivery), value: deliveryFeeText(order.delivery.deliveryFee) },
    { label: "Total", value: formatPrice(order.totalAmount), strong: true },
  ];
}

/** 'Expected delivery: Dec 08 – Dec 22, 2026.' and, while the fee is open, that the shop will name it. */
function deliveryParagraphs(order: PlacedOrderMail, city: string): MailBlock[] {
  const window = orderWindowText(order.delivery);
  const blocks: MailBlock[] = [];
  if (window) {
    blocks.push({
      kind: "paragraph",
      text: `Expected delivery: ${window}. We call before we come to agree a day and a two-hour window.`,
    });
  }
  if (order.delivery.deliveryFee === null) {
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

/**
 * Sent to the customer when the order is placed (it is still pending), to the
 * address the checkout form named: what the customer typed is shaped first
 * (customer-text.ts), and the subject holds only the order number and the
 * shop's name.
 */
export function orderConfirmationMail(
  order: PlacedOrderMail,
  settings: MailShop & Pick<ShopSettings, "bank" | "emails">,
): RenderedMail {
  // While delivery is to be confirmed, the amount to pay is the goods plus a fee still to come.
  const total =
    order.delivery.deliveryFee === null
      ? `${formatPrice(order.totalAmount)} plus the delivery charge we confirm`
      : formatPrice(order.totalAmount);
  const customer = mailCustomerText(order);
  const bankLines: MailBlock = {
    kind: "lines",
    rows: [
      { label: "Bank", value: settings.bank.bankName },
      { label: "Account title", value: settings.bank.accountTitle },
      { label: "Account number", value: settings.bank.accountNumber },
      { label: "IBAN", value: settings.bank.iban },
      { label: "Reference", value: order.number },
    ],
  };
  const payment: MailBlock[] =
    order.advanceDue > 0
      ? [
          { kind: "paragraph", text: `${advanceText(order.totalAmount, order.advanceDue)}.` },
          {
            kind: "paragraph",
            text: `Please transfer the advance of ${formatPrice(order.advanceDue)} to the account below, with your order number ${order.number} as the reference. We start making your order once it is received.`,
          },
          bankLines,
        ]
      : order.paymentMethod === "cod"
        ? [
            {
              kind: "paragraph",
              text: `Payment: cash on delivery. Please have ${total} ready in cash when your order is delivered.`,
            },
          ]
        : [
            {
              kind: "paragraph",
              text: `Payment: bank transfer. Please transfer ${total} to the account below and put your order number ${order.number} in the transfer reference. We prepare your order once the payment is received.`,
            },
            bankLines,
          ];
  // Cash on delivery is only as good as the buyer's intent: one click tells the shop it was them.
  const confirm: MailBlock[] = order.confirmUrl
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
      subject: testOrderSubject(
        { isTest: order.isTest ?? false },
        `Order #${order.number} received - ${settings.name}`,
      ),
      preheader: `Order #${order.number}, ${total}: we have received your order and will be in touch shortly.`,
      heading: "Thank you for your order",
      blocks: [
        ...testOrderBlocks(order),
        { kind: "paragraph", text: greeting(customer.name) },
        {
          kind: "paragraph",
          text: `We have received your order #${order.number}, placed on ${formatShopDate(order.placedAt)}. We will confirm it shortly.`,
        },
        { kind: "lines", rows: itemLines(order) },
        {
          kind: "paragraph",
          text: `Delivery to: ${deliveryLine(customer)}. Phone: ${formatPakistaniPhone(order.phone)}.`,
        },
        ...deliveryParagraphs(order, customer.city),
        ...(customer.notes ? [{ kind: "paragraph" as const, text: `Your notes: ${customer.notes}` }] : []),
        ...payment,
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
  const total = formatPrice(order.totalAmount);
  const notes = order.notes?.trim();
  return renderMail(
    {
      subject: testOrderSubject({ isTest: order.isTest ?? false }, `New Order #${order.number}: ${total}`),
      preheader: `${PAYMENT_LABEL[order.paymentMethod]}, ${order.items.length} item(s), ${total}.`,
      heading: `New order #${order.number}`,
      blocks: [
        ...testOrderBlocks(order),
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
          text: `Payment: ${PAYMENT_LABEL[order.paymentMethod]}${order.advanceDue > 0 ? `. ${advanceText(order.totalAmount, order.advanceDue)}` : ""}`,
        },
        { kind: "paragraph", text: `Notes: ${notes || "none"}` },
        { kind: "lines", rows: itemLines(order) },
        ...(order.delivery.deliveryFee === null
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
