import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { cartItems, mailOutbox, orderEvents, orders } from "~/db/schema";
import { sendDueMail } from "~/modules/mail/worker.server";
import { changeOrderStatus } from "~/modules/orders/change-status.server";
import { setDeliveryDate } from "~/modules/orders/delivery-date.server";
import { orderHistory } from "~/modules/orders/order-history.server";
import { trackOrder } from "~/modules/orders/tracking.server";
import { saveShopSettings } from "~/modules/settings/settings.server";
import { auditEntries, TEST_ADMIN } from "../setup/audit";
import { checkoutInput, expectOk, makeCustomer, makeProduct, placeAsShown, SHOP_ORIGIN } from "../setup/orders";
import { setupTestDatabase } from "../setup/test-database";

// An order's history, its status mails (in the change's transaction, one per burst of changes)
// and its planned delivery day.

setupTestDatabase();

const admin = { kind: "admin" as const, by: TEST_ADMIN };

async function newOrder() {
  const user = await makeCustomer();
  const product = await makeProduct({ price: 40_000, stock: 10 });
  await db()
    .insert(cartItems)
    .values({ userId: user, productId: product.id, variantId: product.variantId, quantity: 1 });
  return expectOk(await placeAsShown(user, checkoutInput())).order;
}

/** The mails of one topic that wait in the outbox (not yet tried). */
const waiting = (topic: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.topic, topic), eq(mailOutbox.status, "pending")));

const statusTopic = (orderId: string) => `order-status:${orderId}`;

describe("the history", () => {
  it("records the placing, each status change with who made it, and the customer's own cancelling", async () => {
    const order = await newOrder();
    await changeOrderStatus(order.id, "confirmed", admin, SHOP_ORIGIN);
    await changeOrderStatus(order.id, "confirmed", admin, SHOP_ORIGIN); // a retry: nothing new
    const history = await orderHistory(order.id);
    expect(history.map((event) => [event.kind, event.actor, event.actorLabel, event.changes])).toEqual([
      ["placed", "customer", "Customer", {}],
      ["status", "admin", TEST_ADMIN.email, { status: { before: "pending", after: "confirmed" } }],
    ]);

    const other = await newOrder();
    const [row] = await db().select().from(orders).where(eq(orders.id, other.id));
    const customer = { userId: row!.userId!, email: row!.email, emailVerified: true };
    expect(await changeOrderStatus(other.id, "cancelled", { kind: "customer", customer }, SHOP_ORIGIN)).toMatchObject({
      ok: true,
    });
    const [cancelled] = (await orderHistory(other.id)).slice(-1);
    expect(cancelled).toMatchObject({ actor: "customer", actorLabel: "Customer", kind: "status" });
    expect(cancelled!.changes).toEqual({ status: { before: "pending", after: "cancelled" } });
  });

  it("a refused change leaves no entry and no mail", async () => {
    const order = await newOrder();
    // Someone else's order, as a customer: refused as not found.
    const stranger = { userId: await makeCustomer(), email: "stranger@example.com", emailVerified: true };
    const refused = await changeOrderStatus(
      order.id,
      "cancelled",
      { kind: "customer", customer: stranger },
      SHOP_ORIGIN,
    );
    expect(refused).toMatchObject({ ok: false, status: 404 });
    expect((await orderHistory(order.id)).map((event) => event.kind)).toEqual(["placed"]);
    expect(await waiting(statusTopic(order.id))).toHaveLength(0);
  });

  it("orders from before the history get their creation and current status from the migration", async () => {
    const order = await newOrder();
    await db().update(orders).set({ status: "in_production" }).where(eq(orders.id, order.id));
    await db().delete(orderEvents);
    const migration = readFileSync("drizzle/0014_order_history.sql", "utf8");
    const backfill = migration
      .split("--> statement-breakpoint")
      .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
      .filter((statement) => statement.startsWith('INSERT INTO "order_events"'));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await db().execute(sql.raw(statement));
    const history = await orderHistory(order.id);
    expect(history.map((event) => [event.kind, event.changes.status?.after])).toEqual([
      ["placed", "pending"],
      ["status", "in_production"],
    ]);
  });
});

