import type { Notice } from "~/components/ui/toaster";

/** The Orders tab's notices: the spec's status texts (section 8), and ours for payments. */
export const adminOrderNotices = {
  statusUpdated: { tone: "success", title: "Success", text: "Order status updated!" } as Notice,
  statusFailed: (reason?: string): Notice => ({
    tone: "error",
    title: "Error",
    text: reason ? `Failed to update order status. ${reason}` : "Failed to update order status.",
  }),
  markedPaid: (number: string): Notice => ({
    tone: "success",
    title: "Success",
    text: `Order #${number} marked as paid!`,
  }),
  deliveryFeeSet: (number: string, total: string): Notice => ({
    tone: "success",
    title: "Success",
    text: `Delivery charge saved: order #${number} now totals ${total}, and the customer has been e-mailed.`,
  }),
  deliveryFeeFailed: (reason?: string): Notice => ({
    tone: "error",
    title: "Error",
    text: reason ? `Failed to save the delivery charge. ${reason}` : "Failed to save the delivery charge.",
  }),
  deliveryDateSet: (number: string, when: string): Notice => ({
    tone: "success",
    title: "Success",
    text: `Delivery of order #${number} planned for ${when}. The customer will be e-mailed.`,
  }),
  deliveryDateFailed: (reason?: string): Notice => ({
    tone: "error",
    title: "Error",
    text: reason ? `Failed to save the delivery date. ${reason}` : "Failed to save the delivery date.",
  }),
  markPaidFailed: (reason?: string): Notice => ({
    tone: "error",
    title: "Error",
    text: reason ? `Failed to mark the order as paid. ${reason}` : "Failed to mark the order as paid.",
  }),
};
