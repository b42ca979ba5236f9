import { greeting, renderMail, type MailShop, type RenderedMail } from "~/modules/mail/layout";
import { formatPhone } from "~/utils/phone-display";
import { deliverySlotText } from "../delivery-date";
import type { OrderAccount } from "../order-account";
import { accountMoneyBlock, accountSubject, accountTestBlocks } from "./account-blocks";
import { greetingName } from "./customer-text";

export interface DeliveryDateMail {
  fullName: string;
  /** The order as it stands when the mail is sent: what is owed is said from it. */
  account: OrderAccount;
  /** What was planned before (null the first time a day is set). */
  before: { date: string; slotStart: number | null } | null;
  after: { date: string; slotStart: number | null };
  trackUrl: string;
}

/** Sent when the admin sets or moves the planned delivery (issue: the customer is told each time). */
export function deliveryDateMail(order: DeliveryDateMail, settings: MailShop): RenderedMail {
  const { number } = order.account;
  const money = accountMoneyBlock(order.account);
  const when = deliverySlotText(order.after.date, order.after.slotStart);
  const moved = order.before !== null;
  return renderMail(
    {
      subject: accountSubject(
        order.account,
        `${moved ? "New delivery day" : "Delivery day"} for order #${number}: ${when} - ${settings.name}`,
      ),
      preheader: `We plan to deliver your order on ${when}.`,
      heading: moved ? "Your delivery has moved" : "Your delivery day",
      blocks: [
        ...accountTestBlocks(order.account),
        { kind: "paragraph", text: greeting(greetingName(order.fullName)) },
        {
          kind: "paragraph",
          text: moved
            ? `We have moved the delivery of your order #${number} from ${deliverySlotText(order.before!.date, order.before!.slotStart)} to ${when}.`
            : `We plan to deliver your order #${number} on ${when}.`,
        },
        {
          kind: "paragraph",
          text: "Please make sure someone is at home to receive it. Our delivery team will call you on the day before they set off.",
        },
        ...(money ? [money] : []),
        {
          kind: "paragraph",
          text: `If this day does not suit you, reply to this e-mail or call us on ${formatPhone(settings.phone)}.`,
        },
        { kind: "button", label: "Track your order", url: order.trackUrl },
      ],
    },
    settings,
  );
}
