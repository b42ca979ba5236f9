import type { InboxKind, InboxStatus } from "./inbox-display";

const KINDS: readonly InboxKind[] = ["custom_order", "contact"];
const STATUSES: readonly InboxStatus[] = ["new", "handled"];

export interface InboxView {
  kind: InboxKind | null;
  status: InboxStatus | null;
  page: number;
}

/** ?kind=custom_order|contact&status=new|handled&page=N; anything else means all / page 1. */
export function parseInboxView(params: URLSearchParams): InboxView {
  const kind = params.get("kind");
  const status = params.get("status");
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    kind: KINDS.includes(kind as InboxKind) ? (kind as InboxKind) : null,
    status: STATUSES.includes(status as InboxStatus) ? (status as InboxStatus) : null,
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The query string of a view ('' for all messages, page 1). */
export function inboxSearch(view: InboxView): string {
  const params = new URLSearchParams();
  if (view.kind) params.set("kind", view.kind);
  if (view.status) params.set("status", view.status);
  if (view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
