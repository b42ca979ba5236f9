// `npm run bench:checkout`: orders per second through the app's checkout (`placeOrder`).
//
// Creates a throwaway database `shop_bench_<pid>` on the PostgreSQL server at
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), migrates it
// with the app's own code, seeds the demo shop plus 200 products with large stock and
// 3 "hot" products with little stock, and lets 20 customers fill their carts
// (`addToCart`) and check out (`placeOrder`, queueing both e-mails in `afterItems` as
// the checkout route does) for 30 seconds. Then it checks that stock, orders, items
// and the outbox add up, prints a compact report and drops the database.
import { randomUUID } from "node:crypto";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import pg from "pg";
import { closeDatabase, installDatabase, openPostgres } from "~/db/client.server";
import { cartItems, products, users } from "~/db/schema";
import { seedDemoData } from "~/db/seed/seed.server";
import { addToCart } from "~/modules/cart/cart.server";
import { queueOrderMails } from "~/modules/orders/order-mails.server";
import { checkoutSchema, type CheckoutInput } from "~/modules/orders/checkout.schema";
import { placeOrder, type PlaceOrderResult } from "~/modules/orders/place-order.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { env } from "~/utils/env.server";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
/** Products every cart draws from, with stock that never runs out. */
const REGULAR_PRODUCTS = 200;
const REGULAR_STOCK = 1_000_000;
/** A few products everyone wants: checkouts contend for their rows, and they sell out. */
const HOT_PRODUCTS = 3;
const HOT_STOCK = Number(process.env.BENCH_HOT_STOCK ?? 300);
/** Chance that a cart line is a hot product. */
const HOT_CHANCE = Number(process.env.BENCH_HOT_CHANCE ?? 0.07);
/** Chance that a checkout is sent twice at once with the same idempotency key (a double click). */
const DUPLICATE_CHANCE = 0.04;
/** A safety net: no statement runs longer than this, and the whole run is abandoned after the grace. */
const STATEMENT_TIMEOUT_MS = 30_000;
const GRACE_MS = 180_000;
const ORIGIN = "http://127.0.0.1:3000";

if (
  !(SECONDS > 0) ||
  ![CONCURRENCY, HOT_STOCK].every((value) => Number.isInteger(value) && value > 0) ||
  !(HOT_CHANCE >= 0 && HOT_CHANCE <= 1)
) {
  throw new Error(
    "BENCH_SECONDS must be positive, BENCH_CONCURRENCY and BENCH_HOT_STOCK positive integers, BENCH_HOT_CHANCE within 0..1",
  );
}

// ---------------------------------------------------------------------------
// Helpers.

/** mulberry32: a small seeded PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20_260_101);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** Nearest-rank percentile of sorted milliseconds. */
function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}
function summary(runs: number[]) {
  const sorted = [...runs].sort((a, b) => a - b);
  return {
    calls: sorted.length,
    p50: ms(percentile(sorted, 0.5)),
    p95: ms(percentile(sorted, 0.95)),
    p99: ms(percentile(sorted, 0.99)),
    max: ms(sorted.at(-1) ?? NaN),
  };
}
/** Other work on the machine skews every figure: say how busy it was. */
function load() {
  const averages = os.loadavg().map((value) => value.toFixed(2));
  return `load average ${averages.join(" ")} on ${os.cpus().length} cores`;
}
const ms = (value: number) => Number(value.toFixed(value < 10 ? 2 : 1));
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** The PostgreSQL error code (deadlock 40P01, serialization 40001, timeout 57014…), through drizzle's wrapper. */
function describeError(error: unknown) {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const code = (cause as { code?: string })?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return `${code ? `[${code}] ` : ""}${message.split("\n")[0]!.slice(0, 140)}`;
}

/** The refusal's reason without the product's name and count. */
function reason(message: string) {
  if (/sold out/.test(message)) return "409 not enough stock: sold out";
  if (/only \d+ of/.test(message)) return "409 not enough stock: only N left";
  return message;
}

