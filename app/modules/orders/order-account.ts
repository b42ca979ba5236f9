/**
 * The one account of an order (issue 33): what the buyer is told about an order, computed from
 * its current rows. The order page, tracking, the profile, every order mail, the invoice and the
 * admin's WhatsApp text read it; none of them computes money, status words or the delivery day
 * on its own, so no two of them can tell a different story. A discount code's reductions are the
 * order's own columns, listed in its money lines (order-money-lines.ts); the total already has them
 * taken off. Pure: the browser may share it.
 */
import { formatPrice } from "~/utils/money";
import { formatShopDate, shopCalendar } from "~/utils/shop-time";
import { deliverySlotText } from "./delivery-date";
import { orderWindowText, type OrderDelivery } from "./order-delivery";
import { accountDiscount, moneyLines, type AccountDiscount, type AccountMoneyLine } from "./order-money-lines";
import { paymentLabels, statusLabels, TIMELINE, type OrderStatus, type PaymentMethod } from "./order-status";
import { testOrderNote } from "./test-order";

/** The rows an account is computed from: the order, its refunds' total and its history's dates. */
export interface OrderAccountSource extends Pick<OrderDelivery, "deliveryOption" | "deliveryZone"> {
  number: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  subtotal: number;
  /** What the buyer pays: the subtotal and fee, less the code's reductions (the order's own column). */
  totalAmount: number;
  /** The code the order was placed with, and what it took off the pieces and off delivery (issue 35). */
  discountCode: string | null;
  discountAmount: number;
  deliveryDiscount: number;
  /** Pieces returned and refunded after delivery (issue 36): already taken off totalAmount. */
  returnedAmount?: number;
  advanceDue: number;
  /** Received, less what was refunded (the order's running total). */
  amountPaid: number;
  /** Given back, in total (the refunds recorded); 0 when none. */
  amountRefunded: number;
  deliveryFee: number | null;
  deliveryEarliest: string | null;
  deliveryLatest: string | null;
  deliveryDate: string | null;
  deliverySlotStart: number | null;
  customerConfirmedAt: Date | string | null;
  /** When each status was last reached, from the history (ISO instants). */
  reachedAt: Partial<Record<OrderStatus, string>>;
  /** Placed while the shop was a preview. */
  isTest?: boolean;
}

/** Where the money stands, in the words of Shopify's order status page. */
export type PaymentStanding = "unpaid" | "partly_paid" | "paid" | "overpaid" | "refund_due" | "refunded";

export const PAYMENT_STANDING_LABELS: Record<PaymentStanding, string> = {
  unpaid: "Not paid yet",
  partly_paid: "Partially paid",
  paid: "Paid in full",
  overpaid: "Overpaid",
  refund_due: "Refund due",
  refunded: "Refunded",
};

/** What the buyer must do about money now: the one instruction every page and mail repeats. */
export type MoneyAsk =
  | { kind: "advance"; amount: number }
  | { kind: "transfer"; amount: number }
  | { kind: "cash"; amount: number }
  | { kind: "none" };

export type AccountDelivery =
  | { kind: "delivered"; on: string; text: string }
  | { kind: "planned"; date: string; slotStart: number | null; text: string }
  | { kind: "window"; text: string }
  | { kind: "none" };

