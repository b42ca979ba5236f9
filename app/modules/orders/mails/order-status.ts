import { greeting, renderMail, type MailBlock, type MailShop, type RenderedMail } from "~/modules/mail/layout";
import { formatPrice } from "~/utils/money";
import { deliverySlotText } from "../delivery-date";
import { orderWindowText } from "../order-delivery";
import { statusLabels, type OrderStatus } from "../order-status";
import { greetingName } from "./customer-text";
import { advanceText, paymentState } from "../payments";

/** What a status mail names: the order as it is when the change commits. */
export interface OrderStatusMail {
  number: string;
  fullName: string;
  status: OrderStatus;
  paymentMethod: "cod" | "bank_transfer";
  totalAmount: number;
  amountPaid: number;
  advanceDue: number;
  deliveryDate: string | null;
  deliverySlotStart: number | null;
  deliveryEarliest: string | null;
  deliveryLatest: string | null;
  /** Absolute link to /track-order?order=<number>. */
  trackUrl: string;
  /** Absolute link to the page where the delivered pieces are reviewed; only a delivered order's mail has one. */
  reviewUrl?: string;
}

/** Each status in a sentence, and what happens next: the two things a waiting customer asks. */
const STATUS_STORY: Record<OrderStatus, { now: string; next: string }> = {
  pending: {
    now: "Your order is back with our team, waiting to be confirmed.",
    next: "We will call or message you to confirm it.",
  },
  confirmed: {
    now: "We have confirmed your order and booked it into our workshop.",
    next: "Next, our craftsmen start on your pieces. We will e-mail you when they are in production.",
  },
  work_started: {
    now: "Our workshop has started on your order: materials are being selected and cut.",
    next: "Next, your pieces go into production. We will e-mail you as they move along.",
  },
  in_production: {
    now: "Your pieces are being made in our Lahore workshop.",
    next: "When they are finished and checked, we will e-mail you and call to agree the delivery day.",
  },
  ready_for_delivery: {
    now: "Your order is finished, checked and ready for delivery.",
    next: "Our delivery team will call you to agree the day and a two-hour slot.",
  },
  delivered: {
    now: "Your order has been delivered. We hope you love it.",
    next: "Please register your warranty within 30 days of delivery, and see our care guide to keep your pieces at their best.",
  },
  completed: {
    now: "Your order is complete. Thank you for choosing us.",
    next: "If anything needs attention, our support team is here Monday to Saturday.",
  },
  cancelled: {
    now: "Your order has been cancelled. It will not be made or delivered.",
    next: "If you paid anything towards it, we will contact you about the refund.",
  },
};

/** The day the customer can plan around: the planned delivery, else the window promised at checkout. */
export function deliveryPlan(order: OrderStatusMail): { label: string; value: string } | null {
  if (order.deliveryDate) {
    return { label: "Planned delivery", value: deliverySlotText(order.deliveryDate, order.deliverySlotStart) };
  }
  const window = orderWindowText(order);
  return window ? { label: "Expected delivery", value: window } : null;
}

/**
 * The short mail of one status change (DECISIONS 'After the order'): the order number, the new
 * status in words, what happens next, the delivery day if known and the tracking link.
 */
export function orderStatusMail(order: OrderStatusMail, settings: MailShop): RenderedMail {
  const label = statusLabels[order.status];
  const story = STATUS_STORY[order.status];
  const delivery = order.status === "cancelled" || order.status === "completed" ? null : deliveryPlan(order);
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: greeting(greetingName(order.fullName)) },
    { kind: "paragraph", text: `Order #${order.number}: ${label}. ${story.now}` },
    { kind: "paragraph", text: story.next },
  ];
  if (delivery) blocks.push({ kind: "lines", rows: [delivery] });
  const money = paymentState(order);
  if (order.status !== "cancelled" && money.advanceOutstanding > 0) {
    blocks.push({
      kind: "paragraph",
      text: `${advanceText(order.totalAmount, order.advanceDue, money.paid)}. We start making your order once the advance is received: please transfer it with your order number ${order.number} as the reference.`,
    });
  } else if (
    order.paymentMethod === "cod" &&
    money.balance > 0 &&
    (order.status === "ready_for_delivery" || order.status === "in_production")
  ) {
    blocks.push({ kind: "paragraph", text: `Please have ${formatPrice(money.balance)} ready in cash on delivery.` });
  }
  if (order.status === "delivered" && order.reviewUrl) {
    // The moment a customer knows the piece: verified reviews come from here (DECISIONS 'Honest numbers').
    blocks.push(
      {
        kind: "paragraph",
        text: "How do your pieces look at home? A few words and a photo help the next customer choose, and help our workshop too.",
      },
      { kind: "button", label: "Review your pieces", url: order.reviewUrl },
    );
  }
  blocks.push(
    { kind: "button", label: "Track your order", url: order.trackUrl },
    { kind: "note", text: `Questions? Reply to this e-mail or call us on ${settings.phone}.` },
  );
  return renderMail(
    {
      subject: `Order #${order.number}: ${label} - ${settings.name}`,
      preheader: delivery ? `${story.now} ${delivery.label}: ${delivery.value}.` : story.now,
      heading: label,
      blocks,
    },
    settings,
  );
}
