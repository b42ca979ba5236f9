// One simulated buyer, until the deadline: fill a cart, open the checkout page (the total it
// shows), place the order as POST /checkout does, now and then twice at once (a double click).
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { db } from "~/db/client.server";
import { cartItems } from "~/db/schema";
import { ownedBy, type BasketOwner } from "~/modules/accounts/basket-owner.server";
import { addToCart } from "~/modules/cart/cart.server";
import type { CheckoutInput } from "~/modules/orders/checkout.schema";
import { placeOrderWithMails } from "~/modules/orders/order-mails.server";
import type { PlaceOrderResult } from "~/modules/orders/place-order.server";
import { basketFor, type Buyer } from "./checkout-buyers";
import { pageCustomer, type CheckoutCode } from "./checkout-code";
import { pickDestination } from "./checkout-destinations";
import { placeTwiceAtOnce } from "./checkout-double-click";
import { showCheckout } from "./checkout-page";
import { describeError, refusalReason } from "./checkout-report";
import type { CheckoutTally } from "./checkout-tally";

export interface BuyerRun {
  deadline: number;
  stopped: () => boolean;
  regularIds: string[];
  hotIds: string[];
  /** Chance that a cart line is a hot product. */
  hotChance: number;
  /** Chance that a checkout is sent twice at once with the same key. */
  duplicateChance: number;
  origin: string;
  /** With `BENCH_CODE=1`: the code kept for every buyer's visit, applied on every checkout. */
  code: CheckoutCode | null;
  random: { random: () => number; pick: <T>(items: readonly T[]) => T; between: (min: number, max: number) => number };
  tally: CheckoutTally;
}

const emptyCart = (owner: BasketOwner) => db().delete(cartItems).where(ownedBy(cartItems, owner));

async function timed<T>(latencies: number[], call: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await call();
  latencies.push(performance.now() - start);
  return result;
}

/** 1–3 lines (quantity 1–2); a cart whose every line was refused (sold out) gets a regular product, a few tries at most. */
async function fillCart(owner: BasketOwner, run: BuyerRun): Promise<number> {
  const { random, pick, between } = run.random;
  let added = 0;
  const lines = between(1, 3);
  for (let line = 0; line < lines || (added === 0 && line < lines + 3); line++) {
    if (line >= lines) run.tally.emptyCartsTopped++;
    const productId = line < lines && random() < run.hotChance ? pick(run.hotIds) : pick(run.regularIds);
    const result = await timed(run.tally.latencies.add, () => addToCart(owner, productId, between(1, 2)));
    if (result.ok) added++;
    else {
      run.tally.addRefusal(`${result.status} ${result.message}`);
      if (run.hotIds.includes(productId)) run.tally.soldOut(productId);
    }
  }
  return added;
}

/** Why a total was refused: a piece's price moved (none does in this run), the code, or the totals disagree. */
function totalChangeReason(result: Extract<PlaceOrderResult, { ok: false }>): string | null {
  const change = result.priceChange;
  if (!change) return null;
  if (change.lines.length > 0) return "a piece's price changed";
  if (change.codeProblem) return `the code was refused: ${change.codeProblem}`;
  return `shown total ≠ server's (delivery ${change.deliveryFee === null ? "by quote" : "priced"})`;
}

export async function runBuyer(buyer: Buyer, run: BuyerRun) {
  const { tally } = run;
  while (performance.now() < run.deadline && !run.stopped()) {
    let owner: BasketOwner | undefined;
    try {
      owner = await basketFor(buyer);
      if ((await fillCart(owner, run)) === 0) {
        tally.error(buyer.kind, "could not put anything in the cart");
        continue;
      }
      const destination = pickDestination(run.random.random);
      const basket = owner;
      const visit = run.code ? { request: run.code.request, who: pageCustomer(buyer) } : undefined;
      const { codeRefused, ...shown } = await timed(tally.latencies.page, () =>
        showCheckout(
          basket,
          { city: destination.city, address: buyer.form.address },
          destination.deliveryOption,
          visit,
        ),
      );
      // Nothing in the run should stop the code applying: a page that would not apply it is an error.
      if (codeRefused) tally.error(buyer.kind, `the checkout page did not apply the code: ${codeRefused}`);
      const input: CheckoutInput = { ...buyer.form, ...destination, ...shown, idempotencyKey: randomUUID() };
      const place = () => placeOrderWithMails(basket, input, run.origin);

      let refused: Extract<PlaceOrderResult, { ok: false }> | undefined;
      if (run.random.random() < run.duplicateChance) {
        const pair = await placeTwiceAtOnce(input.idempotencyKey, buyer.kind, place, tally.latencies.duplicate);
        tally.duplicates.push(pair.submit);
        if (pair.orderId) tally.order({ id: pair.orderId, kind: buyer.kind, key: input.idempotencyKey, owner });
        refused = pair.refused;
      } else {
        const result = await timed(tally.latencies.place[buyer.kind], place);
        if (!result.ok) refused = result;
        else if (result.repeated) tally.error(buyer.kind, "a fresh key came back as repeated");
        else tally.order({ id: result.order.id, kind: buyer.kind, key: input.idempotencyKey, owner });
      }
      if (refused) {
        const changed = totalChangeReason(refused);
        if (changed) tally.totalRefused(buyer.kind, changed);
        else tally.refusal(refusalReason(refused.message));
        // The buyer gives up on this cart: the refused lines would only be refused again.
        await emptyCart(owner);
      }
    } catch (error) {
      tally.error(buyer.kind, describeError(error));
      if (owner) await emptyCart(owner).catch(() => {});
    }
  }
}
