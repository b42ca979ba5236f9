import type { Notice } from "~/components/ui/toaster";

const success = (text: string): Notice => ({ tone: "success", title: "Success", text });
const failure = (text: string): Notice => ({ tone: "error", title: "Error", text });

/** The spec's admin product notices (section 8), and ours for archiving and importing. */
export const productNotices = {
  added: success("Product added successfully!"),
  addFailed: failure("Failed to add product."),
  updated: success("Product updated successfully!"),
  updateFailed: failure("Failed to update product."),
  statusUpdated: success("Product status updated!"),
  statusFailed: failure("Failed to update product status."),
  deleted: success("Product deleted successfully!"),
  deleteFailed: failure("Failed to delete product."),
  archived: {
    tone: "success",
    title: "Product archived",
    text: "Product archived: it appears in orders, so its history is kept.",
  } satisfies Notice,
  importFailed: failure,
  imported(count: number, failed: number): Notice {
    const text = `Imported ${count} ${count === 1 ? "product" : "products"} successfully!`;
    if (failed === 0) return success(text);
    const more = `${text} ${failed} ${failed === 1 ? "item was" : "items were"} not imported: see the list.`;
    return count > 0 ? { tone: "success", title: "Imported with errors", text: more } : failure(more);
  },
};
