import { greeting, renderMail, type MailShop, type RenderedMail } from "~/modules/mail/layout";
import { formatPrice } from "~/utils/money";
import { deliverySlotText } from "../delivery-date";
import { greetingName } from "./customer-text";

export interface DeliveryDateMail {
  number: string;
  fullName: string;
  paymentMethod: "cod" | "bank_transfer";
  totalAmount: number;
  amountPaid: number;
  /** What was planned before (null the first time a day is set). */
  before: { date: string; slotStart: number | null } | null;
  after: { date: string; slotStart: number | null };
  trackUrl: string;
}

/** Sent when the admin sets or moves the planned delivery (issue: the customer is told each time). */
export function deliveryDateMail(order: DeliveryDateMail, settings: MailShop): RenderedMail {
  const when = deliverySlotText(order.after.date, order.after.slotStart);
  const moved = order.before !== null;
  return renderMail(
    {
      subject: `${moved ? "New delivery day" : "Delivery day"} for order #${order.number}: ${when} - ${settings.name}`,
      preheader: `We plan to deliver your order on ${when}.`,
      heading: moved ? "Your delivery has moved" : "Your delivery day",
      blocks: [
        { kind: "paragraph", text: greeting(greetingName(order.fullName)) },
        {
          kind: "paragraph",
          text: moved
            ? `We have moved the delivery of your order #${order.number} from ${deliverySlotText(order.before!.date, order.before!.slotStart)} to ${when}.`
            : `We plan to deliver your order #${order.number} on ${when}.`,
        },
        {
          kind: "paragraph",
          text: "Please make sure someone is at home to receive it. Our delivery team will call you on the day before they set off.",
        },
        ...(order.paymentMethod === "cod" && order.totalAmount > order.amountPaid
          ? [
              {
                kind: "paragraph" as const,
                text: `Please have ${formatPrice(order.totalAmount - order.amountPaid)} ready in cash.`,
              },
            ]
          : []),
        {
          kind: "paragraph",
          text: `If this day does not suit you, reply to this e-mail or call us on ${settings.phone}.`,
        },
        { kind: "button", label: "Track your order", url: order.trackUrl },
      ],
    },
    settings,
  );
}
