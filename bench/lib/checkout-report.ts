// The checkout benchmark's printed report.
import type { CityDelivery } from "./checkout-delivery-check";
import type { Invariant } from "./checkout-invariants";
import type { CheckoutTally } from "./checkout-tally";
import { summary } from "./stats";

export interface CheckoutReport {
  database: string;
  buyers: { account: number; guest: number };
  hotStock: number;
  loadSeconds: number;
  items: number;
  tally: CheckoutTally;
  /** The app's pool on PostgreSQL; null on PGlite. */
  pool: { max: number; averageOpen: number; averageWaiting: number; maxWaiting: number } | null;
  hotLeft: { id: string; name: string; stock: number }[];
  cities: CityDelivery[];
  invariants: Invariant[];
}

/** The PostgreSQL error code (deadlock 40P01, serialization 40001, timeout 57014…), through drizzle's wrapper. */
export function describeError(error: unknown) {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const code = (cause as { code?: string })?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return `${code ? `[${code}] ` : ""}${message.split("\n")[0]!.slice(0, 140)}`;
}

/** The refusal's reason without the product's name and count. */
export function refusalReason(message: string) {
  if (/sold out/.test(message)) return "409 not enough stock: sold out";
  if (/only \d+ of/.test(message)) return "409 not enough stock: only N left";
  if (/^Cash on delivery is limited/.test(message)) return `409 ${message.replace(/\d[\d,]*/g, "N").slice(0, 80)}…`;
  return message;
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/** Prints the run and sets a failing exit code when there were errors or a broken invariant. */
export function printCheckoutReport(r: CheckoutReport) {
  const { tally } = r;
  const orders = tally.placed.length;
  const errorCount = sum(tally.errors.values());
  console.log(
    `\nCheckout on ${r.database}: ${r.buyers.account} customers with an account and ` +
      `${r.buyers.guest} guests, ${r.loadSeconds.toFixed(1)} s:`,
  );
  console.table([
    {
      orders,
      "orders/s": Number((orders / r.loadSeconds).toFixed(1)),
      "by accounts": tally.ordersOf("account"),
      "by guests": tally.ordersOf("guest"),
      "items/order": Number((r.items / Math.max(1, orders)).toFixed(2)),
      refused: sum(tally.refusals.values()),
      "total changed": sum(tally.totalChanged.values()),
      errors: errorCount,
      "double submits": tally.duplicates.length,
    },
  ]);
  console.log("Latency in ms (wall time, including waits for a connection and for row locks):");
  const { page, place, duplicate, add } = tally.latencies;
  console.table({
    "checkout page (cart + policy)": summary(page),
    "placeOrder, single": summary([...place.account, ...place.guest]),
    "placeOrder, single, account": summary(place.account),
    "placeOrder, single, guest": summary(place.guest),
    "placeOrder, same key twice": summary(duplicate),
    addToCart: summary(add),
  });
  const seconds = tally.perSecond.slice(0, Math.floor(r.loadSeconds));
  const warm = seconds.slice(5);
  console.log(
    `Orders per second, second by second: ${seconds.join(" ")}` +
      (warm.length >= 5 ? ` (from the 6th second on: ${(sum(warm) / warm.length).toFixed(1)}/s)` : ""),
  );
  const buyers = r.buyers.account + r.buyers.guest;
  console.log(
    r.pool
      ? `Pool: max ${r.pool.max} connections for ${buyers} buyers; on average ${r.pool.averageOpen.toFixed(1)} open ` +
          `and ${r.pool.averageWaiting.toFixed(1)} callers waiting for one (at most ${r.pool.maxWaiting}).`
      : `One connection (PGlite) for ${buyers} buyers: statements and transactions run one at a time.`,
  );
  console.log(
    `Hot products (stock ${r.hotStock} each) left: ` +
      r.hotLeft
        .map((row) => {
          const at = tally.soldOutAt.get(row.id);
          return `${row.name} ${row.stock}${at === undefined ? "" : ` (first refused by addToCart at ${at.toFixed(1)} s)`}`;
        })
        .join(", "),
  );
  console.log("Delivery by city (fees as charged; by quote: to be confirmed by the shop):");
  console.table(r.cities);
  if (tally.refusals.size || tally.addRefusals.size || tally.totalChanged.size) {
    console.log("Refusals:");
    console.table([
      ...[...tally.refusals].map(([message, times]) => ({ call: "placeOrder", message, times })),
      ...[...tally.totalChanged].map(([message, times]) => ({ call: "placeOrder, total changed", message, times })),
      ...[...tally.addRefusals].map(([message, times]) => ({ call: "addToCart", message, times })),
    ]);
  }
  if (tally.emptyCartsTopped) console.log(`Carts topped up after every add was refused: ${tally.emptyCartsTopped}`);
  if (errorCount) {
    console.log("Errors (must be none):");
    console.table([...tally.errors].map(([error, times]) => ({ error, times })));
    process.exitCode = 1;
  } else console.log("Errors: none (no deadlock, serialization failure, timeout or unexpected total change).");
  console.log("Invariants:");
  console.table(r.invariants);
  if (r.invariants.some((row) => !row.ok)) {
    console.log("An invariant is broken (check!).");
    process.exitCode = 1;
  }
}
