import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { startSmtpSink, type SmtpSink } from "../setup/smtp-sink";
import { createAdmin, startInstance, type ShopInstance } from "./support/instances";
import { EventStreamReader, ShopClient } from "./support/instances-http";
import { createThrowawayDatabase, instancesServerUrl, type ThrowawayDatabase } from "./support/instances-postgres";
import { addToCart, placedNumber, prepareCheckout, signIn, signUpVerified } from "./support/instances-shop";

/**
 * Two instances of the production build on one PostgreSQL, as behind a load
 * balancer: whatever one instance knows (sessions, rate limits, order events,
 * the mail outbox, stock) the other must know too. playwright.config.ts leaves
 * this file out only off CI when no PostgreSQL answers.
 */
test.describe.configure({ mode: "serial" });

const RUN = `${process.pid}`;
const DATA_ROOT = `test-results/instances-${RUN}`;
const ADMIN = { email: `admin.${RUN}@instances.example`, password: "instances-admin-1", name: "Instance Admin" };
const SHOP_EMAIL = `orders.${RUN}@instances.example`;

let database: ThrowawayDatabase | undefined;
let sink: SmtpSink | undefined;
let sql: pg.Client | undefined;
const instances: ShopInstance[] = [];
let A: ShopInstance;
let B: ShopInstance;

/**
 * Active products with plenty of stock, one per test that needs its own, each at least PKR 50,000:
 * the orders go to Lahore, which delivers those free, so the total the checkout page shows before
 * a city is typed is the one charged (support/instances-shop.ts posts it back).
 */
let productIds: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(150_000);
  database = await createThrowawayDatabase(instancesServerUrl(), `shop_instances_${RUN}`);
  sink = await startSmtpSink(0);
  const env = {
    DATABASE_URL: database.url,
    SMTP_URL: sink.url,
    SHOP_EMAIL,
    // One secret for all: every instance must accept the cookies the others sign.
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    TRUST_PROXY: "true",
    PUBLIC_URL: "",
    MAIL_FROM: "",
    ADMIN_EMAILS: "",
  };
  // Started together on the empty database: both migrate and seed it at once, as a deployment would.
  const started = await Promise.allSettled(
    ["A", "B"].map((name) => startInstance(name, { ...env, DATA_DIR: `${DATA_ROOT}/${name}` })),
  );
  for (const result of started) if (result.status === "fulfilled") instances.push(result.value);
  for (const result of started) if (result.status === "rejected") throw result.reason;
  [A, B] = instances as [ShopInstance, ShopInstance];
  expect(A.origin).not.toBe(B.origin);

  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  // Seeded once although both instances found the database empty.
  const counts = await sql.query<{ products: number; partners: number; settings: number }>(
    `select (select count(*)::int from products) as products, (select count(*)::int from partners) as partners,
            (select count(*)::int from shop_settings) as settings`,
  );
  expect(counts.rows[0]).toEqual({ products: 48, partners: 16, settings: 1 });
  const products = await sql.query<{ id: string }>(
    "select id from products where is_active and stock >= 5 and price >= 50000 order by slug limit 4",
  );
  productIds = products.rows.map((row) => row.id);
  expect(productIds).toHaveLength(4);

  expect(await createAdmin({ ...env, DATA_DIR: `${DATA_ROOT}/admin` }, ADMIN)).toBe(`Created admin ${ADMIN.email}.`);
});

test.afterAll(async () => {
  // Each step on its own: a failure in one must not leave the others undone.
  await Promise.allSettled(instances.map((instance) => instance.stop()));
  await sql?.end().catch(() => {});
  await sink?.close().catch(() => {});
  await database?.drop();
  fs.rmSync(DATA_ROOT, { recursive: true, force: true });
});

test("a session made on one instance is recognised on the other, and signing out ends it on both", async () => {
  const email = `session.${RUN}@instances.example`;
  const customer = new ShopClient("203.0.113.10");
  await signUpVerified(sink!, customer, email, { signUp: A.origin, verify: B.origin });
  // A fresh session made by A, read by B.
  await signIn(customer, A.origin, email);
  const onB = await customer.get(B.origin, "/profile");
  expect(onB.status).toBe(200);
  expect(await onB.text()).toContain(email);

  // Signing out on B deletes the session row: the cookie it was, replayed to either instance, is refused.
  const before = customer.copy();
  const signOut = await customer.request(B.origin, "/api/auth/sign-out", { json: {} });
  expect(signOut.status).toBe(200);
  for (const instance of [A, B]) {
    const replay = await before.get(instance.origin, "/profile");
    expect(replay.status, `the ended session on ${instance.name}`).toBe(302);
    expect(replay.headers.get("location")).toMatch(/^\/auth\b/);
  }
});

