/**
 * What a discount code takes off a basket, and why it takes nothing (issue 35, item 2). Pure: the
 * cart, checkout and the order's placing all ask this one function, the last one under the code's
 * lock, so the reduction a buyer is shown is the one charged. Money is whole rupees.
 */
import type { DISCOUNT_REFUSAL_REASONS } from "~/db/schema";
import { formatPrice } from "~/utils/money";
import { formatShopDate } from "~/utils/shop-time";

export const DISCOUNT_KIND_NAMES = {
  percent: "Percent off",
  amount: "Amount off",
  free_delivery: "Free delivery",
} as const;
export type DiscountKind = keyof typeof DISCOUNT_KIND_NAMES;
export type DiscountScope = "all" | "categories" | "products";

/** Letters and digits, 3 to 30 of them: what a code may be (stored upper-case). */
export const CODE_PATTERN = /^[A-Z0-9]{3,30}$/;

/** A code as typed, folded the way codes are stored: trimmed, upper-case. Null when it cannot be a code. */
export function normaliseCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** The stored code, as the rules read it. */
export interface DiscountCodeRule {
  code: string;
  kind: DiscountKind;
  value: number;
  minSubtotal: number;
  scope: DiscountScope;
  categoryIds: string[];
  productIds: string[];
  /** Whether it reduces pieces a running sale already reduces. */
  appliesToSaleItems: boolean;
  startsAt: Date;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  pausedAt: Date | null;
}

/** The pieces a code is asked about: each line's product, its category and its total. */
export interface DiscountBasket {
  /** `onSale`: a running sale prices the line (its total is the sale's). */
  lines: { productId: string; categoryId: string | null; total: number; onSale: boolean }[];
  /** The pieces' total (what the minimum is compared with). */
  subtotal: number;
}

/**
 * Why a code takes nothing: a code the shop does not have, or one of the reasons the database
 * counts an order's refused use by (its one list, so that the two cannot drift apart).
 */
export type DiscountRefusal = "unknown" | (typeof DISCOUNT_REFUSAL_REASONS)[number];

export type DiscountOutcome =
  | {
      ok: true;
      code: string;
      kind: DiscountKind;
      /** Off the pieces' prices. */
      amount: number;
      /** Takes the delivery fee off, whatever it comes to (see settleDiscount). */
      freeDelivery: boolean;
      /** 'EID25: 10% off' — what the summary names the reduction. */
      label: string;
    }
  | { ok: false; code: string; reason: DiscountRefusal; message: string };

/** How the code is named beside its reduction. */
export function discountLabel(rule: Pick<DiscountCodeRule, "code" | "kind" | "value">): string {
  switch (rule.kind) {
    case "percent":
      return `${rule.code}: ${rule.value}% off`;
    case "amount":
      return `${rule.code}: ${formatPrice(rule.value)} off`;
    case "free_delivery":
      return `${rule.code}: free delivery`;
  }
}

/** The share of the eligible pieces a percent code takes, rounded to the nearest rupee (halves up). */
export function percentOff(eligible: number, percent: number): number {
  return Math.floor((eligible * percent + 50) / 100);
}

/**
 * What `rule` takes off `basket` at `now`, given how many orders of this customer hold it
 * (`customerUses`), or the reason it takes nothing, in the buyer's words.
 */
export function evaluateDiscount(
  typed: string,
  rule: DiscountCodeRule | null,
  basket: DiscountBasket,
  customerUses: number,
  now: Date,
): DiscountOutcome {
  const code = rule?.code ?? typed.trim().toUpperCase();
  const refuse = (reason: DiscountRefusal, message: string): DiscountOutcome => ({ ok: false, code, reason, message });
  if (!rule) return refuse("unknown", "We do not know this code. Please check it and try again.");
  if (rule.endsAt && rule.endsAt.getTime() <= now.getTime()) {
    return refuse("ended", `This code ended on ${formatShopDate(rule.endsAt)}.`);
  }
  if (rule.startsAt.getTime() > now.getTime()) {
    return refuse("not-started", `This code starts on ${formatShopDate(rule.startsAt)}.`);
  }
  if (rule.pausedAt) return refuse("paused", "This code is not available at the moment.");
  if (rule.usageLimit !== null && rule.usedCount >= rule.usageLimit) {
    return refuse("used-up", "This code has been used up.");
  }
  if (rule.perCustomerLimit !== null && customerUses >= rule.perCustomerLimit) {
    return refuse("used-by-you", "You have already used this code.");
  }
  if (basket.subtotal < rule.minSubtotal) {
    return refuse("minimum", `Spend ${formatPrice(rule.minSubtotal - basket.subtotal)} more to use this code.`);
  }
  const label = discountLabel(rule);
  if (rule.kind === "free_delivery") return { ok: true, code, kind: rule.kind, amount: 0, freeDelivery: true, label };
  const eligible = basket.lines
    .filter((line) => rule.appliesToSaleItems || !line.onSale)
    .filter((line) =>
      rule.scope === "all"
        ? true
        : rule.scope === "categories"
          ? line.categoryId !== null && rule.categoryIds.includes(line.categoryId)
          : rule.productIds.includes(line.productId),
    )
    .reduce((sum, line) => sum + line.total, 0);
  if (eligible <= 0) {
    const saleOnly = !rule.appliesToSaleItems && basket.lines.some((line) => line.onSale);
    return refuse(
      "no-pieces",
      saleOnly ? "This code does not apply to pieces on sale." : "This code does not apply to the pieces in your cart.",
    );
  }
  // Never below zero: an amount larger than the pieces it reduces takes them to nothing, no further.
  const amount = rule.kind === "percent" ? percentOff(eligible, rule.value) : Math.min(rule.value, eligible);
  return { ok: true, code, kind: rule.kind, amount, freeDelivery: false, label };
}
