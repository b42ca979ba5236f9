// What the checkout benchmark's buyers did, counted as they go: orders by kind of buyer,
// latencies, refusals, errors, and every order placed (the invariants look each one up).
import { performance } from "node:perf_hooks";
import type { BasketOwner } from "~/modules/accounts/basket-owner.server";
import type { BuyerKind } from "./checkout-buyers";
import type { DuplicateSubmit } from "./checkout-invariants";

export interface PlacedOrder {
  id: string;
  kind: BuyerKind;
  key: string;
  owner: BasketOwner;
}

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

export class CheckoutTally {
  readonly latencies = {
    /** The checkout page's reads: the cart at today's prices and the delivery policy. */
    page: [] as number[],
    place: { account: [] as number[], guest: [] as number[] },
    duplicate: [] as number[],
    add: [] as number[],
  };
  readonly placed: PlacedOrder[] = [];
  readonly duplicates: DuplicateSubmit[] = [];
  readonly refusals = new Map<string, number>();
  readonly addRefusals = new Map<string, number>();
  readonly errors = new Map<string, number>();
  /** Checkouts refused because the total was not the one shown (with why, when known). */
  readonly totalChanged = new Map<string, number>();
  readonly soldOutAt = new Map<string, number>();
  readonly perSecond: number[];
  emptyCartsTopped = 0;

  constructor(
    readonly startedAt: number,
    seconds: number,
  ) {
    this.perSecond = new Array<number>(Math.ceil(seconds) + 60).fill(0);
  }

  get seconds() {
    return (performance.now() - this.startedAt) / 1000;
  }

  order(order: PlacedOrder) {
    this.placed.push(order);
    this.perSecond[Math.floor(this.seconds)]!++;
  }

  ordersOf(kind: BuyerKind) {
    return this.placed.filter((order) => order.kind === kind).length;
  }

  refusal(reason: string) {
    count(this.refusals, reason);
  }

  addRefusal(reason: string) {
    count(this.addRefusals, reason);
  }

  error(kind: BuyerKind, message: string) {
    count(this.errors, `${kind}: ${message}`);
  }

  /**
   * A total the server did not agree with. Legitimate only when a price changed during the run,
   * and nothing in this run changes a price: also an error.
   */
  totalRefused(kind: BuyerKind, why: string) {
    count(this.totalChanged, why);
    this.error(kind, `refused as a changed total (${why})`);
  }

  soldOut(productId: string) {
    if (!this.soldOutAt.has(productId)) this.soldOutAt.set(productId, this.seconds);
  }
}
