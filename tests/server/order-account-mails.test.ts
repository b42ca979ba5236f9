import { randomUUID } from "node:crypto";
import { and, asc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { cartItems, mailOutbox, orders } from "~/db/schema";
import { sendDueMail } from "~/modules/mail/worker.server";
import { changeOrderStatus } from "~/modules/orders/change-status.server";
import { userOwner } from "~/modules/accounts/basket-owner.server";
import { renderOrderMailAtSending } from "~/modules/orders/order-mail-render.server";
import { placeOrderWithMails } from "~/modules/orders/order-mails.server";
import { recordPayment } from "~/modules/orders/order-payments.server";
import { paymentFormSchema } from "~/modules/orders/payments";
import { getShopSettings } from "~/modules/settings/settings.server";
import { formatShopDate, shopCalendar } from "~/utils/shop-time";
import { auditEntries, TEST_ADMIN } from "../setup/audit";
import {
  checkoutInput,
  expectOk,
  makeCustomer,
  makeProduct,
  placeAsShown,
  SHOP_ORIGIN,
  shownTotalOf,
} from "../setup/orders";
import { setupTestDatabase } from "../setup/test-database";

// Issue 33: an order's mails are true when they leave (rendered again from the order as it is
// when the outbox sends them), and each payment or refund sends a receipt.

setupTestDatabase();

const admin = { kind: "admin" as const, by: TEST_ADMIN };
const today = () => shopCalendar(new Date()).date;
/** Past every mail's waiting minute (ORDER_MAIL_DELAY_SECONDS). */
const afterTheMinute = () => new Date(Date.now() + 61_000);
const send = () => sendDueMail({ now: afterTheMinute(), renderAtSending: renderOrderMailAtSending });

/** A PKR 265,000 sofa, cash on delivery: the settings ask 50 % in advance. */
async function sofaOrder(options: { withMails?: boolean } = {}) {
  const user = await makeCustomer();
  const product = await makeProduct({ price: 265_000, stock: 5 });
  await db()
    .insert(cartItems)
    .values({ userId: user, productId: product.id, variantId: product.variantId, quantity: 1 });
  if (!options.withMails) return expectOk(await placeAsShown(user, checkoutInput())).order;
  // As checkout places it: with the customer's confirmation and the shop's notification queued.
  const input = checkoutInput();
  const shownTotal = await shownTotalOf(userOwner(user), input);
  return expectOk(await placeOrderWithMails(userOwner(user), { ...input, shownTotal }, SHOP_ORIGIN.origin)).order;
}

const record = async (orderId: string, amount: number, kind: "payment" | "refund" = "payment") =>
  recordPayment(
    paymentFormSchema().parse({
      orderId,
      requestKey: randomUUID(),
      kind,
      amount: String(amount),
      method: "bank_transfer",
      receivedOn: today(),
    }),
    TEST_ADMIN,
    { settings: await getShopSettings(), ...SHOP_ORIGIN },
  );

/** The mails of an order's topics (status, receipt …), oldest first. */
const mailsOf = (orderId: string, kind?: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(like(mailOutbox.topic, `%:${orderId}`), kind ? eq(mailOutbox.kind, kind) : undefined))
    .orderBy(asc(mailOutbox.createdAt));

describe("a mail queued before a payment", () => {
  it("leaves with the payment's effect: the Confirmed mail no longer asks for an advance received in its minute", async () => {
    const order = await sofaOrder();
    expect(order.advanceDue).toBe(132_500);
    await changeOrderStatus(order.id, "confirmed", admin, SHOP_ORIGIN);
    // As queued, the mail asks for the advance.
    const [queued] = await mailsOf(order.id, "order-status");
    expect(queued!.text).toContain("Advance PKR 132,500 due");

    // The owner records the advance within the minute the mail waits.
    expect(await record(order.id, 132_500)).toMatchObject({ ok: true, amountPaid: 132_500 });
    await send();

    const [status] = await mailsOf(order.id, "order-status");
    expect(status!.status).toBe("sent");
    expect(status!.text).toContain(`Order #${order.number}: Confirmed.`);
    expect(status!.text).not.toContain("Advance PKR 132,500 due");
    expect(status!.text).not.toContain("please transfer");
    expect(status!.html).not.toContain("Advance PKR 132,500 due");

    const [receipt] = await mailsOf(order.id, "order-receipt");
    expect(receipt).toMatchObject({ status: "sent", to: order.email });
    // A fresh shop is a preview: its orders are test orders, and their mails say so.
    expect(receipt!.subject).toBe(`[Test order] Payment received for order #${order.number} - Shahkaar Interiors`);
    expect(receipt!.text).toContain("This is a test order");
    expect(receipt!.text).toContain(
      `We received PKR 132,500 by bank transfer on ${formatShopDate(today())}; balance PKR 132,500 on delivery.`,
    );
  });

  it("the placing mail, sent after the owner confirmed and recorded the advance, asks for nothing received", async () => {
    const order = await sofaOrder({ withMails: true });
    const confirmation = () =>
      db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, "order-confirmation"), eq(mailOutbox.to, order.email)));
    const [queued] = await confirmation();
    expect(queued!.render).toMatchObject({ renderer: "order-confirmation", input: { orderId: order.id } });
    expect(queued!.text).toContain("Please transfer the advance of PKR 132,500");
    // The outbox is slow (a busy machine, a mail server down): the owner is quicker.
    await changeOrderStatus(order.id, "confirmed", admin, SHOP_ORIGIN);
    await record(order.id, 132_500);
    await send();

    const [sent] = await confirmation();
    expect(sent!.status).toBe("sent");
    for (const part of [sent!.text, sent!.html]) {
      expect(part).not.toContain("Advance PKR 132,500 due");
      expect(part).not.toContain("transfer the advance");
      expect(part).not.toContain("We will confirm it shortly");
    }
    expect(sent!.text).toContain("We have confirmed your order and booked it into our workshop.");
    expect(sent!.text).toContain(
      "Please have PKR 132,500 ready in cash when your order is delivered. We have received PKR 132,500 so far.",
    );
    const bank = (await getShopSettings()).bank;
    expect(sent!.text).not.toContain(bank.iban);
    // The order page's link still opens the order.
    expect(sent!.text).toMatch(new RegExp(`/orders/${order.number}\\?key=`));
  });

  it("two payments within the minute send one receipt, with the balance after both", async () => {
    const order = await sofaOrder();
    await record(order.id, 100_000);
    await record(order.id, 165_000);
    expect((await mailsOf(order.id, "order-receipt")).filter((mail) => mail.status === "pending")).toHaveLength(1);
    await send();
    const receipts = await mailsOf(order.id, "order-receipt");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain("We received PKR 100,000 by bank transfer");
    expect(receipts[0]!.text).toContain("We received PKR 165,000 by bank transfer");
    expect(receipts[0]!.text).toContain("your order is paid in full.");
  });

  it("a status mail whose status changed since it was claimed is dropped, not sent with the wrong status", async () => {
    const order = await sofaOrder();
    await changeOrderStatus(order.id, "confirmed", admin, SHOP_ORIGIN);
    // The admin reopens the order after the mail was first tried (a claimed mail is not withdrawn).
    await db()
      .update(mailOutbox)
      .set({ attempts: 1 })
      .where(like(mailOutbox.topic, `order-status:${order.id}`));
    await db().update(orders).set({ status: "pending" }).where(eq(orders.id, order.id));
    const report = await send();
    expect(report.dropped).toBeGreaterThanOrEqual(1);
    expect(await mailsOf(order.id, "order-status")).toHaveLength(0);
  });
});

