import { greeting, renderMail, type MailShop, type RenderedMail } from "~/modules/mail/layout";
import { formatPrice } from "~/utils/money";
import { advanceText, paymentState } from "../payments";
import { mailCustomerText } from "./customer-text";

/** What the mail names when the shop sets the delivery charge of an order that was priced by quote. */
export interface DeliveryFeeMail {
  number: string;
  fullName: string;
  address: string;
  city: string;
  notes: string | null;
  fee: number;
  totalAmount: number;
  /** The advance with the fee counted (delivery-fee.server.ts raises it), and what is paid so far. */
  advanceDue: number;
  amountPaid: number;
  paymentMethod: "cod" | "bank_transfer";
  /** Absolute link to /track-order?order=<number> (the order page's secret is not kept to link to it again). */
  trackUrl: string;
}

/**
 * Sent when the admin sets the charge of a delivery that was 'to be confirmed' (DECISIONS: the
 * customer is told the amount before the order is confirmed): the fee, the new total and how to
 * pay it. A reply reaches the shop's sales desk.
 */
export function deliveryFeeMail(order: DeliveryFeeMail, settings: MailShop): RenderedMail {
  const customer = mailCustomerText(order);
  const fee = formatPrice(order.fee);
  const total = formatPrice(order.totalAmount);
  return renderMail(
    {
      subject: `Delivery charge for order #${order.number}: ${fee} - ${settings.name}`,
      preheader: `Delivery to ${customer.city}: ${fee}. Your order's total is now ${total}.`,
      heading: "Your delivery charge",
      blocks: [
        { kind: "paragraph", text: greeting(customer.name) },
        {
          kind: "paragraph",
          text: `Delivery of your order #${order.number} to ${customer.city} costs ${fee}. Your order's total, with delivery, is ${total}.`,
        },
        {
          kind: "paragraph",
          text:
            paymentState(order).advanceOutstanding > 0
              ? `${advanceText(order.totalAmount, order.advanceDue, order.amountPaid)}. We start making your order once the advance is received: please transfer it with your order number ${order.number} as the reference.`
              : order.paymentMethod === "cod"
                ? `Please have ${total} ready in cash when your order is delivered.`
                : `Please transfer the balance of ${total}, with your order number ${order.number} as the reference.`,
        },
        {
          kind: "paragraph",
          text: `If you would rather not go ahead at this charge, reply to this e-mail or call us on ${settings.phone} before we confirm your order.`,
        },
        { kind: "button", label: "Track your order", url: order.trackUrl },
      ],
    },
    settings,
  );
}
