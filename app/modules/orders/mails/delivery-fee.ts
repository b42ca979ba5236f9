import { greeting, renderMail, type MailShop, type RenderedMail } from "~/modules/mail/layout";
import { formatPhone } from "~/utils/phone-display";
import { formatPrice } from "~/utils/money";
import type { OrderAccount } from "../order-account";
import { accountMoneyBlock, accountMoneyLines, accountSubject, accountTestBlocks } from "./account-blocks";
import { mailCustomerText } from "./customer-text";

/** What the mail names when the shop sets the delivery charge of an order that was priced by quote. */
export interface DeliveryFeeMail {
  fullName: string;
  address: string;
  city: string;
  notes: string | null;
  fee: number;
  /** The order as it stands when the mail is sent: its total with the fee, the advance, what is paid. */
  account: OrderAccount;
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
  const { number } = order.account;
  const fee = formatPrice(order.fee);
  const total = formatPrice(order.account.money.total);
  // While the order owes nothing but cash at the door, the mail still says how much to have ready.
  const money = accountMoneyBlock(order.account) ?? {
    kind: "paragraph" as const,
    text:
      order.account.ask.kind === "cash"
        ? `Please have ${formatPrice(order.account.ask.amount)} ready in cash when your order is delivered.`
        : `Payment: ${order.account.moneyText}.`,
  };
  return renderMail(
    {
      subject: accountSubject(order.account, `Delivery charge for order #${number}: ${fee} - ${settings.name}`),
      preheader: `Delivery to ${customer.city}: ${fee}. Your order's total is now ${total}.`,
      heading: "Your delivery charge",
      blocks: [
        ...accountTestBlocks(order.account),
        { kind: "paragraph", text: greeting(customer.name) },
        {
          kind: "paragraph",
          text: `Delivery of your order #${number} to ${customer.city} costs ${fee}. Your order's total, with delivery, is ${total}.`,
        },
        // With a code, how the total is reached: the reduction it already holds, then the new fee.
        ...(order.account.money.discount
          ? [
              {
                kind: "lines" as const,
                rows: [...accountMoneyLines(order.account), { label: "Total", value: total, strong: true }],
              },
            ]
          : []),
        money,
        {
          kind: "paragraph",
          text: `If you would rather not go ahead at this charge, reply to this e-mail or call us on ${formatPhone(settings.phone)} before we confirm your order.`,
        },
        { kind: "button", label: "Track your order", url: order.trackUrl },
      ],
    },
    settings,
  );
}
