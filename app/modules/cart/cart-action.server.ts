import { data, redirect } from "react-router";
import { getSessionUser } from "~/modules/accounts/session.server";
import { signInHref } from "~/modules/accounts/sign-in-link";
import type { Notice } from "~/components/ui/toaster";
import { cartNotices } from "./cart-notices";
import { cartIntentSchema } from "./cart.schema";
import { addToCart, removeCartLine, setCartQuantity } from "./cart.server";

/** POST /cart: add, set a quantity or remove, for the signed-in customer only. */
export async function handleCartAction(request: Request) {
  const user = await getSessionUser(request);
  if (!user) throw redirect(signInHref("cart", "/cart"));
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
  const intent = parsed.data;
  switch (intent.intent) {
    case "add": {
      const result = await addToCart(user.id, intent.productId, intent.quantity);
      if (!result.ok) return data({ notice: cartNotices.addFailed(result.message) }, { status: result.status });
      if (result.added === 0) {
        return data(
          { notice: cartNotices.addFailed(`All ${result.quantity} in stock are already in your cart.`) },
          { status: 409 },
        );
      }
      return { notice: cartNotices.added(result.added) };
    }
    case "set": {
      const result = await setCartQuantity(user.id, intent.lineId, intent.quantity);
      if (!result.ok) return data({ notice: cartNotices.quantityFailed(result.message) }, { status: result.status });
      return { notice: null };
    }
    case "remove": {
      const removed = await removeCartLine(user.id, intent.lineId);
      if (!removed) return data({ notice: cartNotices.removeFailed }, { status: 404 });
      return { notice: cartNotices.removed };
    }
  }
}