export interface OrderAccount {
  number: string;
  status: OrderStatus;
  statusLabel: string;
  cancelled: boolean;
  /** The timeline: each step with the Lahore day it was reached, when recorded. */
  steps: { status: OrderStatus; label: string; state: "done" | "current" | "upcoming"; reachedOn: string | null }[];
  money: {
    /** The pieces, before any reduction. */
    subtotal: number;
    /** The delivery charge before any reduction; null while it is to be confirmed. */
    deliveryFee: number | null;
    /** What the order's code took off; null for an order placed without one. */
    discount: AccountDiscount | null;
    /** The lines a summary lists above the total: Subtotal, the code's reduction, delivery, its reduction. */
    lines: AccountMoneyLine[];
    /** What the buyer pays, reductions taken off (the order's total_amount): never recomputed here. */
    total: number;
    /** Whether the total still lacks the delivery charge (a city priced by quote). */
    totalOpen: boolean;
    paid: number;
    refunded: number;
    /** Still owed by the buyer (0 when paid, cancelled or overpaid). */
    balance: number;
    /** Owed back to the buyer. */
    owedBack: number;
    advanceDue: number;
    advanceOutstanding: number;
    standing: PaymentStanding;
    standingLabel: string;
  };
  ask: MoneyAsk;
  /** The ask in a sentence ('Advance PKR 75,000 due, balance PKR 75,000 on delivery'), or the standing's. */
  moneyText: string;
  /** Whether the shop's bank details are shown: only while money must still be transferred. */
  showBankDetails: boolean;
  delivery: AccountDelivery;
  /** The status in a sentence, and what happens next. */
  now: string;
  next: string;
  /** 'This is a test order …' for an order placed while the shop was a preview; null otherwise. */
  testNote: string | null;
  /** How it is paid, named for what it is: cash on delivery with an advance is not cash on delivery alone. */
  paymentLabel: string;
}

