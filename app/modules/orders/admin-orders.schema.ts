import { z } from "zod";
import { pageParam, searchTextParam } from "~/utils/list-params";
import { WORK_LISTS, type AdminOrderFilters, type WorkList } from "./admin-order-links";
import { statusLabels, type OrderStatus } from "./order-status";
import { plainLineText } from "./payments";

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
  list: z
    .enum(Object.keys(WORK_LISTS) as [WorkList, ...WorkList[]])
    .catch("all")
    .default("all"),
  confirmed: z.enum(["any", "yes", "no"]).catch("any").default("any"),
  page: pageParam,
  order: z.uuid().optional().catch(undefined),
});

export function parseAdminOrderFilters(search: URLSearchParams): AdminOrderFilters & { order?: string } {
  return adminOrderFiltersSchema.parse({
    q: search.get("q") ?? undefined,
    status: search.get("status") ?? undefined,
    list: search.get("list") ?? undefined,
    confirmed: search.get("confirmed") ?? undefined,
    page: search.get("page") ?? undefined,
    order: search.get("order") ?? undefined,
  });
}

const orderId = z.uuid("Order not found.");
const DELIVERY_FEE_MESSAGE = "Please enter the delivery charge in whole rupees, from 0 to 1,000,000.";

/** The tab's forms, one field `intent` apart: change an order's status, or set a quoted delivery charge. */
export const adminOrderActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    orderId,
    status: z.enum(STATUSES, { error: "Please choose one of the order statuses." }),
    // 'Go ahead anyway' past a missing advance or customer confirmation, with the reason the history keeps.
    override: z.literal("on").optional(),
    reason: plainLineText(300, "Please keep the reason under 300 characters.").optional(),
  }),
  z.object({
    intent: z.literal("delivery-fee"),
    orderId,
    fee: z.preprocess(
      (value) =>
        typeof value === "string" && /^\s*\d{1,3}(,?\d{3})*\s*$/.test(value)
          ? Number(value.replaceAll(",", ""))
          : value,
      z.int({ error: DELIVERY_FEE_MESSAGE }).min(0, DELIVERY_FEE_MESSAGE).max(1_000_000, DELIVERY_FEE_MESSAGE),
    ),
  }),
]);

export type AdminOrderAction = z.infer<typeof adminOrderActionSchema>;
