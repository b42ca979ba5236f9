import type { Notice } from "~/components/ui/toaster";

/** The spec's wishlist notices (section 8). */
export const wishlistNotices = {
  added: { tone: "success", title: "Added to wishlist", text: "Item added to wishlist!" } as Notice,
  addFailed: { tone: "error", title: "Error", text: "Failed to add item to wishlist." } as Notice,
  removed: { tone: "success", title: "Removed from wishlist", text: "Item removed from your wishlist." } as Notice,
  removeFailed: { tone: "error", title: "Error", text: "Failed to remove item from wishlist." } as Notice,
};