/** One checkout as POST /checkout does it: settings read first, both mails queued in the transaction. */
async function checkout(userId: string, input: CheckoutInput): Promise<PlaceOrderResult> {
  const settings = await getShopSettings();
  const shopEmail = env().SHOP_EMAIL ?? settings.emails.sales;
  return placeOrder(userId, input, {
    afterItems: (tx, order) => queueOrderMails(tx, order, { settings, origin: ORIGIN, shopEmail }),
  });
}

// ---------------------------------------------------------------------------
// The run.

const databaseName = `shop_bench_${process.pid}`;
const serverUrl = new URL(SERVER_URL);
const benchUrl = new URL(SERVER_URL);
benchUrl.pathname = `/${databaseName}`;
benchUrl.searchParams.set("options", `-c statement_timeout=${STATEMENT_TIMEOUT_MS}`);

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl.href });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let dropped = false;
let tearingDown = false;
async function cleanUp() {
  tearingDown = true;
  await closeDatabase();
  if (dropped) return;
  dropped = true;
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
}
/**
 * Drops the database now, whatever is running. A connection in the middle of a transaction
 * has no 'error' listener (node-postgres removes the pool's while a client is checked out),
 * so the `with (force)` that ends it would crash the process before it exits: ignored here.
 */
function abandon(message: string, code: number) {
  console.error(message);
  process.on("uncaughtException", () => {});
  cleanUp().finally(() => process.exit(code));
}
/** Ctrl-C: the customers stop after their current call and the run unwinds; a second Ctrl-C, or 10 s, forces it. */
class Interrupted extends Error {}
let interrupted = false;
const stopIfInterrupted = () => {
  if (interrupted) throw new Interrupted();
};
process.on("SIGINT", () => {
  if (interrupted) return abandon("\nInterrupted again: dropping the bench database.", 130);
  interrupted = true;
  console.error("\nInterrupted: stopping the customers, then dropping the bench database.");
  setTimeout(() => abandon("Still not stopped: dropping the bench database.", 130), 10_000).unref();
});
// Bounded in time whatever happens: a run stuck past its grace drops the database and fails.
setTimeout(
  () => abandon(`\nStill running ${GRACE_MS / 1000} s after the load should have ended: giving up.`, 1),
  SECONDS * 1000 + GRACE_MS,
).unref();

