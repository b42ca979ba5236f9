import { describe, expect, it } from "vitest";
import { discountLabel, evaluateDiscount, normaliseCode, percentOff, type DiscountCodeRule } from "./discount-rules";
import { settleDiscount } from "./discount-settle";

const NOW = new Date("2026-12-10T12:00:00Z");

function rule(values: Partial<DiscountCodeRule> = {}): DiscountCodeRule {
  return {
    code: "EID25",
    kind: "percent",
    value: 25,
    minSubtotal: 0,
    scope: "all",
    categoryIds: [],
    productIds: [],
    appliesToSaleItems: true,
    startsAt: new Date("2026-12-01T00:00:00Z"),
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    usedCount: 0,
    pausedAt: null,
    ...values,
  };
}

const basket = {
  subtotal: 100_000,
  lines: [
    { productId: "sofa", categoryId: "living", total: 80_000, onSale: false },
    { productId: "lamp", categoryId: "decor", total: 20_000, onSale: false },
  ],
};

describe("normaliseCode", () => {
  it("folds case and spaces, and refuses what cannot be a code", () => {
    expect(normaliseCode("  eid25 ")).toBe("EID25");
    for (const typed of ["", "AB", "EID-25", "EID 25", "Ünï", "x".repeat(31), "' OR 1=1"]) {
      expect(normaliseCode(typed), typed).toBeNull();
    }
  });
});

describe("evaluateDiscount", () => {
  it("takes a percent off every piece, rounded to the rupee", () => {
    expect(evaluateDiscount("eid25", rule(), basket, 0, NOW)).toMatchObject({
      ok: true,
      code: "EID25",
      amount: 25_000,
    });
    expect(percentOff(333_333, 15)).toBe(50_000);
    expect(percentOff(10, 15)).toBe(2);
  });

  it("says why a code takes nothing, in the buyer's words", () => {
    const cases: [Partial<DiscountCodeRule> | null, string][] = [
      [null, "We do not know this code. Please check it and try again."],
      [{ endsAt: new Date("2026-12-31T18:00:00Z") }, ""],
      [
        { startsAt: new Date("2026-11-01T00:00:00Z"), endsAt: new Date("2026-12-01T00:00:00Z") },
        "This code ended on Dec 01, 2026.",
      ],
      [{ startsAt: new Date("2027-01-05T00:00:00Z") }, "This code starts on Jan 05, 2027."],
      [{ pausedAt: NOW }, "This code is not available at the moment."],
      [{ usageLimit: 10, usedCount: 10 }, "This code has been used up."],
      [{ perCustomerLimit: 1 }, "You have already used this code."],
      [{ minSubtotal: 120_000 }, "Spend PKR 20,000 more to use this code."],
      [{ scope: "products", productIds: ["bed"] }, "This code does not apply to the pieces in your cart."],
    ];
    for (const [values, message] of cases) {
      const outcome = evaluateDiscount("eid25", values ? rule(values) : null, basket, 1, NOW);
      if (message === "") expect(outcome.ok, JSON.stringify(values)).toBe(true);
      else expect(outcome, message).toMatchObject({ ok: false, message });
    }
  });

  it("an end in Pakistan's evening is the date a Lahore buyer reads", () => {
    // 23:30 in Lahore on Dec 31 is 18:30 UTC: the code ended on Dec 31, 2026, not Jan 01.
    const ended = rule({ startsAt: new Date("2026-12-01T00:00:00Z"), endsAt: new Date("2026-12-31T18:30:00Z") });
    expect(evaluateDiscount("EID25", ended, basket, 0, new Date("2027-01-02T00:00:00Z"))).toMatchObject({
      message: "This code ended on Dec 31, 2026.",
    });
  });

  it("reduces only the pieces of its categories or products, and an amount never below zero", () => {
    const decor = rule({
      kind: "amount",
      value: 50_000,
      minSubtotal: 50_000,
      scope: "categories",
      categoryIds: ["decor"],
    });
    expect(evaluateDiscount("EID25", decor, basket, 0, NOW)).toMatchObject({ ok: true, amount: 20_000 });
    const sofa = rule({ kind: "percent", value: 10, scope: "products", productIds: ["sofa"] });
    expect(evaluateDiscount("EID25", sofa, basket, 0, NOW)).toMatchObject({ ok: true, amount: 8_000 });
  });

  it("leaves pieces on sale alone when the code does not apply to sale items", () => {
    const saleBasket = {
      subtotal: 100_000,
      lines: [
        { productId: "sofa", categoryId: "living", total: 80_000, onSale: true },
        { productId: "lamp", categoryId: "decor", total: 20_000, onSale: false },
      ],
    };
    const notOnSale = rule({ kind: "percent", value: 10, appliesToSaleItems: false });
    expect(evaluateDiscount("EID25", notOnSale, saleBasket, 0, NOW)).toMatchObject({ ok: true, amount: 2_000 });
    expect(evaluateDiscount("EID25", rule({ value: 10 }), saleBasket, 0, NOW)).toMatchObject({ amount: 10_000 });
    const onlySale = { ...saleBasket, lines: [saleBasket.lines[0]!] };
    expect(evaluateDiscount("EID25", notOnSale, onlySale, 0, NOW)).toMatchObject({
      ok: false,
      message: "This code does not apply to pieces on sale.",
    });
  });
});

describe("settleDiscount", () => {
  it("takes free delivery off the fee once known, and refuses it for a city priced by quote", () => {
    const free = evaluateDiscount("FREE", rule({ code: "FREE", kind: "free_delivery", value: 0 }), basket, 0, NOW);
    expect(settleDiscount(100_000, { fee: 3_500, byQuote: false }, free)).toMatchObject({
      amount: 0,
      deliveryAmount: 3_500,
      total: 100_000,
    });
    expect(settleDiscount(100_000, { fee: null, byQuote: false }, free)).toMatchObject({
      deliveryAmount: 0,
      total: 100_000,
    });
    const byQuote = settleDiscount(100_000, { fee: null, byQuote: true }, free);
    expect(byQuote).toMatchObject({
      amount: 0,
      deliveryAmount: 0,
      total: 100_000,
      outcome: { ok: false, reason: "delivery-by-quote" },
    });
  });

  it("takes a percent off the pieces only, never the delivery", () => {
    const outcome = evaluateDiscount("EID25", rule(), basket, 0, NOW);
    expect(settleDiscount(100_000, { fee: 5_000, byQuote: false }, outcome)).toMatchObject({
      amount: 25_000,
      deliveryAmount: 0,
      total: 80_000,
    });
    expect(settleDiscount(100_000, { fee: 5_000, byQuote: false }, null).total).toBe(105_000);
  });
});

it("names a code with what it gives", () => {
  expect(discountLabel({ code: "EID25", kind: "percent", value: 25 })).toBe("EID25: 25% off");
  expect(discountLabel({ code: "SAVE5K", kind: "amount", value: 5_000 })).toBe("SAVE5K: PKR 5,000 off");
  expect(discountLabel({ code: "FREEDEL", kind: "free_delivery", value: 0 })).toBe("FREEDEL: free delivery");
});
