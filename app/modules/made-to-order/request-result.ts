import type { InboxFormResult } from "~/modules/inbox/inbox-notices";

/** What the request form reads back: the spec's notices, and on success the request's number and page. */
export interface CustomRequestResult extends InboxFormResult {
  request?: { number: string; path: string };
}