test("order tracking's rate limit counts one client's requests on both instances together", async () => {
  const visitor = new ShopClient("198.51.100.23");
  const statuses: number[] = [];
  for (let index = 0; index < 11; index++) {
    const instance = index % 2 === 0 ? A : B;
    statuses.push((await visitor.get(instance.origin, "/track-order?order=0BADF00D")).status);
  }
  // TRACKING_RATE_LIMIT: 10 lookups a minute (app/modules/orders/tracking.server.ts); the order does not exist.
  expect(statuses).toEqual([...Array(10).fill(404), 429]);
  expect((await visitor.get(A.origin, "/track-order?order=0BADF00D")).status, "refused on A as well").toBe(429);
  // Another client is counted apart.
  expect((await new ShopClient("198.51.100.24").get(B.origin, "/track-order?order=0BADF00D")).status).toBe(404);
});

test("an order placed on one instance reaches an admin dashboard streaming from the other", async () => {
  const admin = new ShopClient("203.0.113.20");
  await signIn(admin, B.origin, ADMIN.email, ADMIN.password);
  const abort = new AbortController();
  const stream = await admin.request(B.origin, "/admin/events", { signal: abort.signal });
  expect(stream.status).toBe(200);
  expect(stream.headers.get("content-type")).toContain("text/event-stream");
  const events = new EventStreamReader(stream);
  try {
    await events.waitFor("ready", 1, 10_000);

    const email = `live.${RUN}@instances.example`;
    const customer = new ShopClient("203.0.113.21");
    await signUpVerified(sink!, customer, email, { signUp: A.origin, verify: A.origin });
    await addToCart(customer, A.origin, productIds[0]!);
    expect(events.count("orders"), "nothing changed orders yet").toBe(0);
    const number = placedNumber(await (await prepareCheckout(customer, A.origin, email))());

    await events.waitFor("orders", 1, 10_000);
    // The dashboard that the event makes B's page reload lists the new order.
    const dashboard = await admin.get(B.origin, "/admin");
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain(number);
  } finally {
    abort.abort();
    await events.closed();
  }
});

test("customers racing on both instances for the last three units never oversell", async () => {
  const CUSTOMERS = 10;
  const STOCK = 3;
  const productId = productIds[1]!;
  const customers = Array.from({ length: CUSTOMERS }, (_, index) => ({
    email: `race${index}.${RUN}@instances.example`,
    client: new ShopClient(`192.0.2.${index + 1}`),
    instance: index % 2 === 0 ? A : B,
  }));
  await Promise.all(
    customers.map(({ client, email, instance }) =>
      signUpVerified(sink!, client, email, { signUp: instance.origin, verify: instance.origin }),
    ),
  );
  await sql!.query("update products set stock = $1 where id = $2", [STOCK, productId]);
  for (const { client, instance } of customers) await addToCart(client, instance.origin, productId);
  const place = await Promise.all(
    customers.map(({ client, email, instance }) => prepareCheckout(client, instance.origin, email)),
  );

  const responses = await Promise.all(place.map((post) => post()));
  const outcomes = await Promise.all(
    responses.map(async (response) => ({
      status: response.status,
      body: response.status === 302 ? "" : await response.text(),
    })),
  );
  const won = outcomes.filter((outcome) => outcome.status === 302);
  const lost = outcomes.filter((outcome) => outcome.status !== 302);
  expect(won).toHaveLength(STOCK);
  for (const outcome of lost) {
    expect(outcome.status).toBe(409);
    expect(outcome.body).toContain("Failed to place order. Please try again. Not enough stock:");
  }

  const stock = await sql!.query<{ stock: number }>("select stock from products where id = $1", [productId]);
  expect(stock.rows[0]!.stock).toBe(0);
  const sold = await sql!.query<{ units: number; orders: number }>(
    "select coalesce(sum(quantity), 0)::int as units, count(distinct order_id)::int as orders from order_items where product_id = $1",
    [productId],
  );
  expect(sold.rows[0]).toEqual({ units: STOCK, orders: STOCK });
  // The losers' transactions rolled back whole: their carts still hold the piece.
  const carts = await sql!.query<{ n: number }>("select count(*)::int as n from cart_items where product_id = $1", [
    productId,
  ]);
  expect(carts.rows[0]!.n).toBe(CUSTOMERS - STOCK);
});

