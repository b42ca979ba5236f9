import { greeting, renderMail, type MailBlock, type MailShop, type RenderedMail } from "~/modules/mail/layout";
import { formatPhone } from "~/utils/phone-display";
import type { OrderAccount } from "../order-account";
import { accountDeliveryLine, accountMoneyBlock, accountSubject, accountTestBlocks } from "./account-blocks";
import { greetingName } from "./customer-text";

/** What a status mail names: the order's account as it stands when the mail is sent. */
export interface OrderStatusMail {
  fullName: string;
  account: OrderAccount;
  /** Absolute links: /track-order?order=<number>, and the shop's origin for the warranty and care pages. */
  trackUrl: string;
  origin: string;
  /** Absolute link to the page where the delivered pieces are reviewed; only a delivered order's mail has one. */
  reviewUrl?: string;
  /** Absolute link to the page where a return, an exchange or a claim is asked for; a delivered order's mail. */
  claimUrl?: string;
}

/**
 * The short mail of one status change (DECISIONS 'After the order'): the order number, the
 * status in words, what happens next, the delivery day (or the day it was delivered), what is
 * owed, and the tracking link: all read from the order's account.
 */
export function orderStatusMail(order: OrderStatusMail, settings: MailShop): RenderedMail {
  const { account } = order;
  const label = account.statusLabel;
  const delivery = account.status === "cancelled" ? null : accountDeliveryLine(account);
  const blocks: MailBlock[] = [
    ...accountTestBlocks(account),
    { kind: "paragraph", text: greeting(greetingName(order.fullName)) },
    { kind: "paragraph", text: `Order #${account.number}: ${label}. ${account.now}` },
    { kind: "paragraph", text: account.next },
  ];
  if (delivery) blocks.push({ kind: "lines", rows: [delivery] });
  const money = accountMoneyBlock(account);
  if (money) blocks.push(money);
  if (account.status === "delivered") {
    // The warranty needs no registering: a return, an exchange or a repair is asked for from this link.
    if (order.claimUrl) blocks.push({ kind: "button", label: "Returns and warranty claims", url: order.claimUrl });
    blocks.push({ kind: "button", label: "Read the care guide", url: `${order.origin}/care-guide` });
    if (order.reviewUrl) {
      // The moment a customer knows the piece: verified reviews come from here (DECISIONS 'Honest numbers').
      blocks.push(
        {
          kind: "paragraph",
          text: "How do your pieces look at home? A few words and a photo help the next customer choose, and help our workshop too.",
        },
        { kind: "button", label: "Review your pieces", url: order.reviewUrl },
      );
    }
  }
  blocks.push(
    { kind: "button", label: "Track your order", url: order.trackUrl },
    { kind: "note", text: `Questions? Reply to this e-mail or call us on ${formatPhone(settings.phone)}.` },
  );
  return renderMail(
    {
      subject: accountSubject(account, `Order #${account.number}: ${label} - ${settings.name}`),
      preheader: delivery ? `${account.now} ${delivery.label}: ${delivery.value}.` : account.now,
      heading: label,
      blocks,
    },
    settings,
  );
}
