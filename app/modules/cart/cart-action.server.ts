import { data } from "react-router";
import { basketForChange } from "~/modules/accounts/basket-owner.server";
import { newVisitorRefusal } from "~/modules/accounts/visitor.server";
import type { Notice } from "~/components/ui/toaster";
import { cartNotices } from "./cart-notices";
import { cartIntentSchema } from "./cart.schema";
import { addToCart, NOT_IN_CART, productForCart, removeCartLine, setCartQuantity } from "./cart.server";
import { readForm } from "~/utils/form.server";

/**
 * POST /cart: add, set a quantity or remove, for a customer or a visitor
 * without an account alike. A visitor's first add that saves a line makes
 * their cookie; a refused add, a removal or a quantity change makes none.
 */
export async function handleCartAction(request: Request) {
  const form = Object.fromEntries(await readForm(request));
  const parsed = cartIntentSchema.safeParse(form);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    const notice: Notice =
      form.intent === "set"
        ? cartNotices.quantityFailed(message)
        : form.intent === "remove"
          ? cartNotices.removeFailed
          : cartNotices.addFailed(message);
    return data({ notice }, { status: 400 });
  }
  const basket = await basketForChange(request);
  const answer = (notice: Notice | null, status = 200, headers = basket.headers()) =>
    data({ notice }, { status, headers });
  const { owner } = basket;
  const intent = parsed.data;
  switch (intent.intent) {
    case "add": {
      if (!owner) {
        // Checked before a visitor is made, so that a refused add leaves nothing behind.
        const product = await productForCart(intent.productId, intent.variantId);
        if (!product.ok) return answer(cartNotices.addFailed(product.message), product.status);
      }
      const saving = await basket.ownerForSaving();
      if (!saving.ok) {
        const retryAfter = { "Retry-After": String(saving.retryAfterSeconds) };
        return answer(cartNotices.addFailed(newVisitorRefusal(saving.retryAfterSeconds)), 429, retryAfter);
      }
      const result = await addToCart(saving.owner, intent.productId, intent.quantity, intent.variantId);
      if (!result.ok) return answer(cartNotices.addFailed(result.message), result.status);
      if (result.added === 0) {
        return answer(cartNotices.addFailed(`All ${result.quantity} in stock are already in your cart.`), 409);
      }
      return answer(cartNotices.added(result.added));
    }
    case "set": {
      // No owner yet: no cart, so no such line.
      if (!owner) return answer(cartNotices.quantityFailed(NOT_IN_CART), 404);
      const result = await setCartQuantity(owner, intent.lineId, intent.quantity);
      if (!result.ok) return answer(cartNotices.quantityFailed(result.message), result.status);
      return answer(null);
    }
    case "remove": {
      const removed = owner !== null && (await removeCartLine(owner, intent.lineId));
      if (!removed) return answer(cartNotices.removeFailed, 404);
      return answer(cartNotices.removed);
    }
  }
}
