import { data } from "react-router";
import { basketForChange } from "~/modules/accounts/basket-owner.server";
import { newVisitorRefusal } from "~/modules/accounts/visitor.server";
import { wishlistNotices } from "./wishlist-notices";
import { wishlistIntentSchema } from "./wishlist.schema";
import { addToWishlist, isOnSale, removeFromWishlist } from "./wishlist.server";
import { readForm } from "~/utils/form.server";

/**
 * POST /wishlist: add or remove a product, for a customer or a visitor without an account
 * alike. Only an add that saves a product makes a visitor (and its cookie).
 */
export async function handleWishlistAction(request: Request) {
  const parsed = wishlistIntentSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ notice: wishlistNotices.addFailed }, { status: 400 });
  const basket = await basketForChange(request);
  const { owner } = basket;
  const { intent, productId } = parsed.data;
  if (intent === "remove") {
    // Removing what is not there is no error; without an owner nothing is there.
    if (owner) await removeFromWishlist(owner, productId);
    return data({ notice: wishlistNotices.removed }, { headers: basket.headers() });
  }
  // Checked before a visitor is made, so that a refused add leaves nothing behind.
  if (!owner && !(await isOnSale(productId))) return data({ notice: wishlistNotices.addFailed }, { status: 404 });
  const saving = await basket.ownerForSaving();
  if (!saving.ok) {
    const notice = { ...wishlistNotices.addFailed, text: newVisitorRefusal(saving.retryAfterSeconds) };
    return data({ notice }, { status: 429, headers: { "Retry-After": String(saving.retryAfterSeconds) } });
  }
  const added = await addToWishlist(saving.owner, productId);
  const headers = basket.headers();
  if (!added) return data({ notice: wishlistNotices.addFailed }, { status: 404, headers });
  return data({ notice: wishlistNotices.added }, { headers });
}
