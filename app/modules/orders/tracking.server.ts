import type { OrderDelivery } from "./order-delivery";
import { lineName } from "~/modules/catalog/variants";
import { orderLines } from "./order-lines.server";
import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { takeAllowance } from "~/db/rate-limit.server";
import { orders } from "~/db/schema";
import { formatPakistaniPhone } from "~/utils/phone";
import { log } from "~/utils/log.server";
import type { OrderAccount } from "./order-account";
import { loadOrderAccount } from "./order-account.server";
import { type OrderStatus, type PaymentMethod } from "./order-status";
import {
  maskAddress,
  maskEmail,
  maskName,
  maskPhone,
  maySeeDetails,
  orderIdMessage,
  parseContact,
  parseOrderId,
  trackingMessages,
  type TrackingViewer,
} from "./tracking";

/** DECISIONS: tracking is rate-limited per client, so order numbers cannot be guessed in bulk. */
export const TRACKING_RATE_LIMIT = { max: 10, windowMs: 60_000 } as const;

/** Counts one lookup for `client` (shared by every instance: see takeAllowance). */
export const takeTrackingAllowance = (client: string, now = Date.now()) =>
  takeAllowance(`track-order:${client}`, TRACKING_RATE_LIMIT, now);

/**
 * The order whose id starts with `prefix` (lower-case, as parseOrderId gives
 * it), with its items. The number (the id's first 8 characters, unique and
 * indexed) finds the row; the id itself must then start with the whole prefix.
 */
export async function findOrderByPrefix(prefix: string) {
  const [order] = await db()
    .select()
    .from(orders)
    .where(
      and(eq(orders.number, prefix.slice(0, 8).toUpperCase()), sql`lower(${orders.id}::text) like ${`${prefix}%`}`),
    )
    .limit(1);
  if (!order) return null;
  const items = await orderLines(db(), order.id);
  return { ...order, items };
}

type FoundOrder = NonNullable<Awaited<ReturnType<typeof findOrderByPrefix>>>;

/** What the tracking page may show: personal data is masked here, on the server, unless allowed. */
export interface TrackedOrder {
  number: string;
  placedAt: string;
  status: OrderStatus;
  cancelledAt: string | null;
  paymentMethod: PaymentMethod;
  totalAmount: number;
  subtotal: number;
  deliveryOption: OrderDelivery["deliveryOption"];
  deliveryZone: string | null;
  deliveryFee: number | null;
  deliveryEarliest: string | null;
  deliveryLatest: string | null;
  /** Status, steps with their days, money and delivery: the order's one account (no names, no notes). */
  account: OrderAccount;
  items: {
    id: string;
    name: string;
    slug: string | null;
    image: string | null;
    quantity: number;
    unitPrice: number;
    totalPrice: number;
  }[];
  /** 'full' for the owner, an admin or a visitor with the order's e-mail or phone; 'masked' otherwise. */
  details: "full" | "masked";
  customer: {
    name: string;
    email: string;
    phone: string;
    /** The street address and city; masked, the city only ('***, Lahore'). */
    address: string;
    /** Special notes: null when there are none, and always null when masked. */
    notes: string | null;
  };
}

export function trackedOrderView(order: FoundOrder, full: boolean, account: OrderAccount): TrackedOrder {
  return {
    number: order.number,
    placedAt: order.createdAt.toISOString(),
    status: order.status,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    paymentMethod: order.paymentMethod,
    totalAmount: order.totalAmount,
    subtotal: order.subtotal,
    deliveryOption: order.deliveryOption,
    deliveryZone: order.deliveryZone,
    deliveryFee: order.deliveryFee,
    deliveryEarliest: order.deliveryEarliest,
    deliveryLatest: order.deliveryLatest,
    account,
    items: order.items.map((item) => ({
      id: item.id,
      name: lineName(item.productName || "Unknown Product", item.variantLabel),
      slug: item.productSlug,
      image: item.image,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      totalPrice: item.totalPrice,
    })),
    details: full ? "full" : "masked",
    customer: full
      ? {
          name: order.fullName,
          email: order.email,
          phone: formatPakistaniPhone(order.phone),
          address: `${order.address.trim()}\n${order.city.trim()}`,
          notes: order.notes?.trim() || null,
        }
      : {
          name: maskName(order.fullName),
          email: maskEmail(order.email),
          phone: maskPhone(order.phone),
          address: maskAddress(order.city),
          notes: null,
        },
  };
}

export type TrackingResult =
  | { state: "idle"; query: { order: string; contact: string } }
  | { state: "invalid"; message: string; query: { order: string; contact: string } }
  | { state: "rate-limited"; message: string; retryAfterSeconds: number; query: { order: string; contact: string } }
  | { state: "not-found"; title: string; message: string; query: { order: string; contact: string } }
  | { state: "error"; message: string; query: { order: string; contact: string } }
  | {
      state: "found";
      order: TrackedOrder;
      /** A contact was typed that is not the order's: the page says so. */
      contactMismatch: boolean;
      query: { order: string; contact: string };
    };

/** The HTTP status for each outcome. */
export const trackingStatus: Record<TrackingResult["state"], number> = {
  idle: 200,
  found: 200,
  invalid: 400,
  "not-found": 404,
  "rate-limited": 429,
  error: 500,
};

/**
 * One lookup: validate the order ID (refusals are not counted), count it
 * against the client's allowance, find the order, and decide who sees what.
 * `viewer` is read only when an order is found.
 */
export async function trackOrder(input: {
  order: string | null;
  contact: string | null;
  client: string;
  viewer: () => Promise<TrackingViewer>;
}): Promise<TrackingResult> {
  const query = { order: (input.order ?? "").trim(), contact: (input.contact ?? "").trim() };
  if (input.order === null) return { state: "idle", query };
  const id = parseOrderId(input.order);
  if (!id.ok) return { state: "invalid", message: orderIdMessage(id.reason), query };
  try {
    const allowance = await takeTrackingAllowance(input.client);
    if (!allowance.allowed) {
      return {
        state: "rate-limited",
        message: trackingMessages.rateLimited,
        retryAfterSeconds: allowance.retryAfterSeconds,
        query,
      };
    }
    const order = await findOrderByPrefix(id.prefix);
    if (!order) {
      return { state: "not-found", title: trackingMessages.notFoundTitle, message: trackingMessages.notFound, query };
    }
    const contact = parseContact(input.contact);
    const full = maySeeDetails(order, await input.viewer(), contact);
    const view = trackedOrderView(order, full, await loadOrderAccount(db(), order));
    return { state: "found", order: view, contactMismatch: contact !== null && !full, query };
  } catch (error) {
    log.error("Order tracking failed", { error: String(error) });
    return { state: "error", message: trackingMessages.failed, query };
  }
}
