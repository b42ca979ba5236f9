import type { Notice } from "~/components/ui/toaster";
import { formatPrice } from "~/utils/money";

/** The Orders tab's notices: the spec's status texts (section 8), and ours for payments and delivery. */
export const adminOrderNotices = {
  statusUpdated: { tone: "success", title: "Success", text: "Order status updated!" } as Notice,
  statusFailed: (reason?: string): Notice => ({
    tone: "error",
    title: "Error",
    text: reason ? `Failed to update order status. ${reason}` : "Failed to update order status.",
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
  paymentRecorded: (number: string, paid: number, overpaid: number): Notice => ({
    tone: "success",
    title: overpaid > 0 ? "Payment recorded: overpaid" : "Success",
    text:
      overpaid > 0
        ? `Payment recorded for order #${number}. The customer has now paid ${formatPrice(overpaid)} more than the total: the difference is owed back.`
        : `Payment recorded for order #${number}: ${formatPrice(paid)} paid so far. The customer will be e-mailed a receipt.`,
  }),
  refundRecorded: (number: string, paid: number): Notice => ({
    tone: "success",
    title: "Success",
    text: `Refund recorded for order #${number}: ${formatPrice(paid)} paid after refunds. The customer will be e-mailed.`,
  }),
  paymentFailed: (reason?: string): Notice => ({
    tone: "error",
    title: "Error",
    text: reason ? `Failed to record the payment. ${reason}` : "Failed to record the payment.",
  }),
};
