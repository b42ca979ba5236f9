/**
 * The spec's eight order statuses, in display order (DECISIONS: one vocabulary): the one list
 * that the database schema, the settings (which statuses are e-mailed) and the labels share.
 */
export const ORDER_STATUS_NAMES = [
  "pending",
  "confirmed",
  "work_started",
  "in_production",
  "ready_for_delivery",
  "delivered",
  "completed",
  "cancelled",
] as const;

export type OrderStatusName = (typeof ORDER_STATUS_NAMES)[number];
