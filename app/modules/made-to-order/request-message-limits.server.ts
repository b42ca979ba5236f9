import { takeAllowance, type RateLimit } from "~/db/rate-limit.server";

/**
 * How many messages a request's page takes. A customer writing to a designer sends a few lines
 * and perhaps an afterthought or two, not five in ten minutes on one request (the thread is
 * there to be read, and each message mails the shop); twenty an hour from one address leaves
 * room for a family with several requests, not for a script (the attack run sent 50 in 0.8 s).
 * The per-request count also holds when the link is used from many addresses.
 */
export const REQUEST_MESSAGE_LIMITS = {
  perRequest: { max: 5, windowMs: 10 * 60_000 },
  perAddress: { max: 20, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimit>;

/**
 * Counts one message for the client's address and for the request (shared by every instance:
 * see takeAllowance). The address is counted first; a refused address does not use up the
 * request's allowance.
 */
export async function takeMessageAllowance(client: string, requestId: string, now = Date.now()) {
  const address = await takeAllowance(`request-message:address:${client}`, REQUEST_MESSAGE_LIMITS.perAddress, now);
  if (!address.allowed) return address;
  return takeAllowance(`request-message:request:${requestId}`, REQUEST_MESSAGE_LIMITS.perRequest, now);
}
