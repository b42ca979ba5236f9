import { z } from "zod";
import { formatPrice } from "~/utils/money";
import { shopCalendar } from "~/utils/shop-time";
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";
import type { OrderStatus } from "./order-status";

/** What an order has been paid and still owes (a negative balance is money the shop owes back). */
export interface PaymentPosition {
  totalAmount: number;
  amountPaid: number;
  advanceDue: number;
}

export function paymentState(order: PaymentPosition) {
  const balance = order.totalAmount - order.amountPaid;
  return {
    paid: order.amountPaid,
    balance: Math.max(0, balance),
    overpaid: Math.max(0, -balance),
    /** What is still missing of the advance. */
    advanceOutstanding: Math.max(0, order.advanceDue - order.amountPaid),
  };
}

/**
 * 'Advance PKR 75,000 due, balance PKR 75,000 on delivery': what checkout, mails and tracking
 * say; with part of the advance in, '(PKR 50,000 received)' after the advance.
 */
export function advanceText(total: number, advance: number, paid = 0): string {
  const received = paid > 0 && paid < advance ? ` (${formatPrice(paid)} received)` : "";
  return `Advance ${formatPrice(advance)} due${received}, balance ${formatPrice(total - advance)} on delivery`;
}

/** The statuses of work under way: an order that owes its advance does not enter them. */
export const WORK_STATUSES: readonly OrderStatus[] = [
  "work_started",
  "in_production",
  "ready_for_delivery",
  "delivered",
  "completed",
];

/**
 * Whether an order's delivery charge is still 'to be confirmed' (a city or an address priced by
 * quote). Its total, and so its advance, are not known yet: work statuses wait for the admin to
 * name the charge, with no going ahead without it (change-status.server.ts refuses them, the
 * admin's status form does not offer them).
 */
export function deliveryChargeOpen(order: { deliveryFee: number | null; status: OrderStatus }): boolean {
  return order.deliveryFee === null && order.status !== "cancelled";
}

/**
 * What an order still lacks before work may start, in words ('its advance of PKR 100,000
 * (PKR 0 recorded so far)', "the customer's confirmation"): the one rule that the status change
 * enforces and the admin's order details show.
 */
export function workBlockers(
  order: PaymentPosition & { paymentMethod: "cod" | "bank_transfer"; customerConfirmedAt: Date | string | null },
  requireCustomerConfirmation: boolean,
): string[] {
  const blockers: string[] = [];
  if (paymentState(order).advanceOutstanding > 0) {
    blockers.push(`its advance of ${formatPrice(order.advanceDue)} (${formatPrice(order.amountPaid)} recorded so far)`);
  }
  if (requireCustomerConfirmation && order.paymentMethod === "cod" && !order.customerConfirmedAt) {
    blockers.push("the customer's confirmation");
  }
  return blockers;
}

export const PAYMENT_METHOD_LABELS = { cash: "Cash", bank_transfer: "Bank transfer", other: "Other" } as const;
export type OrderPaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;

const AMOUNT_MESSAGE = "Please enter the amount in whole rupees, from 1 to 100,000,000.";
const DAY_MESSAGE = "Please enter the day the money came in.";

/** Text a person typed, one line: no control characters, nothing the shop's forms refuse. */
export const plainLineText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((value) => !/\p{Cc}/u.test(value) && !hasUnsafeText(value), UNSAFE_TEXT_MESSAGE);

/**
 * The admin's 'Record payment' form. The amount may carry thousands separators; the day is
 * not in the future (in Lahore); `requestKey` makes a repeated post record one payment.
 */
export function paymentFormSchema(now = new Date()) {
  const today = shopCalendar(now).date;
  return z.object({
    orderId: z.uuid("Order not found."),
    requestKey: z.uuid("Please reload the page and try again."),
    amount: z.preprocess(
      (value) =>
        typeof value === "string" && /^\s*\d{1,3}(,?\d{3})*\s*$/.test(value)
          ? Number(value.replaceAll(",", ""))
          : value,
      z.int({ error: AMOUNT_MESSAGE }).min(1, AMOUNT_MESSAGE).max(100_000_000, AMOUNT_MESSAGE),
    ),
    /** Money in, or money given back; an older form without the field records a payment. */
    kind: z
      .enum(["payment", "refund"], { error: "Please choose a payment or a refund." })
      .optional()
      .transform((value) => value ?? "payment"),
    method: z.enum(["cash", "bank_transfer", "other"], { error: "Please choose how the money was paid." }),
    receivedOn: z
      .string({ error: DAY_MESSAGE })
      .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGE)
      .refine((value) => value <= today, "The day cannot be in the future."),
    reference: plainLineText(100, "Please keep the reference under 100 characters.")
      .optional()
      .transform((value) => value || null),
  });
}

export type PaymentForm = z.infer<ReturnType<typeof paymentFormSchema>>;
