import { takeAllowance } from "~/db/rate-limit.server";

/** A simple spam guard for the open contact form: this many messages per window and client. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

/** Counts one contact message for `client` (shared by every instance: see takeAllowance). */
export const takeContactAllowance = (client: string, now = Date.now()) =>
  takeAllowance(`contact:${client}`, CONTACT_RATE_LIMIT, now);
