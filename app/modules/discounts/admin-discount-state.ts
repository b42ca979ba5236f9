/**
 * How the admin reads a code (issue 35, item 4): its state, what it gives and how much of it is
 * used. Pure and browser-safe: the list, the code's page and the server's filters share it.
 */
import { formatPrice } from "~/utils/money";
import type { DiscountKind } from "./discount-rules";

export const DISCOUNT_STATES = ["scheduled", "running", "paused", "ended"] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];

export const DISCOUNT_STATE_LABELS: Record<DiscountState, string> = {
  scheduled: "Scheduled",
  running: "Running",
  paused: "Paused",
  ended: "Ended",
};

/** Badge colours: theme pairs already proven legible by the order status badge's contrast test. */
export const DISCOUNT_STATE_TONES: Record<DiscountState, string> = {
  scheduled: "bg-badge-slate text-badge-slate-ink",
  running: "bg-badge-moss text-badge-moss-ink",
  paused: "bg-brass-light text-walnut-dark",
  ended: "bg-badge-stone text-badge-stone-ink",
};

/** ?status=scheduled|running|paused|ended; anything else means all. */
export function parseDiscountState(value: string | null): DiscountState | null {
  return DISCOUNT_STATES.includes(value as DiscountState) ? (value as DiscountState) : null;
}

interface StateFacts {
  startsAt: Date | string;
  endsAt: Date | string | null;
  pausedAt: Date | string | null;
}

/**
 * Ended wins (its end passed, or it was ended by hand): nothing brings it back but a new end
 * date. A paused code says so even before its start, since the owner must resume it; otherwise
 * it is scheduled until its start, then running. The SQL of the list's tabs (admin-discounts.server.ts)
 * reads the same order.
 */
export function discountState(code: StateFacts, now: Date): DiscountState {
  const at = now.getTime();
  if (code.endsAt !== null && new Date(code.endsAt).getTime() <= at) return "ended";
  if (code.pausedAt !== null) return "paused";
  return new Date(code.startsAt).getTime() > at ? "scheduled" : "running";
}

/** '10% off', 'PKR 5,000 off', 'Free delivery'. */
export function discountGives(code: { kind: DiscountKind; value: number }): string {
  switch (code.kind) {
    case "percent":
      return `${code.value}% off`;
    case "amount":
      return `${formatPrice(code.value)} off`;
    case "free_delivery":
      return "Free delivery";
  }
}

/** 'Orders from PKR 20,000', or 'No minimum'. */
export function discountMinimum(minSubtotal: number): string {
  return minSubtotal > 0 ? `Orders from ${formatPrice(minSubtotal)}` : "No minimum";
}

/** '7 of 10', or '7' without a limit. */
export function discountUses(usedCount: number, usageLimit: number | null): string {
  return usageLimit === null ? String(usedCount) : `${usedCount} of ${usageLimit}`;
}

/**
 * '10% off · Orders from PKR 20,000 · Everything': what a code gives, from what, on what. Each
 * dot is kept with the words before it, so that a narrow screen never starts a line with one.
 */
export function discountSummary(...parts: string[]): string {
  return parts.join("\u00a0· ");
}

/** 'Everything', '2 categories', '1 product'. */
export function discountScope(code: {
  scope: "all" | "categories" | "products";
  categoryIds: string[];
  productIds: string[];
}): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (code.scope === "categories") return count(code.categoryIds.length, "category", "categories");
  if (code.scope === "products") return count(code.productIds.length, "product", "products");
  return "Everything";
}
