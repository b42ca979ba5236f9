import { z } from "zod";
import { pageParam, searchTextParam } from "~/utils/list-params";
import type { AdminOrderFilters } from "./admin-order-links";
import { statusLabels, type OrderStatus } from "./order-status";

// The eight statuses from the labels (order-status.ts), so this file never pulls the database schema in.
const STATUSES = Object.keys(statusLabels) as [OrderStatus, ...OrderStatus[]];

/**
 * The tab's URL (?q=&status=&page=&order=). A link typed by hand or an old
 * bookmark must not break the page, so every bad value falls back to its default.
 */
export const adminOrderFiltersSchema = z.object({
  q: searchTextParam,
  status: z
    .enum(["all", ...STATUSES])
    .catch("all")
    .default("all"),
  page: pageParam,
  order: z.uuid().optional().catch(undefined),
});

export function parseAdminOrderFilters(search: URLSearchParams): AdminOrderFilters & { order?: string } {
  return adminOrderFiltersSchema.parse({
    q: search.get("q") ?? undefined,
    status: search.get("status") ?? undefined,
    page: search.get("page") ?? undefined,
    order: search.get("order") ?? undefined,
  });
}

const orderId = z.uuid("Order not found.");

/** The tab's two forms, one field `intent` apart: change an order's status, or mark a bank transfer paid. */
export const adminOrderActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    orderId,
    status: z.enum(STATUSES, { error: "Please choose one of the order statuses." }),
  }),
  z.object({ intent: z.literal("mark-paid"), orderId }),
]);

export type AdminOrderAction = z.infer<typeof adminOrderActionSchema>;