const startedAt = performance.now();
await adminQuery(`create database ${databaseName}`);
console.log(`Database ${databaseName} on ${serverUrl.host}; ${load()}`);
try {
  const handle = openPostgres(benchUrl.href);
  installDatabase(handle);
  await handle.migrate();
  await seedDemoData(handle.db);
  // openPostgres keeps its pool to itself; drizzle exposes it as `$client`.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  // The app's pool has no 'error' listener: an idle connection that the server ends (here:
  // `drop database … with (force)` while the pool is still closing) would crash the process.
  let idleErrors = 0;
  pool.on("error", () => {
    if (!tearingDown) idleErrors++;
  });

  // ---- Seed: products, hot products, customers.
  const regular = await handle.db
    .insert(products)
    .values(
      Array.from({ length: REGULAR_PRODUCTS }, (_, index) => ({
        slug: `bench-product-${index}`,
        name: `Bench Sheesham Chair ${index}`,
        description: "A product for the checkout benchmark.",
        price: between(50, 3_000) * 100,
        stock: REGULAR_STOCK,
        images: [`/images/bench-${index}.jpg`],
      })),
    )
    .returning({ id: products.id });
  const hot = await handle.db
    .insert(products)
    .values(
      Array.from({ length: HOT_PRODUCTS }, (_, index) => ({
        slug: `bench-hot-product-${index}`,
        name: `Bench Hot Jhoola ${index}`,
        description: "A product everyone wants.",
        price: 45_000 + index * 5_000,
        stock: HOT_STOCK,
      })),
    )
    .returning({ id: products.id });
  const regularIds = regular.map((row) => row.id);
  const hotIds = hot.map((row) => row.id);
  const customers = Array.from({ length: CONCURRENCY }, (_, index) => ({
    id: randomUUID(),
    name: `Bench Customer ${index}`,
    email: `bench-customer-${index}@example.com`,
    emailVerified: true,
  }));
  await handle.db.insert(users).values(customers);

  stopIfInterrupted();
  const check = new pg.Client({ connectionString: benchUrl.href });
  check.on("error", () => {});
  await check.connect();
  try {
    await check.query("vacuum analyze");
    const initialStock = new Map(
      (await check.query<{ id: string; stock: number }>("select id, stock from products")).rows.map((row) => [
        row.id,
        row.stock,
      ]),
    );
    const outboxBefore = Number((await check.query("select count(*) from mail_outbox")).rows[0].count);
    const poolMax = (pool as unknown as { options: { max: number } }).options.max;
    console.log(
      `Seeded the demo shop + ${REGULAR_PRODUCTS} products (stock ${REGULAR_STOCK.toLocaleString("en")}) + ` +
        `${HOT_PRODUCTS} hot products (stock ${HOT_STOCK}), ${CONCURRENCY} customers; ` +
        `${initialStock.size} products in all.`,
    );
    console.log(
      `Load: ${CONCURRENCY} concurrent customers for ${SECONDS} s, 1–3 lines per cart (quantity 1–2, ` +
        `${(HOT_CHANCE * 100).toFixed(0)}% of lines hot), ${(DUPLICATE_CHANCE * 100).toFixed(0)}% of checkouts ` +
        `sent twice at once. App pool: pg.Pool max ${poolMax} (openPostgres), statement_timeout ${STATEMENT_TIMEOUT_MS / 1000} s…`,
    );

    // ---- Load.
    const placeLatencies: number[] = [];
    const duplicateLatencies: number[] = [];
    const addLatencies: number[] = [];
    const refusals = new Map<string, number>();
    const addRefusals = new Map<string, number>();
    const errors = new Map<string, number>();
    const duplicates: { userId: string; key: string; ordered: boolean; problem?: string }[] = [];
    const soldOutAt = new Map<string, number>();
    let orders = 0;
    let emptyCartsTopped = 0;
    const perSecond = new Array<number>(Math.ceil(SECONDS) + 60).fill(0);
    let maxWaiting = 0;
    let waitingSum = 0;
    let totalSum = 0;
    let samples = 0;

    const loadStart = performance.now();
    const deadline = loadStart + SECONDS * 1000;
    const sampler = setInterval(() => {
      maxWaiting = Math.max(maxWaiting, pool.waitingCount);
      waitingSum += pool.waitingCount;
      totalSum += pool.totalCount;
      samples++;
    }, 50).unref();

    const recordOrder = () => {
      orders++;
      perSecond[Math.floor((performance.now() - loadStart) / 1000)]!++;
    };
    const recordRefusal = (message: string) => count(refusals, reason(message));
    const emptyCart = (userId: string) => handle.db.delete(cartItems).where(eq(cartItems.userId, userId));

    async function customer(userId: string, index: number) {
      const base = checkoutSchema.parse({
        fullName: `Bench Customer ${index}`,
        email: `bench-customer-${index}@example.com`,
        phone: "0300 1234567",
        address: `${index + 1} Mall Road, Gulberg`,
        city: "Lahore",
        paymentMethod: index % 3 === 0 ? "bank_transfer" : "cod",
        idempotencyKey: randomUUID(),
      });
      while (performance.now() < deadline && !interrupted) {
        try {
          let added = 0;
          const lines = between(1, 3);
          // A cart whose every line was refused (sold out) gets a regular product, a few tries at most.
          for (let line = 0; line < lines || (added === 0 && line < lines + 3); line++) {
            if (line >= lines) emptyCartsTopped++;
            const productId = line < lines && random() < HOT_CHANCE ? pick(hotIds) : pick(regularIds);
            const start = performance.now();
            const result = await addToCart(userId, productId, between(1, 2));
            addLatencies.push(performance.now() - start);
            if (result.ok) added++;
            else {
              count(addRefusals, `${result.status} ${result.message}`);
              if (hotIds.includes(productId) && !soldOutAt.has(productId))
                soldOutAt.set(productId, (performance.now() - loadStart) / 1000);
            }
          }
          if (added === 0) {
            count(errors, "could not put anything in the cart");
            continue;
          }

          const input: CheckoutInput = { ...base, idempotencyKey: randomUUID() };
          if (random() < DUPLICATE_CHANCE) {
            const timed = async () => {
              const start = performance.now();
              const result = await checkout(userId, input);
              duplicateLatencies.push(performance.now() - start);
              return result;
            };
            const [first, second] = await Promise.all([timed(), timed()]);
            const record: (typeof duplicates)[number] = { userId, key: input.idempotencyKey, ordered: false };
            if (first.ok && second.ok) {
              record.ordered = true;
              if (first.order.id !== second.order.id) record.problem = "two different orders";
              else if (first.repeated === second.repeated) record.problem = "not exactly one marked repeated";
              else recordOrder();
            } else if (first.ok || second.ok) {
              record.problem = `one ok, one refused: ${first.ok ? "" : first.message}${second.ok ? "" : second.message}`;
            } else {
              recordRefusal(first.message);
              await emptyCart(userId);
            }
            duplicates.push(record);
          } else {
            const start = performance.now();
            const result = await checkout(userId, input);
            placeLatencies.push(performance.now() - start);
            if (result.ok) {
              if (result.repeated) count(errors, "a fresh key came back as repeated");
              else recordOrder();
            } else {
              // The customer gives up on this cart: the refused lines would only be refused again.
              recordRefusal(result.message);
              await emptyCart(userId);
            }
          }
        } catch (error) {
          count(errors, describeError(error));
          await emptyCart(userId).catch(() => {});
        }
      }
    }

    await Promise.all(customers.map((row, index) => customer(row.id, index)));
    clearInterval(sampler);
    stopIfInterrupted();
    const loadSeconds = (performance.now() - loadStart) / 1000;

    // ---- Invariants.
    const invariants: { invariant: string; bad: number; ok: boolean }[] = [];
    const assert = (invariant: string, bad: number) => invariants.push({ invariant, bad, ok: bad === 0 });
    const scalar = async (statement: string, values: unknown[] = []) =>
      Number(Object.values((await check.query(statement, values)).rows[0] as object)[0]);

    assert("no product has negative stock", await scalar("select count(*) from products where stock < 0"));
    const ledger = (
      await check.query<{ id: string; stock: number; sold: string }>(`
        select p.id, p.stock, coalesce(sum(i.quantity), 0) as sold
        from products p left join order_items i on i.product_id = p.id
        group by p.id`)
    ).rows;
    assert(
      "initial stock − stock = Σ order_items.quantity, per product",
      ledger.filter((row) => (initialStock.get(row.id) ?? NaN) - row.stock !== Number(row.sold)).length +
        Math.abs(ledger.length - initialStock.size),
    );
    assert(
      "order total_amount = Σ its items' total_price",
      await scalar(`
        select count(*) from orders o
        where o.total_amount <> (select coalesce(sum(total_price), 0) from order_items where order_id = o.id)`),
    );
    assert(
      "item total_price = unit_price × quantity",
      await scalar("select count(*) from order_items where total_price <> unit_price * quantity"),
    );
    assert(
      "no order without items",
      await scalar("select count(*) from orders o where not exists (select 1 from order_items where order_id = o.id)"),
    );
    const databaseOrders = await scalar("select count(*) from orders");
    assert("orders in the database = orders the bench placed", Math.abs(databaseOrders - orders));
    const outbox = (await scalar("select count(*) from mail_outbox")) - outboxBefore;
    assert("outbox rows = 2 × orders (nothing from refused checkouts)", Math.abs(outbox - 2 * databaseOrders));
    assert(
      "each order: 1 confirmation + 1 shop notification",
      await scalar(`
        with mails as (
          select substring(subject from '#([0-9A-Z]{8})') as number,
            count(*) filter (where kind = 'order-confirmation' and subject like 'Order #%') as confirmations,
            count(*) filter (where kind = 'order-notification' and subject like 'New Order #%') as notifications
          from mail_outbox group by 1)
        select count(*) from orders o full join mails m using (number)
        where o.id is null or coalesce(m.confirmations, 0) <> 1 or coalesce(m.notifications, 0) <> 1`),
    );
    const duplicateOrders = new Map(
      (
        await check.query<{ key: string; orders: string }>(
          `select idempotency_key as key, count(*) as orders from orders
           where idempotency_key = any($1) group by idempotency_key`,
          [duplicates.map((row) => row.key)],
        )
      ).rows.map((row) => [row.key, Number(row.orders)]),
    );
    assert(
      "same key twice at once: one order (none if refused)",
      duplicates.filter((row) => row.problem || (duplicateOrders.get(row.key) ?? 0) !== (row.ordered ? 1 : 0)).length,
    );
    const hotLeft = (
      await check.query<{ id: string; name: string; stock: number }>(
        "select id, name, stock from products where id = any($1) order by name",
        [hotIds],
      )
    ).rows;
    const items = await scalar("select count(*) from order_items");

    // ---- Report.
    if (idleErrors) errors.set("idle pooled connection failed", idleErrors);
    const errorCount = [...errors.values()].reduce((sum, value) => sum + value, 0);
    const refusedCount = [...refusals.values()].reduce((sum, value) => sum + value, 0);
    console.log(`\nCheckout, ${CONCURRENCY} customers, ${loadSeconds.toFixed(1)} s:`);
    console.table([
      {
        orders,
        "orders/s": Number((orders / loadSeconds).toFixed(1)),
        "items/order": Number((items / Math.max(1, databaseOrders)).toFixed(2)),
        refused: refusedCount,
        errors: errorCount,
        "double submits": duplicates.length,
      },
    ]);
    console.log("Latency in ms (wall time, including waits for a pooled connection and for row locks):");
    console.table({
      "placeOrder, single": summary(placeLatencies),
      "placeOrder, same key twice": summary(duplicateLatencies),
      addToCart: summary(addLatencies),
    });
    const seconds = perSecond.slice(0, Math.floor(loadSeconds));
    const warm = seconds.slice(5);
    console.log(
      `Orders per second, second by second: ${seconds.join(" ")}` +
        (warm.length >= 5
          ? ` (from the 6th second on: ${(warm.reduce((sum, value) => sum + value, 0) / warm.length).toFixed(1)}/s)`
          : ""),
    );
    console.log(
      `Pool: max ${poolMax} connections for ${CONCURRENCY} customers; on average ` +
        `${(totalSum / Math.max(1, samples)).toFixed(1)} open and ${(waitingSum / Math.max(1, samples)).toFixed(1)} ` +
        `callers waiting for one (at most ${maxWaiting}).`,
    );
    console.log(
      `Hot products (stock ${HOT_STOCK} each) left: ` +
        hotLeft
          .map((row) => {
            const at = soldOutAt.get(row.id);
            return `${row.name} ${row.stock}${at === undefined ? "" : ` (first refused by addToCart at ${at.toFixed(1)} s)`}`;
          })
          .join(", "),
    );
    if (refusedCount || addRefusals.size) {
      console.log("Refusals:");
      console.table([
        ...[...refusals].map(([message, times]) => ({ call: "placeOrder", message, times })),
        ...[...addRefusals].map(([message, times]) => ({ call: "addToCart", message, times })),
      ]);
    }
    if (emptyCartsTopped) console.log(`Carts topped up after every add was refused: ${emptyCartsTopped}`);
    if (errorCount) {
      console.log("Errors (must be none):");
      console.table([...errors].map(([error, times]) => ({ error, times })));
      process.exitCode = 1;
    } else console.log("Errors: none (no deadlock, serialization failure or timeout).");
    console.log("Invariants:");
    console.table(invariants);
    if (invariants.some((row) => !row.ok)) {
      console.log("An invariant is broken (check!).");
      process.exitCode = 1;
    }
  } finally {
    await check.end();
  }
  console.log(`Total bench time: ${((performance.now() - startedAt) / 1000).toFixed(0)} s; ${load()}`);
} catch (error) {
  if (!(error instanceof Interrupted)) throw error;
  process.exitCode = 130;
} finally {
  await cleanUp();
}
