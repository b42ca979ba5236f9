/**
 * The sales tax contained in an order's total (issue 37, item 5), for a shop whose prices include
 * it: a function of the order's one account (order-account.ts), so the invoice never works it out
 * on its own. Money is whole rupees, and the tax is rounded to the rupee.
 *
 * The base is the order's total as charged: the pieces and delivery, after a code's reductions and
 * the pieces returned (the account's `total`). Delivery is part of the supply the buyer pays for,
 * and a reduction lowers the price the tax is contained in; the tax cannot be in money never
 * charged. Pure: the browser may share it.
 */
import { percentText, RATE_BASIS_POINTS_MAX, type TaxRegistration } from "~/modules/settings/tax-registration";
import type { OrderAccount } from "./order-account";

/**
 * The tax inside a tax-inclusive `total` at `rateBasisPoints` (1800 is 18 %): the total less its
 * value before tax, total / (1 + rate), rounded to the rupee (a half up). In integers, so exact:
 * 118,000 at 18 % is 100,000 before tax and 18,000 of tax.
 */
export function salesTaxIncluded(total: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`Not an amount in whole rupees: ${total}`);
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > RATE_BASIS_POINTS_MAX) {
    throw new RangeError(`Not a rate in basis points: ${rateBasisPoints}`);
  }
  const divisor = RATE_BASIS_POINTS_MAX + rateBasisPoints;
  // round(total × 10,000 / divisor) = floor((2 × total × 10,000 + divisor) / (2 × divisor)), with
  // the floor taken by subtracting the remainder: every step an exact integer below 2^53.
  const dividend = 2 * total * RATE_BASIS_POINTS_MAX + divisor;
  if (!Number.isSafeInteger(dividend)) throw new RangeError(`Too large an amount: ${total}`);
  const beforeTax = (dividend - (dividend % (2 * divisor))) / (2 * divisor);
  return total - beforeTax;
}

/** The invoice's tax line: 'Sales tax included (18%)' and its amount. */
export interface AccountSalesTax {
  label: string;
  amount: number;
}

/**
 * The tax line of an order's account, or null when the invoice prints none: the shop has no STRN
 * (only a business registered for sales tax states it), its prices do not include it, or the tax
 * comes to nothing (a rate of 0 %): never a line of zero tax.
 */
export function accountSalesTax(
  money: Pick<OrderAccount["money"], "total">,
  tax: Pick<TaxRegistration, "strn" | "pricesIncludeSalesTax" | "salesTaxRate">,
): AccountSalesTax | null {
  if (!tax.strn || !tax.pricesIncludeSalesTax) return null;
  const amount = salesTaxIncluded(money.total, tax.salesTaxRate);
  if (amount === 0) return null;
  return { label: `Sales tax included (${percentText(tax.salesTaxRate)}%)`, amount };
}