test("every queued mail is sent exactly once though both instances run a worker", async () => {
  // Two more orders, one per instance, so that both workers have order mail to race for.
  for (const [index, instance] of [A, B].entries()) {
    const email = `mail${index}.${RUN}@instances.example`;
    const customer = new ShopClient(`203.0.113.${40 + index}`);
    await signUpVerified(sink!, customer, email, { signUp: instance.origin, verify: instance.origin });
    await addToCart(customer, instance.origin, productIds[2 + index]!);
    placedNumber(await (await prepareCheckout(customer, instance.origin, email))());
  }

  const outbox = async () =>
    (
      await sql!.query<{ id: string; to: string; subject: string; status: string; kind: string }>(
        'select id, "to", subject, status, kind from mail_outbox order by created_at',
      )
    ).rows;
  await expect
    .poll(async () => (await outbox()).filter((row) => row.status !== "sent").length, { timeout: 30_000 })
    .toBe(0);
  const rows = await outbox();
  const kinds = new Set(rows.map((row) => row.kind));
  expect([...kinds].sort()).toEqual(["order-confirmation", "order-notification", "verify-email"]);
  // 4 orders so far (one live, three won the race) plus the two just placed: two mails each.
  expect(rows.filter((row) => row.kind === "order-confirmation")).toHaveLength(6);

  // Each outbox row went out once: its id is the Message-ID, so a second send would show twice.
  await new Promise((resolve) => setTimeout(resolve, 3000)); // a duplicate would arrive within a poll or two
  const messageIds = sink!.received.map((mail) => /^<([0-9a-f-]{36})@/.exec(mail.header("Message-ID") ?? "")?.[1]);
  expect(messageIds.slice().sort()).toEqual(rows.map((row) => row.id).sort());
  const sent = (mail: { to: string; subject: string }) => `${mail.to} | ${mail.subject}`;
  const received = sink!.received.map((mail) =>
    sent({ to: mail.envelopeTo.join(","), subject: mail.header("Subject")! }),
  );
  expect(received.sort()).toEqual(rows.map(sent).sort());
});

test("a mail given up on shows on either dashboard, and Send again delivers it once", async () => {
  const to = `lost.${RUN}@instances.example`;
  const inserted = await sql!.query<{ id: string }>(
    `insert into mail_outbox (kind, "to", subject, html, text, status, attempts, last_error)
     values ('order-confirmation', $1, 'Order Confirmed', '<p>Thank you</p>', 'Thank you', 'failed', 12,
             '550 5.1.1 mailbox unavailable') returning id`,
    [to],
  );
  const id = inserted.rows[0]!.id;
  const admin = new ShopClient("203.0.113.60");
  await signIn(admin, A.origin, ADMIN.email, ADMIN.password);
  for (const instance of [A, B]) {
    const page = await (await admin.get(instance.origin, "/admin")).text();
    expect(page, instance.name).toContain("1 e-mail could not be sent");
    expect(page, instance.name).toContain(to);
    expect(page, instance.name).toContain("550 5.1.1 mailbox unavailable");
  }

  const received = sink!.received.length;
  const resend = await admin.post(B.origin, "/admin?index", { intent: "resend-mail" });
  expect(resend.status).toBe(200);
  expect(await resend.text()).toContain("1 e-mail queued to be sent again.");
  await expect
    .poll(async () => (await sql!.query("select status from mail_outbox where id = $1", [id])).rows[0].status)
    .toBe("sent");
  // Pressed again (a retried request): nothing left to queue, nothing sent twice.
  expect(await (await admin.post(A.origin, "/admin?index", { intent: "resend-mail" })).text()).toContain(
    "There was no unsent e-mail to send again.",
  );
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const delivered = sink!.received.slice(received);
  expect(delivered.map((mail) => mail.envelopeTo.join(","))).toEqual([to]);
  expect(delivered[0]!.header("Message-ID")).toContain(id);
  expect(await (await admin.get(A.origin, "/admin")).text()).not.toContain("could not be sent");
});
