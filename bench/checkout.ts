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
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import pg from "pg";
import { installDatabase, openPostgres } from "~/db/client.server";
import { userOwner } from "~/modules/accounts/basket-owner.server";
import { cartItems } from "~/db/schema";
import { seedDemoData } from "~/demo/seed.server";
import { COD_CAP_MAX } from "~/modules/settings/settings.schema";
import { getShopSettings, saveShopSettings } from "~/modules/settings/settings.server";
import { addToCart } from "~/modules/cart/cart.server";
import { placeOrderWithMails } from "~/modules/orders/order-mails.server";
import { checkoutSchema, type CheckoutInput } from "~/modules/orders/checkout.schema";
import { benchDatabase } from "./lib/bench-database";
import { placeTwiceAtOnce } from "./lib/checkout-double-click";
import { checkInvariants, type DuplicateSubmit } from "./lib/checkout-invariants";
import { describeError, printCheckoutReport, refusalReason } from "./lib/checkout-report";
import { seedCheckoutShop } from "./lib/checkout-seed";
import { load, seededRandom } from "./lib/stats";

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

const { random, pick, between } = seededRandom(20_260_101);

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

// ---------------------------------------------------------------------------
// The run.

const bench = benchDatabase({ statementTimeoutMs: STATEMENT_TIMEOUT_MS });
const abandon = (message: string, code: number) => bench.abandon(message, code);
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
await bench.create();
console.log(`Database ${bench.name} on ${bench.host}; ${load()}`);
try {
  const handle = openPostgres(bench.url);
  installDatabase(handle);
  await handle.migrate();
  await seedDemoData(handle.db);
  // The run measures checkouts, not refusals: its few customers place a hundred or more
  // cash-on-delivery orders each (about 450 pieces in 30 s), far past the demo caps on
  // pieces awaiting delivery, so the caps go to their highest. A much longer run shows
  // the cap's refusals under their own reason.
  const caps = { codMaxUnitsPerOrder: COD_CAP_MAX, codMaxPendingUnitsPerCustomer: COD_CAP_MAX };
  await saveShopSettings({ ...(await getShopSettings()), ...caps });
  // openPostgres keeps its pool to itself; drizzle exposes it as `$client`.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  // A pooled connection the server ends during the run is an error of the run; while the
  // database is dropped at the end (`with (force)`), it is expected.
  let idleErrors = 0;
  pool.on("error", () => {
    if (!bench.tearingDown) idleErrors++;
  });

  // ---- Seed: products, hot products, customers.
  const { regularIds, hotIds, customers } = await seedCheckoutShop(handle.db, {
    regular: REGULAR_PRODUCTS,
    regularStock: REGULAR_STOCK,
    hot: HOT_PRODUCTS,
    hotStock: HOT_STOCK,
    customers: CONCURRENCY,
    priceInHundreds: () => between(50, 3_000),
  });

  stopIfInterrupted();
  const check = new pg.Client({ connectionString: bench.url });
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
    const duplicates: DuplicateSubmit[] = [];
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
    const recordRefusal = (message: string) => count(refusals, refusalReason(message));
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
            const result = await addToCart(userOwner(userId), productId, between(1, 2));
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
            const place = () => placeOrderWithMails(userId, input, ORIGIN);
            const { submit, refusal } = await placeTwiceAtOnce(input.idempotencyKey, place, duplicateLatencies);
            duplicates.push(submit);
            if (submit.ordered && !submit.problem) recordOrder();
            if (refusal !== undefined) {
              recordRefusal(refusal);
              await emptyCart(userId);
            }
          } else {
            const start = performance.now();
            const result = await placeOrderWithMails(userId, input, ORIGIN);
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
    const invariants = await checkInvariants(check, { initialStock, orders, outboxBefore, duplicates });
    const hotLeft = (
      await check.query<{ id: string; name: string; stock: number }>(
        "select id, name, stock from products where id = any($1) order by name",
        [hotIds],
      )
    ).rows;
    const items = Number((await check.query("select count(*) from order_items")).rows[0].count);

    // ---- Report.
    if (idleErrors) errors.set("idle pooled connection failed", idleErrors);
    printCheckoutReport({
      customers: CONCURRENCY,
      hotStock: HOT_STOCK,
      loadSeconds,
      orders,
      items,
      perSecond,
      latencies: { place: placeLatencies, duplicate: duplicateLatencies, add: addLatencies },
      pool: {
        max: poolMax,
        averageOpen: totalSum / Math.max(1, samples),
        averageWaiting: waitingSum / Math.max(1, samples),
        maxWaiting,
      },
      hotLeft,
      soldOutAt,
      refusals,
      addRefusals,
      errors,
      emptyCartsTopped,
      duplicates: duplicates.length,
      invariants,
    });
  } finally {
    await check.end();
  }
  console.log(`Total bench time: ${((performance.now() - startedAt) / 1000).toFixed(0)} s; ${load()}`);
} catch (error) {
  if (!(error instanceof Interrupted)) throw error;
  process.exitCode = 130;
} finally {
  await bench.drop();
}