describe("status mails", () => {
  it("are queued in the change's transaction, delayed, for the announced statuses only", async () => {
    const order = await newOrder();
    await changeOrderStatus(order.id, "confirmed", admin, SHOP_ORIGIN);
    const [mail] = await waiting(statusTopic(order.id));
    expect(mail).toMatchObject({
      kind: "order-status",
      to: order.email,
      subject: expect.stringContaining("Confirmed"),
    });
    expect(mail!.text).toContain(`Order #${order.number}: Confirmed.`);
    expect(mail!.text).toContain(`/track-order?order=${order.number}`);
    // It waits: a second change within the delay replaces it (ORDER_MAIL_DELAY_SECONDS, 60 by default).
    expect(mail!.nextAttemptAt.getTime() - mail!.createdAt.getTime()).toBeGreaterThanOrEqual(59_000);
    expect(await sendDueMail()).toMatchObject({ sent: 0 });

    // Work Started is not announced by default: changing to it withdraws the waiting mail and sends none.
    await changeOrderStatus(order.id, "work_started", admin, SHOP_ORIGIN);
    expect(await waiting(statusTopic(order.id))).toHaveLength(0);
  });

  it("two changes within the delay send one mail, with the last state", async () => {
    const order = await newOrder();
    await changeOrderStatus(order.id, "confirmed", admin, SHOP_ORIGIN);
    await changeOrderStatus(order.id, "in_production", admin, SHOP_ORIGIN);
    const queued = await waiting(statusTopic(order.id));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.subject).toContain("In Production");
    // Once due, it is sent; a change after that is a new mail, and the sent one stays.
    await sendDueMail({ now: new Date(Date.now() + 61_000) });
    await changeOrderStatus(order.id, "ready_for_delivery", admin, SHOP_ORIGIN);
    const all = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.topic, statusTopic(order.id)))
      .orderBy(mailOutbox.createdAt);
    expect(all.map((row) => [row.status, row.subject.split(":")[1]?.split(" - ")[0]?.trim()])).toEqual([
      ["sent", "In Production"],
      ["pending", "Ready for Delivery"],
    ]);
  });

  it("a failure while queueing the mail leaves neither the change, nor its entry, nor a mail", async () => {
    const order = await newOrder();
    // An address the outbox refuses: the mail cannot be queued, so the change must not happen either.
    await db().update(orders).set({ email: "not an address" }).where(eq(orders.id, order.id));
    await expect(changeOrderStatus(order.id, "confirmed", admin, SHOP_ORIGIN)).rejects.toThrow();
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("pending");
    expect((await orderHistory(order.id)).map((event) => event.kind)).toEqual(["placed"]);
    expect(await waiting(statusTopic(order.id))).toHaveLength(0);
  });

  it("follow the settings' choice of statuses", async () => {
    const order = await newOrder();
    await saveShopSettings({ announcedStatuses: ["work_started"] });
    try {
      await changeOrderStatus(order.id, "confirmed", admin, SHOP_ORIGIN);
      expect(await waiting(statusTopic(order.id))).toHaveLength(0);
      await changeOrderStatus(order.id, "work_started", admin, SHOP_ORIGIN);
      expect((await waiting(statusTopic(order.id)))[0]!.subject).toContain("Work Started");
    } finally {
      await saveShopSettings({});
    }
  });
});

