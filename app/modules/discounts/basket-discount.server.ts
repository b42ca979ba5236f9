import { readBasketCode } from "./basket-code.server";
import { DISCOUNT_CODE_NOTE_PARAM, DISCOUNT_CODE_NOTES, discountCodeNote } from "./discount-code-form";
import { previewDiscount, type CodeCustomer } from "./discount-codes.server";
import type { DiscountOutcome } from "./discount-rules";

/** What the cart and checkout show of a discount code: the one kept for the visit and its outcome, or a refusal's note. */
export interface BasketDiscount {
  /** The code kept for the visit, and what it takes off this cart now (or why nothing); null without one. */
  applied: { code: string; outcome: DiscountOutcome } | null;
  /** Why the last try kept nothing, after a post without JavaScript (`?code-note=`); null otherwise. */
  note: string | null;
}

/**
 * The visit's code against a cart, for its page: worked out on every load, so that 'Spend PKR
 * 20,000 more' and 'This code has been used up' follow the cart and the shop. `who` is the
 * account (a guest's e-mail and phone are known only when the order is placed, which decides again).
 */
export async function basketDiscount(
  request: Request,
  cart: {
    total: number;
    lines: { productId: string; categoryId: string | null; price: number; quantity: number; sale: unknown }[];
  },
  who: CodeCustomer,
): Promise<BasketDiscount> {
  const noteKey = discountCodeNote(new URL(request.url).searchParams.get(DISCOUNT_CODE_NOTE_PARAM));
  const note = noteKey ? DISCOUNT_CODE_NOTES[noteKey] : null;
  const code = await readBasketCode(request);
  if (!code || cart.lines.length === 0) return { applied: null, note };
  const outcome = await previewDiscount(
    code,
    {
      subtotal: cart.total,
      lines: cart.lines.map((line) => ({
        productId: line.productId,
        categoryId: line.categoryId,
        total: line.price * line.quantity,
        onSale: line.sale !== null,
      })),
    },
    who,
  );
  return { applied: { code, outcome }, note };
}
