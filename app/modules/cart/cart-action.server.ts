import { data } from "react-router";
import { basketOwnerForChange } from "~/modules/accounts/basket-owner.server";
import type { Notice } from "~/components/ui/toaster";
import { cartNotices } from "./cart-notices";
import { cartIntentSchema } from "./cart.schema";
import { addToCart, removeCartLine, setCartQuantity } from "./cart.server";

/**
 * POST /cart: add, set a quantity or remove, for a customer or a visitor
 * without an account alike (a visitor's first add makes their cookie).
 */
export async function handleCartAction(request: Request) {
  const form = Object.fromEntries(await request.formData());
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
  const { owner, setCookie } = await basketOwnerForChange(request);
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  const answer = (notice: Notice | null, status = 200) => data({ notice }, { status, headers });
  const intent = parsed.data;
  switch (intent.intent) {
    case "add": {
      const result = await addToCart(owner, intent.productId, intent.quantity);
      if (!result.ok) return answer(cartNotices.addFailed(result.message), result.status);
      if (result.added === 0) {
        return answer(cartNotices.addFailed(`All ${result.quantity} in stock are already in your cart.`), 409);
      }
      return answer(cartNotices.added(result.added));
    }
    case "set": {
      const result = await setCartQuantity(owner, intent.lineId, intent.quantity);
      if (!result.ok) return answer(cartNotices.quantityFailed(result.message), result.status);
      return answer(null);
    }
    case "remove": {
      const removed = await removeCartLine(owner, intent.lineId);
      if (!removed) return answer(cartNotices.removeFailed, 404);
      return answer(cartNotices.removed);
    }
  }
}
