// The order history's words and the dates tracking shows: pure, so the browser may share them.
import { formatPrice } from "~/utils/money";
import { TIMELINE, statusLabels, type OrderStatus } from "./order-status";
import { deliverySlotText } from "./delivery-date";
import { PAYMENT_METHOD_LABELS, type OrderPaymentMethod } from "./payments";

export type OrderEventKind =
  "placed" | "status" | "delivery-date" | "payment" | "refund" | "delivery-fee" | "customer-confirmed" | "claim";

/** One entry of an order's history as the admin reads it. */
export interface OrderEventView {
  id: number;
  at: string;
  actor: "admin" | "customer" | "system";
  actorLabel: string;
  kind: OrderEventKind;
  changes: Record<string, { before: unknown; after: unknown }>;
  note: string | null;
}

const statusWord = (value: unknown) =>
  typeof value === "string" && value in statusLabels ? statusLabels[value as OrderStatus] : "none";

const deliveryWord = (value: unknown) => {
  if (!value || typeof value !== "object") return "not set";
  const { date, slotStart } = value as { date?: string | null; slotStart?: number | null };
  return date ? deliverySlotText(date, slotStart ?? null) : "not set";
};

const amountWord = (value: unknown) => (typeof value === "number" ? formatPrice(value) : "to be confirmed");

/** What one entry says, in a line: 'Status: Pending → Confirmed'. */
export function describeOrderEvent(event: Pick<OrderEventView, "kind" | "changes">): string {
  const change = (field: string) => event.changes[field];
  switch (event.kind) {
    case "placed":
      return "Order placed";
    case "status": {
      const status = change("status");
      return `Status: ${statusWord(status?.before)} → ${statusWord(status?.after)}`;
    }
    case "delivery-date": {
      const delivery = change("delivery");
      return `Delivery date: ${deliveryWord(delivery?.before)} → ${deliveryWord(delivery?.after)}`;
    }
    case "delivery-fee":
      return `Delivery charge: ${amountWord(change("deliveryFee")?.before)} → ${amountWord(change("deliveryFee")?.after)}`;
    case "payment": {
      const payment = change("payment")?.after as
        { amount?: number; method?: OrderPaymentMethod; reference?: string | null } | undefined;
      if (!payment?.amount) return "Payment recorded";
      const how = payment.method ? ` by ${PAYMENT_METHOD_LABELS[payment.method].toLowerCase()}` : "";
      return `Payment recorded: ${formatPrice(payment.amount)}${how}${payment.reference ? ` (${payment.reference})` : ""}`;
    }
    case "refund": {
      const refund = change("refund")?.after as { amount?: number; method?: OrderPaymentMethod } | undefined;
      if (!refund?.amount) return "Refund recorded";
      const how = refund.method ? ` by ${PAYMENT_METHOD_LABELS[refund.method].toLowerCase()}` : "";
      return `Refund recorded: ${formatPrice(refund.amount)}${how}`;
    }
    case "customer-confirmed":
      return "Customer confirmed the order by the mail's link";
    case "claim": {
      // A return, exchange or claim (issue 36): its kind and its states in words, as written.
      const request = change("request")?.after;
      const state = change("state");
      const what = `${typeof request === "string" ? request : "Request"} request`;
      return typeof state?.before === "string" ? `${what}: ${state.before} → ${String(state.after)}` : `${what} opened`;
    }
  }
}

/** Who, as the history shows it: the admin's e-mail, 'Customer' or 'Shop'. */
export function eventActorText(event: Pick<OrderEventView, "actor" | "actorLabel">): string {
  return event.actor === "admin" ? `Admin ${event.actorLabel}` : event.actorLabel;
}

/**
 * The day each status was last reached, from the history: what tracking shows beside each
 * step. An order that went back (confirmed, then pending again) shows the latest arrival.
 */
export function statusReachedAt(
  events: readonly { at: string; kind: OrderEventKind; changes: OrderEventView["changes"] }[],
): Partial<Record<OrderStatus, string>> {
  const reached: Partial<Record<OrderStatus, string>> = {};
  for (const event of events) {
    if (event.kind !== "placed" && event.kind !== "status") continue;
    const after = event.changes.status?.after ?? (event.kind === "placed" ? "pending" : undefined);
    if (typeof after === "string" && after in statusLabels) {
      const status = after as OrderStatus;
      if (!reached[status] || reached[status]! < event.at) reached[status] = event.at;
    }
  }
  return reached;
}

/** The steps of the timeline that were passed without being recorded (an admin skipped them) have no date. */
export function timelineDates(reached: Partial<Record<OrderStatus, string>>): (string | null)[] {
  return TIMELINE.map((status) => reached[status] ?? null);
}
