import { describe, expect, it } from "vitest";
import { accountSalesTax, salesTaxIncluded } from "./sales-tax";

const REGISTERED = { strn: "3277876123456", pricesIncludeSalesTax: true, salesTaxRate: 1800 };

describe("the sales tax inside a total", () => {
  it("is exact on the round numbers: 118,000 at 18 % holds 18,000", () => {
    expect(salesTaxIncluded(118_000, 1800)).toBe(18_000);
    expect(salesTaxIncluded(1_180_000, 1800)).toBe(180_000);
    expect(salesTaxIncluded(117_000, 1700)).toBe(17_000);
    expect(salesTaxIncluded(200_000, 10_000)).toBe(100_000);
  });

  it("rounds the value before tax to the rupee, and the tax is what is left", () => {
    // 205,000 / 1.18 = 173,728.81…: 173,729 before tax, 31,271 of tax.
    expect(salesTaxIncluded(205_000, 1800)).toBe(31_271);
    // 100 / 1.18 = 84.745…: 85 before tax, 15 of tax (rounding down would make it 16).
    expect(salesTaxIncluded(100, 1800)).toBe(15);
    // 1,000 / 1.18 = 847.457…: 847, so 153.
    expect(salesTaxIncluded(1_000, 1800)).toBe(153);
    // 100,001 / 1.175 = 85,107.23…: 85,107, so 14,894.
    expect(salesTaxIncluded(100_001, 1750)).toBe(14_894);
  });

  it("rounds an exact half rupee of the value before tax up", () => {
    // 4 / 1.6 = 2.5 before tax: 3, so 1 of tax; 3 / 2 = 1.5: 2, so 1.
    expect(salesTaxIncluded(4, 6000)).toBe(1);
    expect(salesTaxIncluded(3, 10_000)).toBe(1);
  });

  it("is nothing at 0 % or on nothing, and stays exact on the largest totals", () => {
    expect(salesTaxIncluded(205_000, 0)).toBe(0);
    expect(salesTaxIncluded(0, 1800)).toBe(0);
    // Far past any order's total: 11,800,000,000 / 1.18 = 10,000,000,000 exactly.
    expect(salesTaxIncluded(11_800_000_000, 1800)).toBe(1_800_000_000);
    expect(salesTaxIncluded(11_800_000_001, 1800)).toBe(1_800_000_000);
  });

  it("refuses what is not whole rupees or a rate in basis points", () => {
    for (const [total, rate] of [
      [100.5, 1800],
      [-1, 1800],
      [Number.NaN, 1800],
      [100, 18.5],
      [100, -1],
      [100, 10_001],
      [Number.MAX_SAFE_INTEGER, 1800],
    ]) {
      expect(() => salesTaxIncluded(total!, rate!), `${total} at ${rate}`).toThrow(RangeError);
    }
  });
});

describe("the invoice's tax line", () => {
  it("names the rate and the tax of the account's total", () => {
    expect(accountSalesTax({ total: 118_000 }, REGISTERED)).toEqual({
      label: "Sales tax included (18%)",
      amount: 18_000,
    });
    expect(accountSalesTax({ total: 117_500 }, { ...REGISTERED, salesTaxRate: 1750 })).toEqual({
      label: "Sales tax included (17.5%)",
      amount: 17_500,
    });
  });

  it("is left out for a shop that is not registered, does not include the tax, or whose tax is nothing", () => {
    expect(accountSalesTax({ total: 118_000 }, { ...REGISTERED, strn: "" })).toBeNull();
    expect(accountSalesTax({ total: 118_000 }, { ...REGISTERED, pricesIncludeSalesTax: false })).toBeNull();
    expect(accountSalesTax({ total: 118_000 }, { ...REGISTERED, salesTaxRate: 0 })).toBeNull();
    expect(accountSalesTax({ total: 0 }, REGISTERED)).toBeNull();
  });
});