/** Each status in a sentence, and what happens next: the two things a waiting customer asks. */
const STATUS_STORY: Record<OrderStatus, { now: string; next: string }> = {
  pending: {
    now: "Your order is with our team, waiting to be confirmed.",
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
    // The warranty runs from the delivery day: nothing to register (issue 36); a request is opened from the order.
    next: "Your warranty runs from the delivery day, with nothing to register. If anything is not right, ask for a return, an exchange or a repair from your order, and see our care guide to keep your pieces at their best.",
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

const lahoreDay = (instant: string) => shopCalendar(instant).date;

/** The day the pieces reached the buyer: recorded as Delivered, or Completed when that step was skipped. */
function deliveredOn(source: OrderAccountSource): string | null {
  const at = source.reachedAt.delivered ?? source.reachedAt.completed;
  return at ? lahoreDay(at) : null;
}

function accountDelivery(source: OrderAccountSource): AccountDelivery {
  if (source.status === "delivered" || source.status === "completed") {
    const on = deliveredOn(source);
    return on ? { kind: "delivered", on, text: `Delivered on ${formatShopDate(on)}` } : { kind: "none" };
  }
  if (source.status === "cancelled") return { kind: "none" };
  if (source.deliveryDate) {
    return {
      kind: "planned",
      date: source.deliveryDate,
      slotStart: source.deliverySlotStart,
      text: deliverySlotText(source.deliveryDate, source.deliverySlotStart),
    };
  }
  const window = orderWindowText(source);
  return window ? { kind: "window", text: window } : { kind: "none" };
}

function standingOf(paid: number, refunded: number, total: number, cancelled: boolean): PaymentStanding {
  if (refunded > 0 && paid <= 0) return "refunded";
  if (paid <= 0) return "unpaid";
  if (cancelled) return "refund_due";
  if (paid > total) return "overpaid";
  return paid >= total ? "paid" : "partly_paid";
}

function moneyAsk(source: OrderAccountSource, balance: number, advanceOutstanding: number): MoneyAsk {
  if (source.status === "cancelled" || balance <= 0) return { kind: "none" };
  if (advanceOutstanding > 0) return { kind: "advance", amount: advanceOutstanding };
  return source.paymentMethod === "cod" ? { kind: "cash", amount: balance } : { kind: "transfer", amount: balance };
}

function moneySentence(account: Pick<OrderAccount, "ask" | "money" | "cancelled">): string {
  const { ask, money } = account;
  const open = money.totalOpen ? " plus the delivery charge we confirm" : "";
  switch (ask.kind) {
    case "advance": {
      const received = money.paid > 0 ? ` (${formatPrice(money.paid)} received)` : "";
      const rest = money.total - money.advanceDue;
      return `Advance ${formatPrice(ask.amount)} due${received}, balance ${formatPrice(rest)}${open} on delivery`;
    }
    case "transfer":
      return `${formatPrice(ask.amount)}${open} to pay by bank transfer before delivery${money.paid > 0 ? ` (${formatPrice(money.paid)} received)` : ""}`;
    case "cash":
      return `${formatPrice(ask.amount)}${open} to pay in cash on delivery${money.paid > 0 ? ` (${formatPrice(money.paid)} received)` : ""}`;
    case "none":
      if (money.owedBack > 0) return `We owe you ${formatPrice(money.owedBack)}: we will contact you about the refund`;
      if (money.standing === "refunded") return `Refunded ${formatPrice(money.refunded)}`;
      if (money.standing === "paid") return "Paid in full";
      return account.cancelled ? "Nothing to pay" : "Paid in full";
  }
}

/** 'Cash on Delivery', 'Bank transfer', or 'Advance by bank transfer, balance in cash on delivery'. */
function paymentLabelOf(source: OrderAccountSource): string {
  if (source.paymentMethod === "cod" && source.advanceDue > 0) {
    return source.advanceDue >= source.totalAmount
      ? "Paid in advance by bank transfer"
      : "Advance by bank transfer, balance in cash on delivery";
  }
  return paymentLabels[source.paymentMethod];
}

/** What happens next, with the money the order waits for named first. */
function nextStep(source: OrderAccountSource, ask: MoneyAsk): string {
  const story = STATUS_STORY[source.status];
  if (ask.kind === "advance" && (source.status === "pending" || source.status === "confirmed")) {
    return `We start making your order once the advance of ${formatPrice(ask.amount)} is received: please transfer it with your order number ${source.number} as the reference.`;
  }
  return story.next;
}

/** The account of one order, from its current rows. */
export function orderAccount(source: OrderAccountSource): OrderAccount {
  const cancelled = source.status === "cancelled";
  const paid = source.amountPaid;
  // A cancelled order owes nothing: all it was paid is owed back.
  const owed = cancelled ? 0 : source.totalAmount - paid;
  const balance = Math.max(0, owed);
  const owedBack = cancelled ? Math.max(0, paid) : Math.max(0, -owed);
  const advanceOutstanding = cancelled ? 0 : Math.max(0, Math.min(source.advanceDue - paid, balance));
  const standing = standingOf(paid, source.amountRefunded, source.totalAmount, cancelled);
  const money = {
    subtotal: source.subtotal,
    deliveryFee: source.deliveryFee,
    discount: accountDiscount(source),
    lines: moneyLines(source),
    total: source.totalAmount,
    totalOpen: source.deliveryFee === null && !cancelled,
    paid,
    refunded: source.amountRefunded,
    balance,
    owedBack,
    advanceDue: source.advanceDue,
    advanceOutstanding,
    standing,
    standingLabel: PAYMENT_STANDING_LABELS[standing],
  };
  const ask = moneyAsk(source, balance, advanceOutstanding);
  const current = TIMELINE.indexOf(source.status);
  const steps = TIMELINE.map((status, index) => ({
    status,
    label: statusLabels[status],
    state: (current < 0 || index > current ? "upcoming" : index === current ? "current" : "done") as
      "done" | "current" | "upcoming",
    reachedOn:
      source.reachedAt[status] && (current < 0 || index <= current) ? lahoreDay(source.reachedAt[status]) : null,
  }));
  return {
    number: source.number,
    status: source.status,
    statusLabel: statusLabels[source.status],
    cancelled,
    steps,
    money,
    ask,
    moneyText: moneySentence({ ask, money, cancelled }),
    showBankDetails: ask.kind === "advance" || ask.kind === "transfer",
    delivery: accountDelivery(source),
    now: STATUS_STORY[source.status].now,
    next: nextStep(source, ask),
    testNote: testOrderNote({ isTest: source.isTest ?? false }),
    paymentLabel: paymentLabelOf(source),
  };
}
