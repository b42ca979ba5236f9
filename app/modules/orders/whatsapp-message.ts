import { formatPrice } from "~/utils/money";
import { greetingName } from "./mails/customer-text";
import { statusLabels, type OrderStatus } from "./order-status";
import { paymentState } from "./payments";

/** What the admin's 'Message on WhatsApp' starts with, for the order as it stands. */
export function customerWhatsAppMessage(
  order: {
    number: string;
    fullName: string;
    status: OrderStatus;
    totalAmount: number;
    amountPaid: number;
    advanceDue: number;
    paymentMethod: "cod" | "bank_transfer";
    customerConfirmedAt: Date | string | null;
  },
  shopName: string,
): string {
  const name = greetingName(order.fullName);
  const hello = `Assalam o Alaikum${name ? ` ${name}` : ""}, this is ${shopName} about your order #${order.number}.`;
  const money = paymentState(order);
  if (order.status === "cancelled")
    return `${hello} Your order has been cancelled. Please let us know if you have any questions.`;
  if (money.advanceOutstanding > 0) {
    return `${hello} To start making it, we need the advance of ${formatPrice(money.advanceOutstanding)} by bank transfer, with ${order.number} as the reference. Shall we send the bank details?`;
  }
  switch (order.status) {
    case "pending":
      return order.paymentMethod === "cod" && !order.customerConfirmedAt
        ? `${hello} Could you please confirm that you placed it (${formatPrice(order.totalAmount)}, cash on delivery)?`
        : `${hello} We are confirming it now and will be in touch shortly.`;
    case "ready_for_delivery":
      return `${hello} It is ready for delivery. Which day and time suit you?${money.balance > 0 && order.paymentMethod === "cod" ? ` The amount to pay on delivery is ${formatPrice(money.balance)}.` : ""}`;
    case "delivered":
    case "completed":
      return `${hello} We hope you are enjoying your new pieces. Is everything as you wished?`;
    default:
      return `${hello} Its status is now: ${statusLabels[order.status]}.`;
  }
}