describe("refunds", () => {
  it("cannot exceed what was paid, and send a receipt that says they are refunds", async () => {
    const order = await sofaOrder();
    await record(order.id, 132_500);
    expect(await record(order.id, 140_000, "refund")).toEqual({
      ok: false,
      status: 400,
      message: "A refund cannot be more than the PKR 132,500 this order has been paid.",
    });
    await changeOrderStatus(order.id, "cancelled", admin, SHOP_ORIGIN);
    // A cancelled order takes no more money, whatever a form sends.
    expect(await record(order.id, 1_000)).toEqual({
      ok: false,
      status: 409,
      message: "This order is cancelled: record a refund, or reopen the order before taking a payment.",
    });
    expect(await record(order.id, 132_500, "refund")).toMatchObject({ ok: true, kind: "refund", amountPaid: 0 });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ amountPaid: 0, paymentStatus: "unpaid" });
    await send();
    const [receipt] = await mailsOf(order.id, "order-receipt");
    // The payment's receipt and the refund's were queued within one minute: one mail names both.
    expect(receipt!.text).toContain("We received PKR 132,500 by bank transfer");
    expect(receipt!.text).toContain("We refunded PKR 132,500 by bank transfer");
    expect(receipt!.text).toContain("nothing more is owed on this order");
    expect((await auditEntries("order.refund")).some((entry) => entry.targetId === order.id)).toBe(true);
  });
});
