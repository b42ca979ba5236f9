// `npm run bench:checkout`: orders per second through the app's checkout (`placeOrderWithMails`).
//
// On PostgreSQL (default: a throwaway database `shop_bench_<pid>` on the server at
// BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) or on PGlite
// (`BENCH_DATABASE=pglite`: a fresh data directory under the system's temp folder). Migrates
// it with the app's own code, seeds the demo shop plus 200 products with large stock and 3
// "hot" products with little stock, and lets 20 buyers, half of them guests without an
// account (BENCH_GUEST_SHARE), fill their carts (`addToCart`), open the checkout page (the
// cart at today's prices, the delivery policy, `checkoutQuote` for a city in one of the four
// zones) and place the order with the total shown, for 30 seconds. Then it checks that stock,
// orders, owners, delivery fees and the outbox add up, prints a compact report and drops the
// database.
//
// `BENCH_CODE=1` (issue 35): the seed adds one discount code, BENCHPCT (5 % off every piece, no
// minimum, no usage or per-customer limit, running), kept for every buyer's visit as its cookie;
// each checkout page shows the total with it (the loader's basketDiscount, the form's
// settleDiscount) and each order is placed with `discountCode`. The checks then add the code's:
// every order holds it, one redemption per order, its uses exactly the orders, totals with the
// reductions.
// Without it (or `BENCH_CODE=0`) no code is seeded or sent.
import { performance } from "node:perf_hooks";
import { seedDemoData } from "~/demo/seed.server";
import { getDeliveryPolicy } from "~/modules/delivery/delivery-policy.server";
import { COD_CAP_MAX } from "~/modules/settings/settings.schema";
import { getShopSettings, saveShopSettings } from "~/modules/settings/settings.server";
import { runBuyer } from "./lib/checkout-buyer";
import { makeBuyers } from "./lib/checkout-buyers";
import { checkoutDatabase, databaseKindFromEnv } from "./lib/checkout-database";
import { checkDelivery } from "./lib/checkout-delivery-check";
import { codeSwitchFromEnv, seedBenchCode, BENCH_CODE } from "./lib/checkout-code";
import { checkCodeInvariants } from "./lib/checkout-code-invariants";
import { checkInvariants } from "./lib/checkout-invariants";
import { printCheckoutReport } from "./lib/checkout-report";
import { seedCheckoutShop } from "./lib/checkout-seed";
import { CheckoutTally } from "./lib/checkout-tally";
import { load, seededRandom } from "./lib/stats";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
/** The share of buyers who check out as guests (each checkout a new visitor). */
const GUEST_SHARE = Number(process.env.BENCH_GUEST_SHARE ?? 0.5);
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
/** A discount code on every checkout (issue 35). */
const WITH_CODE = codeSwitchFromEnv();

if (
  !(SECONDS > 0) ||
  ![CONCURRENCY, HOT_STOCK].every((value) => Number.isInteger(value) && value > 0) ||
  ![HOT_CHANCE, GUEST_SHARE].every((value) => value >= 0 && value <= 1)
) {
  throw new Error(
    "BENCH_SECONDS must be positive, BENCH_CONCURRENCY and BENCH_HOT_STOCK positive integers, " +
      "BENCH_HOT_CHANCE and BENCH_GUEST_SHARE within 0..1",
  );
}
const GUESTS = Math.round(CONCURRENCY * GUEST_SHARE);
const ACCOUNTS = CONCURRENCY - GUESTS;

const random = seededRandom(20_260_101);
const bench = checkoutDatabase(databaseKindFromEnv(), { statementTimeoutMs: STATEMENT_TIMEOUT_MS });

/** Ctrl-C: the buyers stop after their current call and the run unwinds; a second Ctrl-C, or 10 s, forces it. */
class Interrupted extends Error {}
let interrupted = false;
const stopIfInterrupted = () => {
  if (interrupted) throw new Interrupted();
};
process.on("SIGINT", () => {
  if (interrupted) return bench.abandon("\nInterrupted again: dropping the bench database.", 130);
  interrupted = true;
  console.error("\nInterrupted: stopping the buyers, then dropping the bench database.");
  setTimeout(() => bench.abandon("Still not stopped: dropping the bench database.", 130), 10_000).unref();
});
// Bounded in time whatever happens: a run stuck past its grace drops the database and fails.
setTimeout(
  () => bench.abandon(`\nStill running ${GRACE_MS / 1000} s after the load should have ended: giving up.`, 1),
  SECONDS * 1000 + GRACE_MS,
).unref();

