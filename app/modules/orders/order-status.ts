// Types only: the schema module (and drizzle) stays out of the browser bundle.
import type { orders } from "~/db/schema/orders";
import { ORDER_STATUS_NAMES } from "~/utils/order-status-names";

export type OrderStatus = (typeof orders.$inferSelect)["status"];
export type PaymentMethod = (typeof orders.$inferSelect)["paymentMethod"];

/** The spec's labels, in display order. */
export const statusLabels: Record<OrderStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  work_started: "Work Started",
  in_production: "In Production",
  ready_for_delivery: "Ready for Delivery",
  delivered: "Delivered",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const paymentLabels: Record<PaymentMethod, string> = {
  cod: "Cash on Delivery",
  bank_transfer: "Bank transfer",
};

/** Tracking's timeline: the first seven statuses (cancelled is not a step). */
export const TIMELINE: OrderStatus[] = ORDER_STATUS_NAMES.filter((status) => status !== "cancelled");

/** The spec's "orders are modifiable within 24 hours": a customer may cancel a pending order in that time. */
export const CANCEL_WINDOW_HOURS = 24;

/** Whether a customer may still cancel this order themselves (the server checks the same). */
export function customerMayCancel(order: { status: OrderStatus; createdAt: Date | string }, now = new Date()): boolean {
  const age = now.getTime() - new Date(order.createdAt).getTime();
  return order.status === "pending" && age < CANCEL_WINDOW_HOURS * 60 * 60 * 1000;
}

/** The order number: the first 8 characters of the id, upper-cased. */
export function orderNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
