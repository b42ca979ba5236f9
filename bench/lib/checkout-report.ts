// The checkout benchmark's printed report.
import { summary } from "./stats";

export interface CheckoutReport {
  customers: number;
  hotStock: number;
  loadSeconds: number;
  orders: number;
  items: number;
  perSecond: number[];
  latencies: { place: number[]; duplicate: number[]; add: number[] };
  pool: { max: number; averageOpen: number; averageWaiting: number; maxWaiting: number };
  hotLeft: { id: string; name: string; stock: number }[];
  soldOutAt: Map<string, number>;
  refusals: Map<string, number>;
  addRefusals: Map<string, number>;
  errors: Map<string, number>;
  emptyCartsTopped: number;
  duplicates: number;
  invariants: { invariant: string; bad: number; ok: boolean }[];
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
  return message;
}

/** Prints the run and sets a failing exit code when there were errors or a broken invariant. */
export function printCheckoutReport(r: CheckoutReport) {
  const errorCount = [...r.errors.values()].reduce((sum, value) => sum + value, 0);
  const refusedCount = [...r.refusals.values()].reduce((sum, value) => sum + value, 0);
  console.log(`\nCheckout, ${r.customers} customers, ${r.loadSeconds.toFixed(1)} s:`);
  console.table([
    {
      orders: r.orders,
      "orders/s": Number((r.orders / r.loadSeconds).toFixed(1)),
      "items/order": Number((r.items / Math.max(1, r.orders)).toFixed(2)),
      refused: refusedCount,
      errors: errorCount,
      "double submits": r.duplicates,
    },
  ]);
  console.log("Latency in ms (wall time, including waits for a pooled connection and for row locks):");
  console.table({
    "placeOrder, single": summary(r.latencies.place),
    "placeOrder, same key twice": summary(r.latencies.duplicate),
    addToCart: summary(r.latencies.add),
  });
  const seconds = r.perSecond.slice(0, Math.floor(r.loadSeconds));
  const warm = seconds.slice(5);
  console.log(
    `Orders per second, second by second: ${seconds.join(" ")}` +
      (warm.length >= 5
        ? ` (from the 6th second on: ${(warm.reduce((sum, value) => sum + value, 0) / warm.length).toFixed(1)}/s)`
        : ""),
  );
  console.log(
    `Pool: max ${r.pool.max} connections for ${r.customers} customers; on average ` +
      `${r.pool.averageOpen.toFixed(1)} open and ${r.pool.averageWaiting.toFixed(1)} ` +
      `callers waiting for one (at most ${r.pool.maxWaiting}).`,
  );
  console.log(
    `Hot products (stock ${r.hotStock} each) left: ` +
      r.hotLeft
        .map((row) => {
          const at = r.soldOutAt.get(row.id);
          return `${row.name} ${row.stock}${at === undefined ? "" : ` (first refused by addToCart at ${at.toFixed(1)} s)`}`;
        })
        .join(", "),
  );
  if (refusedCount || r.addRefusals.size) {
    console.log("Refusals:");
    console.table([
      ...[...r.refusals].map(([message, times]) => ({ call: "placeOrder", message, times })),
      ...[...r.addRefusals].map(([message, times]) => ({ call: "addToCart", message, times })),
    ]);
  }
  if (r.emptyCartsTopped) console.log(`Carts topped up after every add was refused: ${r.emptyCartsTopped}`);
  if (errorCount) {
    console.log("Errors (must be none):");
    console.table([...r.errors].map(([error, times]) => ({ error, times })));
    process.exitCode = 1;
  } else console.log("Errors: none (no deadlock, serialization failure or timeout).");
  console.log("Invariants:");
  console.table(r.invariants);
  if (r.invariants.some((row) => !row.ok)) {
    console.log("An invariant is broken (check!).");
    process.exitCode = 1;
  }
}
