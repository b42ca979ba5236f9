import { performance } from "node:perf_hooks";
import type { placeOrderWithMails } from "~/modules/orders/order-mails.server";
import type { DuplicateSubmit } from "./checkout-invariants";

type PlaceResult = Awaited<ReturnType<typeof placeOrderWithMails>>;

/**
 * A double click: the same checkout (same idempotency key) sent twice at once.
 * Exactly one order is right, with one of the two answers marked repeated, or
 * two refusals; anything else is the pair's `problem`. `refusal` is the message
 * when both were refused (the customer then gives up on the cart).
 */
export async function placeTwiceAtOnce(
  key: string,
  place: () => Promise<PlaceResult>,
  latencies: number[],
): Promise<{ submit: DuplicateSubmit; refusal?: string }> {
  const timed = async () => {
    const start = performance.now();
    const result = await place();
    latencies.push(performance.now() - start);
    return result;
  };
  const [first, second] = await Promise.all([timed(), timed()]);
  if (first.ok && second.ok) {
    const problem =
      first.order.id !== second.order.id
        ? "two different orders"
        : first.repeated === second.repeated
          ? "not exactly one marked repeated"
          : undefined;
    return { submit: { key, ordered: true, problem } };
  }
  if (first.ok || second.ok) {
    const message = `one ok, one refused: ${first.ok ? "" : first.message}${second.ok ? "" : second.message}`;
    return { submit: { key, ordered: false, problem: message } };
  }
  return { submit: { key, ordered: false }, refusal: first.message };
}