const startedAt = performance.now();
console.log(`${bench.label}; ${load()}`);
try {
  const handle = await bench.open();
  await seedDemoData(handle.db);
  // The run measures checkouts, not refusals: its few buyers place a hundred or more
  // cash-on-delivery orders each, far past the demo caps on pieces awaiting delivery, so the
  // caps go to their highest. A much longer run shows the cap's refusals under their own reason.
  const caps = { codMaxUnitsPerOrder: COD_CAP_MAX, codMaxPendingUnitsPerCustomer: COD_CAP_MAX };
  // And the shop is open, as one taking orders is: a fresh install is a preview, whose orders are
  // test orders ('[Test order] Order #…' mails, which the outbox check would not count).
  await saveShopSettings({ ...(await getShopSettings()), ...caps, shopOpen: true });

  const { regularIds, hotIds, accounts } = await seedCheckoutShop(handle.db, {
    regular: REGULAR_PRODUCTS,
    regularStock: REGULAR_STOCK,
    hot: HOT_PRODUCTS,
    hotStock: HOT_STOCK,
    accounts: ACCOUNTS,
    priceInHundreds: () => random.between(50, 3_000),
  });
  const buyers = makeBuyers(accounts, GUESTS);
  const code = WITH_CODE ? await seedBenchCode(handle.db, ORIGIN) : null;

  stopIfInterrupted();
  const check = await bench.checker();
  try {
    await check.query("vacuum analyze");
    const initialStock = new Map(
      (await check.query<{ id: string; stock: number }>("select id, stock from products")).map((row) => [
        row.id,
        row.stock,
      ]),
    );
    const outboxBefore = Number((await check.query<{ count: string }>("select count(*) from mail_outbox"))[0]!.count);
    const pool = bench.pool();
    console.log(
      `Seeded the demo shop + ${REGULAR_PRODUCTS} products (stock ${REGULAR_STOCK.toLocaleString("en")}) + ` +
        `${HOT_PRODUCTS} hot products (stock ${HOT_STOCK}), ${ACCOUNTS} customer accounts; ` +
        `${initialStock.size} products in all` +
        (code ? `; discount code ${code.code} (${BENCH_CODE.value}% off, no limits) on every checkout.` : "."),
    );
    console.log(
      `Load: ${ACCOUNTS} customers and ${GUESTS} guests at once for ${SECONDS} s, 1–3 lines per cart ` +
        `(quantity 1–2, ${(HOT_CHANCE * 100).toFixed(0)}% of lines hot), delivery to Lahore, Islamabad, Karachi ` +
        `or Quetta, ${(DUPLICATE_CHANCE * 100).toFixed(0)}% of checkouts sent twice at once. ` +
        (pool
          ? `App pool: pg.Pool max ${pool.max} (openPostgres), statement_timeout ${STATEMENT_TIMEOUT_MS / 1000} s…`
          : "PGlite: one connection…"),
    );

    // ---- Load.
    const loadStart = performance.now();
    const tally = new CheckoutTally(loadStart, SECONDS);
    const gauge = { maxWaiting: 0, waiting: 0, open: 0, samples: 0 };
    const sampler = setInterval(() => {
      if (!pool) return;
      gauge.maxWaiting = Math.max(gauge.maxWaiting, pool.waiting());
      gauge.waiting += pool.waiting();
      gauge.open += pool.open();
      gauge.samples++;
    }, 50).unref();
    const run = {
      deadline: loadStart + SECONDS * 1000,
      stopped: () => interrupted,
      regularIds,
      hotIds,
      hotChance: HOT_CHANCE,
      duplicateChance: DUPLICATE_CHANCE,
      origin: ORIGIN,
      code,
      random,
      tally,
    };
    await Promise.all(buyers.map((buyer) => runBuyer(buyer, run)));
    clearInterval(sampler);
    stopIfInterrupted();
    const loadSeconds = (performance.now() - loadStart) / 1000;

    // ---- Invariants.
    const invariants = await checkInvariants(check.query, {
      initialStock,
      placed: tally.placed,
      outboxBefore,
      duplicates: tally.duplicates,
      withCode: code !== null,
    });
    const codeInvariants = code ? await checkCodeInvariants(check.query, code, tally.placed) : [];
    const delivery = await checkDelivery(check.query, await getDeliveryPolicy());
    const hotLeft = await check.query<{ id: string; name: string; stock: number }>(
      "select id, name, stock from products where id = any($1) order by name",
      [hotIds],
    );
    const items = Number((await check.query<{ count: string }>("select count(*) from order_items"))[0]!.count);
    // The demo's running sale is on its 'decor' category; the bench's products have no category.
    const [sale] = await check.query<{ lines: string; reduced: string; off: string | null }>(
      `select count(*) filter (where sale_id is not null) as lines,
         (select count(*) from orders where discount_amount > 0) as reduced,
         (select sum(discount_amount) from orders) as off
       from order_items`,
    );
    // ---- Report.
    if (pool?.idleErrors()) tally.errors.set("idle pooled connection failed", pool.idleErrors());
    const samples = Math.max(1, gauge.samples);
    printCheckoutReport({
      database: bench.label,
      buyers: { account: ACCOUNTS, guest: GUESTS },
      hotStock: HOT_STOCK,
      loadSeconds,
      items,
      tally,
      pool: pool && {
        max: pool.max,
        averageOpen: gauge.open / samples,
        averageWaiting: gauge.waiting / samples,
        maxWaiting: gauge.maxWaiting,
      },
      hotLeft,
      cities: delivery.cities,
      invariants: [...invariants, ...delivery.invariants, ...codeInvariants],
    });
    console.log(
      `Order lines at a sale price: ${sale!.lines}. Orders with a code's reduction: ${sale!.reduced}` +
        (code ? `, PKR ${Number(sale!.off ?? 0).toLocaleString("en")} off in all (${code.code}).` : "."),
    );
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
