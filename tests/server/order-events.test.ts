import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseDriver, db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { orderEventStream } from "~/modules/admin/order-event-stream.server";
import {
  LISTENER_NAME,
  orderEventSubscriberCount,
  stopOrderEvents,
  subscribeToOrderChanges,
} from "~/modules/orders/order-events.server";
import { loader } from "~/routes/resources/admin-events";
import { freshIp, ORIGIN, registerCustomer, routeArgs, setupAccounts, signedInCookie } from "../setup/accounts";

/**
 * Live admin updates: a committed change to orders reaches this process's
 * subscribers (through the `orders_notify` trigger and LISTEN), and GET
 * /admin/events turns it into server-sent events for admins only.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const database = setupAccounts();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let customerCookie = "";
let adminCookie = "";

beforeAll(async () => {
  customerCookie = await registerCustomer({ email: "sana@shop.example", password: "sana-password-1", name: "Sana" });
  await createOrPromoteAdmin({ email: "owner@shop.example", password: "owner-password-1", name: "Owner" });
  adminCookie = await signedInCookie(freshIp(), { email: "owner@shop.example", password: "owner-password-1" });
});

// Registered after setupAccounts(): runs before the database closes.
afterAll(() => stopOrderEvents());

function orderValues(id = randomUUID()) {
  return {
    id,
    number: id.slice(0, 8).toUpperCase(),
    totalAmount: 45_000,
    subtotal: 45_000,
    fullName: "Ayesha Khan",
    email: "ayesha@example.com",
    phone: "+923001234567",
    address: "12 Mall Road",
    city: "Lahore",
    idempotencyKey: randomUUID(),
  };
}

/** Counts notices and waits for the next ones. */
function recorder() {
  let count = 0;
  let waiters: { target: number; resolve: () => void }[] = [];
  return {
    get count() {
      return count;
    },
    push: () => {
      count += 1;
      waiters = waiters.filter((waiter) => (count >= waiter.target ? (waiter.resolve(), false) : true));
    },
    /** Resolves once `more` further notices arrived; fails after `ms`. */
    next(more = 1, ms = 5_000): Promise<void> {
      const target = count + more;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`expected ${target} notices, got ${count}`)), ms);
        waiters.push({
          target,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("subscribeToOrderChanges", () => {
  it("delivers a notice when an order is inserted, updated and deleted", async () => {
    const notices = recorder();
    const unsubscribe = await subscribeToOrderChanges(notices.push);
    try {
      const id = randomUUID();
      let next = notices.next();
      await db().insert(orders).values(orderValues(id));
      await next;

      next = notices.next();
      await db().update(orders).set({ status: "confirmed" }).where(eq(orders.id, id));
      await next;

      next = notices.next();
      await db().delete(orders).where(eq(orders.id, id));
      await next;
    } finally {
      unsubscribe();
    }
  });

  it("delivers nothing for a change that was rolled back, and nothing after unsubscribing", async () => {
    const notices = recorder();
    const unsubscribe = await subscribeToOrderChanges(notices.push);
    await db()
      .transaction(async (tx) => {
        await tx.insert(orders).values(orderValues());
        throw new Error("roll back");
      })
      .catch(() => {});
    await pause(300);
    expect(notices.count).toBe(0);

    unsubscribe();
    unsubscribe(); // twice is harmless
    expect(orderEventSubscriberCount()).toBe(0);
    await db().insert(orders).values(orderValues());
    await pause(300);
    expect(notices.count).toBe(0);
  });

  it("fans one notice out to every subscriber of the process", async () => {
    const first = recorder();
    const second = recorder();
    const stops = [await subscribeToOrderChanges(first.push), await subscribeToOrderChanges(second.push)];
    const both = Promise.all([first.next(), second.next()]);
    await db().insert(orders).values(orderValues());
    await both;
    stops.forEach((stop) => stop());
  });

  it.runIf(onPostgres)("on PostgreSQL, delivers a change made through another connection", async () => {
    const driver = databaseDriver(database.handle);
    if (driver.kind !== "postgres") throw new Error("expected PostgreSQL");
    const notices = recorder();
    const unsubscribe = await subscribeToOrderChanges(notices.push);
    // Another server instance, as far as this process can tell: its own client, plain SQL.
    const other = new pg.Client(driver.config);
    await other.connect();
    try {
      const next = notices.next();
      const values = orderValues();
      await other.query(
        `insert into orders (id, number, total_amount, subtotal, full_name, email, phone, address, city, idempotency_key)
         values ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9)`,
        [values.id, values.number, 1_000, "Other", "other@example.com", "+923001234567", "x", "Lahore", randomUUID()],
      );
      await next;
    } finally {
      await other.end();
      unsubscribe();
    }
  });

  it.runIf(onPostgres)("on PostgreSQL, listens again after the server drops the connection", async () => {
    const notices = recorder();
    const unsubscribe = await subscribeToOrderChanges(notices.push);
    try {
      const dropped = await db().execute(sql`
        select pg_terminate_backend(pid) as ok from pg_stat_activity
        where application_name = ${LISTENER_NAME} and datname = current_database()`);
      expect((dropped as unknown as { rows: unknown[] }).rows).toHaveLength(1);
      // Back again: subscribers hear once, since changes may have been missed meanwhile…
      await notices.next(1, 10_000);
      // …and later changes arrive as before.
      const next = notices.next();
      await db().insert(orders).values(orderValues());
      await next;
    } finally {
      unsubscribe();
    }
  });
});

/** Reads the stream until `until` matches what was read so far, or `ms` passes. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, until: RegExp, ms = 5_000) {
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + ms;
  while (!until.test(text)) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`Timed out waiting for ${until} in:\n${text}`);
    const chunk = await Promise.race([reader.read(), pause(left).then(() => null)]);
    if (!chunk) continue;
    if (chunk.done) throw new Error(`The stream ended before ${until}:\n${text}`);
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text;
}

function eventsRequest(cookie?: string, signal?: AbortSignal) {
  const headers = new Headers({ "x-forwarded-for": freshIp(), accept: "text/event-stream" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${ORIGIN}/admin/events`, { headers, signal });
}

describe("GET /admin/events", () => {
  it("answers 403 to a customer and to a signed-out visitor, without subscribing", async () => {
    for (const cookie of [customerCookie, undefined]) {
      const thrown = await loader(routeArgs(eventsRequest(cookie))).then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(403);
    }
    expect(orderEventSubscriberCount()).toBe(0);
  });

  it("streams event and data lines to an admin, and lets go when the request is aborted", async () => {
    const abort = new AbortController();
    const response = (await loader(routeArgs(eventsRequest(adminCookie, abort.signal)))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-transform");
    const reader = response.body!.getReader();

    const first = await readUntil(reader, /\n\n/);
    expect(first).toMatch(/^retry: \d+\nevent: ready\ndata: \{\}\n\n/);
    expect(orderEventSubscriberCount()).toBe(1);

    await db().insert(orders).values(orderValues());
    const change = await readUntil(reader, /event: orders\n/);
    expect(change).toMatch(/event: orders\ndata: \{"at":"[^"]+"\}\n\n/);

    abort.abort();
    expect(await reader.read()).toEqual({ done: true, value: undefined });
    expect(orderEventSubscriberCount()).toBe(0);
  });

  it("folds a burst of changes into at most one event per interval, the last change always followed by one", async () => {
    const abort = new AbortController();
    const response = await orderEventStream(abort.signal, { minIntervalMs: 400 });
    const reader = response.body!.getReader();
    await readUntil(reader, /event: ready/);

    const ids = Array.from({ length: 10 }, () => randomUUID());
    for (const id of ids) await db().insert(orders).values(orderValues(id));
    const lastChange = Date.now();

    const decoder = new TextDecoder();
    let text = "";
    const times: number[] = [];
    const until = Date.now() + 1_500;
    while (Date.now() < until) {
      const chunk = await Promise.race([reader.read(), pause(until - Date.now()).then(() => null)]);
      if (!chunk || chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
      times.push(Date.now());
    }
    const events = text.match(/event: orders\n/g) ?? [];
    expect(events.length).toBeGreaterThanOrEqual(1);
    // Ten inserts, a few milliseconds each: the first event at once, the rest in one more.
    expect(events.length).toBeLessThanOrEqual(2);
    expect(Math.max(...times)).toBeGreaterThanOrEqual(lastChange);
    abort.abort();
  });

  it("sends a heartbeat comment while nothing changes", async () => {
    const abort = new AbortController();
    const response = await orderEventStream(abort.signal, { heartbeatMs: 50 });
    const reader = response.body!.getReader();
    const text = await readUntil(reader, /: heartbeat\n\n/, 2_000);
    expect(text).not.toContain("event: orders");
    abort.abort();
    expect(orderEventSubscriberCount()).toBe(0);
  });

  it("lets go when the reader cancels the stream (the browser went away)", async () => {
    const response = await orderEventStream(new AbortController().signal);
    expect(orderEventSubscriberCount()).toBe(1);
    await response.body!.cancel();
    expect(orderEventSubscriberCount()).toBe(0);
  });
});
