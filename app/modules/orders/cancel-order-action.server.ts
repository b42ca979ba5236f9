import { orderCustomerOf } from "./orders.server";
import { data } from "react-router";
import type { Notice } from "~/components/ui/toaster";
import type { SessionUser } from "~/modules/accounts/session.server";
import { cancelOrderSchema } from "./cancel-order.schema";
import { changeOrderStatus } from "./change-status.server";

/**
 * A customer cancels their own pending order (within the cancel window). Any
 * order that is not theirs answers 404 with the same words as a missing one,
 * so the answer tells nothing about other customers' orders.
 */
export async function handleCancelOrder(user: SessionUser, form: Record<string, FormDataEntryValue>, origin: string) {
  const parsed = cancelOrderSchema.safeParse(form);
  if (!parsed.success) return failed(404, "Order not found.");
  const result = await changeOrderStatus(
    parsed.data.orderId,
    "cancelled",
    { kind: "customer", customer: orderCustomerOf(user) },
    { origin },
  );
  if (!result.ok) return failed(result.status, result.message);
  const notice: Notice = {
    tone: "success",
    title: "Order cancelled",
    text: `Order #${result.order.number} has been cancelled.`,
  };
  return { intent: "cancel-order", notice };
}

function failed(status: number, message: string) {
  const notice: Notice = { tone: "error", title: "Error", text: message };
  return data({ intent: "cancel-order", notice }, { status });
}
