import { data, redirect } from "react-router";
import { getSessionUser } from "~/modules/accounts/session.server";
import { signInHref } from "~/modules/accounts/sign-in-link";
import { wishlistNotices } from "./wishlist-notices";
import { wishlistIntentSchema } from "./wishlist.schema";
import { addToWishlist, removeFromWishlist } from "./wishlist.server";

/** POST /wishlist: add or remove a product for the signed-in customer. */
export async function handleWishlistAction(request: Request) {
  const user = await getSessionUser(request);
  if (!user) throw redirect(signInHref("wishlist", "/wishlist"));
  const parsed = wishlistIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ notice: wishlistNotices.addFailed }, { status: 400 });
  if (parsed.data.intent === "remove") {
    await removeFromWishlist(user.id, parsed.data.productId);
    return { notice: wishlistNotices.removed };
  }
  const added = await addToWishlist(user.id, parsed.data.productId);
  if (!added) return data({ notice: wishlistNotices.addFailed }, { status: 404 });
  return { notice: wishlistNotices.added };
}
