// One database's fault run: a fresh shop, customers signed up, a stream of
// orders killed with SIGKILL again and again, and the database checked with
// the shop stopped, after the kills and again after a final restart that
// settles the unanswered checkouts and drains the outbox.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { customer } from "./fault-customer.mjs";
import { corruptionReport, faultsPostgres, openForCheck } from "./fault-database.mjs";
import { checkShop } from "./fault-invariants.mjs";
import { freePort, shopProcess } from "./fault-server.mjs";
import { startFaultSink } from "./fault-sink.mjs";
import { orderStream } from "./fault-stream.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const SCARCE_PRODUCTS = 3;
const SCARCE_STOCK = 15;
const REGULAR_STOCK = 1_000;

export function faultRun({ kind, kills, customers: customerCount, log }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-faults-${kind}-`));
  const postgres = kind === "postgres" ? faultsPostgres() : null;
  const where = { kind, dataDir, url: postgres?.url };
  const report = { kind, kills: 0, restartsMs: [], warmupsMs: [], killDelaysMs: [], checks: {}, notes: [] };
  let shop;
  let sink;
  let stream;

  /** Opens the stopped shop's database, runs `work` on it, closes it. */
  async function withDatabase(work) {
    const opened = Date.now();
    const database = await openForCheck(where);
    try {
      return await work(database, Date.now() - opened);
    } finally {
      await database.close();
    }
  }

  async function check(label, options) {
    report.checks[label] = await withDatabase(async (database, openMs) => {
      const corruption = await corruptionReport(database);
      const { results, figures } = await checkShop(database, { ...options, initialStock: report.initialStock });
      results.unshift(
        { invariant: "the database opens", bad: 0, ok: true },
        { invariant: "amcheck: indexes and heap pages intact", bad: corruption.length, ok: corruption.length === 0 },
      );
      report.notes.push(...corruption.slice(0, 5));
      const ids = (await database.query("select id from mail_outbox")).map((row) => row.id);
      return { results, figures: { ...figures, openMs }, outboxIds: ids };
    });
    return report.checks[label];
  }

  return {
    report,
    dataDir,
    /** A shop with the demo data and its customers; then, stopped, regular and scarce stock set and recorded. */
    async prepare() {
      // Kept for a look unless the run ends with every check made and held.
      report.keptData = dataDir;
      await postgres?.create();
      sink = await startFaultSink();
      const port = await freePort();
      shop = shopProcess({
        port,
        logFile: path.join(dataDir, "shop.log"),
        env: {
          DATA_DIR: dataDir,
          DATABASE_URL: postgres?.url ?? "",
          SMTP_URL: sink.url,
          SHOP_EMAIL: "orders@shop-faults.example",
          AUTH_SECRET: "fault-benchmark-secret-0123456789abcdef",
          TRUST_PROXY: "true",
          LOG_LEVEL: "warn",
          PUBLIC_URL: "",
        },
      });
      const bootMs = await shop.start({ waitForPictures: true, timeoutMs: 180_000 });
      log(
        `${kind}: shop up in ${(bootMs / 1000).toFixed(1)} s on ${shop.origin}${postgres ? ` (${postgres.name})` : ""}`,
      );
      const runTag = `${kind}-${process.pid}`;
      const clients = Array.from({ length: customerCount }, (_, index) =>
        customer({ origin: shop.origin, index, runTag }),
      );
      for (const client of clients) await client.signUp(sink);
      await shop.stop();

      const products = await withDatabase(async (database) => {
        const active = (await database.query("select id from products where is_active order by id")).map((r) => r.id);
        const scarce = active.slice(0, SCARCE_PRODUCTS);
        await database.query("update products set stock = $1 where is_active", [REGULAR_STOCK]);
        await database.query(
          "update products set stock = $1 where id in (select jsonb_array_elements_text($2::jsonb)::uuid)",
          [SCARCE_STOCK, JSON.stringify(scarce)],
        );
        const rows = await database.query("select id, stock from products");
        report.initialStock = new Map(rows.map((row) => [row.id, Number(row.stock)]));
        return { regularIds: active.slice(SCARCE_PRODUCTS), scarceIds: scarce };
      });
      stream = orderStream({ customers: clients, ...products });
    },

    /**
     * The stream with `kills` SIGKILLs, each at a random moment 0.2–3 s after the stream
     * flows again (the first answer after a start), then the check.
     */
    async killUnderLoad() {
      const startedAt = Date.now();
      await shop.start();
      stream.shopUp();
      stream.start();
      for (let kill = 1; kill <= kills; kill++) {
        const upAt = Date.now();
        let timer;
        await Promise.race([stream.answered(), new Promise((resolve) => (timer = setTimeout(resolve, 30_000)))]);
        clearTimeout(timer);
        report.warmupsMs.push(Date.now() - upAt);
        const delay = 200 + Math.floor(Math.random() * 2800);
        report.killDelaysMs.push(delay);
        await sleep(delay);
        stream.shopDown();
        await shop.kill();
        report.kills++;
        if (kill === kills) break;
        report.restartsMs.push(await shop.start());
        stream.shopUp();
      }
      await stream.stop();
      report.streamMs = Date.now() - startedAt;
      report.posts = { ...stream.posts };
      report.adds = { ...stream.adds };
      report.unexpected = stream.unexpected;
      report.toldAfterKills = stream.told.size;
      report.unanswered = stream.pendingKeys.filter(Boolean).length;
      const checked = await check("after kills", { told: stream.told, settled: false });
      log(`${kind}: ${kills} kills in ${(report.streamMs / 1000).toFixed(0)} s; database checked`);
      return checked;
    },

    /** Starts the shop once more and posts the unanswered checkouts again; the outbox drains meanwhile. */
    async restartAndSettle() {
      report.restartsMs.push(await shop.start());
      report.settled = await stream.settle();
      report.finalRestartAt = Date.now();
    },

    /**
     * Waits until the sink holds every mail the outbox had after the kills and both mails of every
     * order told to a client: at most the longest lease a kill left behind, plus a margin.
     */
    async drain() {
      const after = report.checks["after kills"];
      const expected = new Set(after.outboxIds);
      const numbers = [...stream.told.values()];
      const limitMs = after.figures.leaseWaitMs + 30_000;
      const done = () => {
        const ids = new Set(sink.received.map((mail) => /^<([0-9a-f-]{36})@/.exec(mail.messageId)?.[1]));
        const subjects = sink.received.map((mail) => mail.subject);
        return (
          [...expected].every((id) => ids.has(id)) &&
          numbers.every((n) => subjects.some((s) => s.startsWith(`Order #${n}`))) &&
          numbers.every((n) => subjects.some((s) => s.startsWith(`New Order #${n}`)))
        );
      };
      while (!done() && Date.now() - report.finalRestartAt < limitMs) await sleep(250);
      report.drainMs = Date.now() - report.finalRestartAt;
      report.drainLimitMs = limitMs;
      await shop.stop();
      const checked = await check("after final restart", { told: stream.told, settled: true, sink });
      if (checked.results.every((row) => row.ok)) report.keptData = undefined;
      log(`${kind}: outbox drained in ${(report.drainMs / 1000).toFixed(1)} s; database checked again`);
      return checked;
    },

    /** Stops what is still running and removes the data; safe to call more than once. */
    async cleanUp() {
      await shop?.kill();
      await sink?.close();
      await postgres?.drop().catch((error) => report.notes.push(`could not drop ${postgres.name}: ${error.message}`));
      if (!report.keptData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
