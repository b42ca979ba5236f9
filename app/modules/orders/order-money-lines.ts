/**
 * The lines above an order's total (issue 35): the pieces, a code's reduction of them, delivery,
 * and a code's reduction of delivery. Part of the order's one account (order-account.ts): every
 * page, mail and paper that lists an order's money lists these lines, so a discount reads the same
 * wherever the buyer or the shop meets it. Pure: the browser may share it.
 */
import { formatPrice } from "~/utils/money";
import { deliveryFeeText, deliveryLineLabel, type OrderDelivery } from "./order-delivery";

/** A reduction is printed with a real minus sign (U+2212), not a hyphen: '−PKR 5,000'. */
export const MINUS_SIGN = "\u2212";

/** What an order's discount code took off (the order's own columns, fixed when it was placed). */
export interface AccountDiscount {
  /** As stored, upper-case ('EID25'); null only for a reduction recorded without its code. */
  code: string | null;
  /** Whole rupees off the pieces. */
  amount: number;
  /** Whole rupees off the delivery fee. */
  deliveryAmount: number;
}

export type MoneyLineKind = "subtotal" | "discount" | "delivery" | "delivery-discount" | "returned";

/** One line of a money summary, as printed. */
export interface AccountMoneyLine {
  kind: MoneyLineKind;
  /** 'Subtotal', 'Discount (EID25)', 'Delivery (Standard, Zone 1)', 'Free delivery (FREEDEL)'. */
  label: string;
  /** 'PKR 265,000', '−PKR 5,000', 'Free', 'To be confirmed'. */
  value: string;
  /** What a screen reader says instead of `value` where the printed form reads badly; null: as printed. */
  spoken: string | null;
}

/** The order's columns the lines are computed from. */
export interface MoneyLinesSource extends Pick<OrderDelivery, "deliveryOption" | "deliveryZone" | "deliveryFee"> {
  subtotal: number;
  discountCode: string | null;
  discountAmount: number;
  deliveryDiscount: number;
  /** Pieces returned and refunded after delivery (issue 36), taken off the total; 0 or absent for none. */
  returnedAmount?: number;
}

/** The order's discount, or null when it was placed without a code (and nothing was taken off). */
export function accountDiscount(source: MoneyLinesSource): AccountDiscount | null {
  if (source.discountCode === null && source.discountAmount === 0 && source.deliveryDiscount === 0) return null;
  return { code: source.discountCode, amount: source.discountAmount, deliveryAmount: source.deliveryDiscount };
}

/** '−PKR 5,000', read as 'minus PKR 5,000'; a code that took nothing shows 'PKR 0' (no minus before nothing). */
function reduction(amount: number): Pick<AccountMoneyLine, "value" | "spoken"> {
  if (amount === 0) return { value: formatPrice(0), spoken: null };
  return { value: `${MINUS_SIGN}${formatPrice(amount)}`, spoken: `minus ${formatPrice(amount)}` };
}

const named = (label: string, code: string | null) => (code ? `${label} (${code})` : label);

/**
 * Subtotal, then the code's reduction of the pieces, then delivery with its fee as charged before
 * the code, then the code's reduction of it: the fee is never hidden, the reduction is shown under
 * it. A code that took nothing at all still shows its line, so the buyer sees it was applied.
 */
export function moneyLines(source: MoneyLinesSource): AccountMoneyLine[] {
  const discount = accountDiscount(source);
  const lines: AccountMoneyLine[] = [
    { kind: "subtotal", label: "Subtotal", value: formatPrice(source.subtotal), spoken: null },
  ];
  if (discount && (discount.amount > 0 || discount.deliveryAmount === 0)) {
    lines.push({ kind: "discount", label: named("Discount", discount.code), ...reduction(discount.amount) });
  }
  lines.push({
    kind: "delivery",
    label: deliveryLineLabel(source),
    value: deliveryFeeText(source.deliveryFee),
    spoken: null,
  });
  if (discount && discount.deliveryAmount > 0) {
    const whole = discount.deliveryAmount === source.deliveryFee;
    lines.push({
      kind: "delivery-discount",
      label: named(whole ? "Free delivery" : "Delivery discount", discount.code),
      ...reduction(discount.deliveryAmount),
    });
  }
  // Last: the total below is what the order comes to once the returned pieces are refunded.
  if (source.returnedAmount) {
    lines.push({ kind: "returned", label: "Returned pieces (refunded)", ...reduction(source.returnedAmount) });
  }
  return lines;
}
