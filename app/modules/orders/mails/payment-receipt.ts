import { greeting, renderMail, type MailShop, type RenderedMail } from "~/modules/mail/layout";
import { formatPhone } from "~/utils/phone-display";
import { formatPrice } from "~/utils/money";
import { formatShopDate } from "~/utils/shop-time";
import type { OrderAccount } from "../order-account";
import { PAYMENT_METHOD_LABELS, type OrderPaymentMethod } from "../payments";
import { accountSubject, accountTestBlocks } from "./account-blocks";
import { greetingName } from "./customer-text";

/** One recorded payment or refund, as the receipt names it. */
export interface ReceiptEntry {
  kind: "payment" | "refund";
  amount: number;
  method: OrderPaymentMethod;
  /** 'YYYY-MM-DD', the day the money moved. */
  receivedOn: string;
}

export interface PaymentReceiptMail {
  fullName: string;
  /** The payments and refunds recorded since the last receipt left, oldest first. */
  entries: ReceiptEntry[];
  /** The order as it stands when the receipt is sent: the balance is said from it. */
  account: OrderAccount;
  trackUrl: string;
}

const how = (method: OrderPaymentMethod) =>
  method === "other" ? "" : ` by ${PAYMENT_METHOD_LABELS[method].toLowerCase()}`;

/** 'We received PKR 132,500 by bank transfer on Nov 28, 2026' / 'We refunded PKR 5,000 in cash on …'. */
export function receiptEntryText(entry: ReceiptEntry): string {
  const amount = formatPrice(entry.amount);
  const day = formatShopDate(entry.receivedOn);
  if (entry.kind === "refund") {
    const by = entry.method === "cash" ? " in cash" : how(entry.method);
    return `We refunded ${amount}${by} on ${day}`;
  }
  return `We received ${amount}${how(entry.method)} on ${day}`;
}

/** Where the order stands after the money: the rest to pay and how, paid in full, or owed back. */
export function receiptStandingText(account: OrderAccount): string {
  const { ask, money } = account;
  const open = money.totalOpen ? " plus the delivery charge we confirm" : "";
  switch (ask.kind) {
    case "advance":
      return `advance still due ${formatPrice(ask.amount)}, then the balance on delivery`;
    case "cash":
      return `balance ${formatPrice(ask.amount)}${open} on delivery`;
    case "transfer":
      return `balance ${formatPrice(ask.amount)}${open} by bank transfer before delivery`;
    case "none":
      if (money.owedBack > 0)
        return `that is ${formatPrice(money.owedBack)} more than you owe: we will contact you to return it`;
      if (money.standing === "refunded" || account.cancelled) return "nothing more is owed on this order";
      return "your order is paid in full";
  }
}

/**
 * The receipt of money recorded by the shop (issue 33): each payment or refund in a sentence and
 * the order's standing after them, from its account when the mail leaves. Payments recorded
 * within the mail's waiting minute share one receipt.
 */
export function paymentReceiptMail(mail: PaymentReceiptMail, settings: MailShop): RenderedMail {
  const { account } = mail;
  const refund = mail.entries.every((entry) => entry.kind === "refund");
  const sentences = mail.entries.map(receiptEntryText);
  const summary = `${sentences.join(". ")}; ${receiptStandingText(account)}.`;
  return renderMail(
    {
      subject: accountSubject(
        account,
        `${refund ? "Refund" : "Payment received"} for order #${account.number} - ${settings.name}`,
      ),
      preheader: summary,
      heading: refund ? "Your refund" : "Payment received",
      blocks: [
        ...accountTestBlocks(account),
        { kind: "paragraph", text: greeting(greetingName(mail.fullName)) },
        { kind: "paragraph", text: `Order #${account.number}: ${summary}` },
        {
          kind: "lines",
          rows: [
            { label: "Order total", value: formatPrice(account.money.total) },
            { label: "Paid so far", value: formatPrice(account.money.paid) },
            ...(account.money.refunded > 0 ? [{ label: "Refunded", value: formatPrice(account.money.refunded) }] : []),
            { label: "Payment", value: account.money.standingLabel, strong: true },
          ],
        },
        { kind: "button", label: "Track your order", url: mail.trackUrl },
        { kind: "note", text: `Questions? Reply to this e-mail or call us on ${formatPhone(settings.phone)}.` },
      ],
    },
    settings,
  );
}