describe("the planned delivery day", () => {
  const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it("is saved with its history entry, audit entry and mail; the same day again changes nothing", async () => {
    const order = await newOrder();
    const plan = { orderId: order.id, date: dayAhead(10), slot: 11 };
    expect(await setDeliveryDate(plan, TEST_ADMIN, SHOP_ORIGIN)).toMatchObject({ ok: true, changed: true });
    expect(await setDeliveryDate(plan, TEST_ADMIN, SHOP_ORIGIN)).toMatchObject({ ok: true, changed: false });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ deliveryDate: plan.date, deliverySlotStart: 11 });
    const entries = (await orderHistory(order.id)).filter((event) => event.kind === "delivery-date");
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toEqual({ delivery: { before: null, after: { date: plan.date, slotStart: 11 } } });
    expect((await auditEntries("order.delivery-date")).filter((entry) => entry.targetId === order.id)).toHaveLength(1);
    const [mail] = await waiting(`order-delivery-date:${order.id}`);
    expect(mail!.subject).toMatch(
      new RegExp(`^\\[Test order\\] Delivery day for order #${order.number}: .*11:00-13:00`),
    );
  });

  it("moved at once, sends one mail that says the last day; moved later, says where from", async () => {
    const order = await newOrder();
    const topic = `order-delivery-date:${order.id}`;
    await setDeliveryDate({ orderId: order.id, date: dayAhead(10), slot: null }, TEST_ADMIN, SHOP_ORIGIN);
    await setDeliveryDate({ orderId: order.id, date: dayAhead(12), slot: 15 }, TEST_ADMIN, SHOP_ORIGIN);
    const queued = await waiting(topic);
    expect(queued).toHaveLength(1);
    // The customer never heard of the first day: this is their first delivery mail, not a move.
    expect(queued[0]!.subject).toMatch(/^\[Test order\] Delivery day for order/);
    expect(queued[0]!.subject).toContain("15:00-17:00");

    await sendDueMail({ now: new Date(Date.now() + 61_000) });
    // Days later (the history says so), the crew moves it: the mail names the day it moves from.
    await db()
      .update(orderEvents)
      .set({ at: sql`${orderEvents.at} - interval '2 days'` })
      .where(eq(orderEvents.orderId, order.id));
    await setDeliveryDate({ orderId: order.id, date: dayAhead(14), slot: 9 }, TEST_ADMIN, SHOP_ORIGIN);
    const [moved] = await waiting(topic);
    expect(moved!.subject).toMatch(/^\[Test order\] New delivery day for order/);
    expect(moved!.text).toContain("15:00-17:00 to");
  });

  it("is refused for a cancelled order", async () => {
    const order = await newOrder();
    await changeOrderStatus(order.id, "cancelled", admin, SHOP_ORIGIN);
    const refused = await setDeliveryDate(
      { orderId: order.id, date: dayAhead(3), slot: null },
      TEST_ADMIN,
      SHOP_ORIGIN,
    );
    expect(refused).toMatchObject({ ok: false, status: 409 });
  });
});

describe("tracking", () => {
  it("shows the day each step was reached and the planned delivery, and nothing of who changed it", async () => {
    const order = await newOrder();
    await changeOrderStatus(order.id, "confirmed", admin, SHOP_ORIGIN);
    await changeOrderStatus(order.id, "in_production", admin, SHOP_ORIGIN);
    await setDeliveryDate(
      { orderId: order.id, date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10), slot: 13 },
      TEST_ADMIN,
      SHOP_ORIGIN,
    );
    const result = await trackOrder({
      order: order.number,
      contact: null,
      client: "tracking-history-test",
      viewer: async () => ({ customer: null, isAdmin: false }),
    });
    if (result.state !== "found") throw new Error(`expected the order, got ${result.state}`);
    const dated = result.order.account.steps.filter((step) => step.reachedOn !== null).map((step) => step.status);
    expect(dated).toEqual(["pending", "confirmed", "in_production"]);
    expect(result.order.account.delivery).toMatchObject({ kind: "planned", slotStart: 13 });
    // A stranger's view carries dates only: no admin's address, no history entries.
    expect(JSON.stringify(result.order)).not.toContain(TEST_ADMIN.email);
  });
});
