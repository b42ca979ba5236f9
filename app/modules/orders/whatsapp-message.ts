import { formatPrice } from "~/utils/money";
import { greetingName } from "./mails/customer-text";
import type { OrderAccount } from "./order-account";

/** What the admin's 'Message on WhatsApp' starts with: the order's account, as every page and mail tells it. */
export function customerWhatsAppMessage(
  order: {
    fullName: string;
    paymentMethod: "cod" | "bank_transfer";
    customerConfirmedAt: Date | string | null;
    account: OrderAccount;
  },
  shopName: string,
): string {
  const { account } = order;
  const name = greetingName(order.fullName);
  const hello = `Assalam o Alaikum${name ? ` ${name}` : ""}, this is ${shopName} about your order #${account.number}.`;
  if (account.cancelled) return `${hello} Your order has been cancelled. Please let us know if you have any questions.`;
  if (account.ask.kind === "advance") {
    return `${hello} To start making it, we need the advance of ${formatPrice(account.ask.amount)} by bank transfer, with ${account.number} as the reference. Shall we send the bank details?`;
  }
  switch (account.status) {
    case "pending":
      return order.paymentMethod === "cod" && !order.customerConfirmedAt
        ? `${hello} Could you please confirm that you placed it (${formatPrice(account.money.total)}, cash on delivery)?`
        : `${hello} We are confirming it now and will be in touch shortly.`;
    case "ready_for_delivery":
      return `${hello} It is ready for delivery. Which day and time suit you?${account.ask.kind === "cash" ? ` The amount to pay on delivery is ${formatPrice(account.ask.amount)}.` : ""}`;
    case "delivered":
    case "completed":
      return `${hello} We hope you are enjoying your new pieces. Is everything as you wished?`;
    default:
      return `${hello} Its status is now: ${account.statusLabel}.`;
  }
}
