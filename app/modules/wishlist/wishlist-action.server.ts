import { data } from "react-router";
import { basketOwnerForChange } from "~/modules/accounts/basket-owner.server";
import { wishlistNotices } from "./wishlist-notices";
import { wishlistIntentSchema } from "./wishlist.schema";
import { addToWishlist, removeFromWishlist } from "./wishlist.server";

/** POST /wishlist: add or remove a product, for a customer or a visitor without an account alike. */
export async function handleWishlistAction(request: Request) {
  const parsed = wishlistIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ notice: wishlistNotices.addFailed }, { status: 400 });
  const { owner, setCookie } = await basketOwnerForChange(request);
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  if (parsed.data.intent === "remove") {
    await removeFromWishlist(owner, parsed.data.productId);
    return data({ notice: wishlistNotices.removed }, { headers });
  }
  const added = await addToWishlist(owner, parsed.data.productId);
  if (!added) return data({ notice: wishlistNotices.addFailed }, { status: 404, headers });
  return data({ notice: wishlistNotices.added }, { headers });
}
