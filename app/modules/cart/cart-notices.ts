import type { Notice } from "~/components/ui/toaster";

/** The spec's cart notices (section 8). */
export const cartNotices = {
  added: (count: number): Notice => ({
    tone: "success",
    title: "Added to cart",
    text: `${count} item(s) added to your cart!`,
  }),
  addFailed: (reason?: string): Notice => ({
    tone: "error",
    title: "Error",
    text: reason ?? "Failed to add item to cart.",
  }),
  quantityFailed: (reason?: string): Notice => ({
    tone: "error",
    title: "Error",
    text: reason ? `Failed to update quantity. ${reason}` : "Failed to update quantity.",
  }),
  removed: { tone: "success", title: "Item removed", text: "Item removed from cart." } as Notice,
  removeFailed: { tone: "error", title: "Error", text: "Failed to remove item." } as Notice,
};
