import type { customRequests } from "~/db/schema/made-to-order";

/** What is stored of a request's life (received, quoted, accepted, declined). */
export type RequestState = (typeof customRequests.$inferSelect)["state"];

/** What the customer and the admin read: the stored state, with Expired and Ordered read from the quote and order. */
export const REQUEST_STATUSES = ["received", "quoted", "accepted", "ordered", "declined", "expired"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const requestStatusLabels: Record<RequestStatus, string> = {
  received: "Received",
  quoted: "Quoted",
  accepted: "Accepted",
  ordered: "Ordered",
  declined: "Declined",
  expired: "Expired",
};

/** Orders still waiting for the shop (or called off) do not make a request 'Ordered'. */
const NOT_YET_ORDERED = new Set(["pending", "cancelled"]);

/**
 * A request's status on a given Lahore day: a quote whose last day has passed is Expired (the
 * shop may send a new one), an accepted quote whose order the shop confirmed is Ordered.
 */
export function requestStatus(
  state: RequestState,
  latestQuoteValidUntil: string | null,
  orderStatus: string | null,
  today: string,
): RequestStatus {
  if (state === "quoted" && latestQuoteValidUntil !== null && latestQuoteValidUntil < today) return "expired";
  if (state === "accepted" && orderStatus !== null && !NOT_YET_ORDERED.has(orderStatus)) return "ordered";
  return state;
}

/** Badge colours: theme pairs already proven legible by the order status badge's contrast test. */
export const requestStatusTones: Record<RequestStatus, string> = {
  received: "bg-badge-slate text-badge-slate-ink",
  quoted: "bg-brass-light text-walnut-dark",
  accepted: "bg-badge-teal text-badge-teal-ink",
  ordered: "bg-badge-moss text-badge-moss-ink",
  declined: "bg-badge-stone text-badge-stone-ink",
  expired: "bg-badge-rose text-badge-rose-ink",
};
