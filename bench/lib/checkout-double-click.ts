import { performance } from "node:perf_hooks";
import type { PlaceOrderResult } from "~/modules/orders/place-order.server";
import type { DuplicateSubmit } from "./checkout-invariants";

type Refused = Extract<PlaceOrderResult, { ok: false }>;

/**
 * A double click: the same checkout (same idempotency key) sent twice at once.
 * Exactly one order is right, with one of the two answers marked repeated, or
 * two refusals; anything else is the pair's `problem`. `orderId` is the order
 * when there is one; `refused` the first answer when both were refused (the
 * customer then gives up on the cart).
 */
export async function placeTwiceAtOnce(
  key: string,
  kind: DuplicateSubmit["kind"],
  place: () => Promise<PlaceOrderResult>,
  latencies: number[],
): Promise<{ submit: DuplicateSubmit; orderId?: string; refused?: Refused }> {
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
    return { submit: { key, kind, ordered: true, problem }, orderId: first.order.id };
  }
  if (first.ok || second.ok) {
    const [placed, refused] = first.ok ? [first, second] : [second, first];
    const problem = `one ok, one refused: ${refused.ok ? "" : refused.message}`;
    return { submit: { key, kind, ordered: true, problem }, orderId: placed.ok ? placed.order.id : undefined };
  }
  return { submit: { key, kind, ordered: false }, refused: first };
}
