// Issue 36, item 3: the shop's pipeline of a request. Each step is checked against the state
// the request is in, written with the order's history, the audit log and the buyer's mail; a
// refund is money going out of the order's payments and the pieces' value taken off its total,
// so the balance the buyer is told stays right; the admin's pages and the photos are admins' only.
import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { claims, mailOutbox, orderEvents, orderItems, orderPayments, orders, productVariants } from "~/db/schema";
import { countClaimsWaiting } from "~/modules/claims/admin-claims.server";
import { claimMailContext } from "~/modules/claims/claim-mails.server";
import { claimSchema } from "~/modules/claims/claim.schema";
import { claimStepSchema } from "~/modules/claims/claim-step.schema";
import type { ClaimAction } from "~/modules/claims/claim-steps";
import { moveClaim } from "~/modules/claims/move-claim.server";
import { openClaim } from "~/modules/claims/open-claim.server";
import { loadOrderAccount } from "~/modules/orders/order-account.server";
import { describeOrderEvent } from "~/modules/orders/order-history";
import type { PaymentForm } from "~/modules/orders/payments";
import { action as stepAction, loader as claimPageLoader } from "~/routes/admin/claim";
import { loader as photoLoader } from "~/routes/resources/admin-claim-photo";
import { freshIp, ORIGIN } from "../setup/accounts";
import { auditEntries, TEST_ADMIN } from "../setup/audit";
import { orderOfThree } from "../setup/claims";
import { args, picture, setupCustomRequests } from "../setup/custom-requests";
import { SHOP_ORIGIN } from "../setup/orders";
import { outcomeOf } from "../setup/reviews";
import { readCustomerPhotos } from "~/modules/media/customer-photos.server";

const cookies = setupCustomRequests();

const context = () => claimMailContext(SHOP_ORIGIN.origin);

/** A delivered order of three, paid in full, and a return of one of them opened by its buyer. */
async function openedReturn({ photos = 0 } = {}) {
  const placed = await orderOfThree();
  await db()
    .update(orders)
    .set({ amountPaid: placed.order.totalAmount, paymentStatus: "paid" })
    .where(eq(orders.id, placed.order.id));
  const files = await Promise.all(
    Array.from({ length: photos }, async (_, i) => new File([new Uint8Array(await picture())], `p${i}.jpg`)),
  );
  const read = await readCustomerPhotos(files, 6);
  if (!read.ok) throw new Error(read.error);
  const input = claimSchema.parse({
    kind: "return",
    reason: "not_as_described",
    lines: [{ orderItemId: placed.line.id, quantity: 1 }],
    idempotencyKey: randomUUID(),
  });
  const opened = await openClaim(placed.order.id, input, { photos: read.photos, mail: await context() });
  if (!opened.ok) throw new Error(opened.message);
  return { ...placed, claimId: opened.claimId };
}

const step = (claimId: string, action: ClaimAction, extra: Record<string, string> = {}) =>
  claimStepSchema().parse({ claimId, action, requestKey: randomUUID(), ...extra });

const refundForm = (amount: number, requestKey = randomUUID()): PaymentForm => ({
  orderId: "00000000-0000-4000-8000-000000000000",
  requestKey,
  amount,
  kind: "refund",
  method: "bank_transfer",
  receivedOn: new Date().toISOString().slice(0, 10),
  reference: "IBFT-7731",
});

const mailsOf = (email: string, kind: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.kind, kind)));

const tomorrow = () => new Date(Date.now() + 29 * 3_600_000).toISOString().slice(0, 10);

describe("a return through the pipeline", () => {
  it("mails the buyer and the shop when opened, and the order's history tells of it", async () => {
    const { order, claimId } = await openedReturn();
    expect(await mailsOf(order.email, "claim-received")).toHaveLength(1);
    const [notice] = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "claim-notification"));
    expect(notice!.subject).toContain(`return on order #${order.number}`);
    expect(notice!.text).toContain("Not as described or pictured");
    expect(notice!.text).toContain(`${SHOP_ORIGIN.origin}/admin/claims/${claimId}`);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map(describeOrderEvent)).toContain("Return request opened");
    expect(await countClaimsWaiting()).toBeGreaterThanOrEqual(1);
  });

  it("approves with a day, collects, refunds: the order's total and payments follow, the balance stays nil", async () => {
    const { order, claimId, line } = await openedReturn();
    const before = await loadOrderAccount(db(), (await db().select().from(orders).where(eq(orders.id, order.id)))[0]!);
    expect(before.money.balance).toBe(0);
    const ctx = await context();
    expect(await moveClaim(step(claimId, "review"), null, TEST_ADMIN, ctx)).toMatchObject({ ok: true });
    const approved = await moveClaim(
      step(claimId, "approve", { bookedDay: tomorrow(), slot: "11" }),
      null,
      TEST_ADMIN,
      ctx,
    );
    expect(approved).toMatchObject({ ok: true, repeated: false });
    const [approvedMail] = await mailsOf(order.email, "claim-approved");
    expect(approvedMail!.text).toContain("comes to collect the pieces on");
    expect(approvedMail!.text).toContain("11:00-13:00");
    expect(await moveClaim(step(claimId, "collect"), null, TEST_ADMIN, ctx)).toMatchObject({ ok: true });

    // More than the piece cost is refused, and changes nothing.
    const tooMuch = await moveClaim(step(claimId, "refund"), refundForm(line.unitPrice + 1), TEST_ADMIN, ctx);
    expect(tooMuch).toMatchObject({ ok: false, status: 400, field: "amount" });
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.returnedAmount).toBe(0);

    const key = randomUUID();
    const refundStep = step(claimId, "refund");
    expect(await moveClaim(refundStep, refundForm(line.unitPrice, key), TEST_ADMIN, ctx)).toMatchObject({
      ok: true,
      repeated: false,
    });
    // The same post again is the same refund.
    expect(await moveClaim(refundStep, refundForm(line.unitPrice, key), TEST_ADMIN, ctx)).toMatchObject({
      ok: true,
      repeated: true,
    });
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({
      totalAmount: order.totalAmount - line.unitPrice,
      returnedAmount: line.unitPrice,
      amountPaid: order.totalAmount - line.unitPrice,
    });
    const refunds = await db()
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.kind, "refund")));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: line.unitPrice, method: "bank_transfer", reference: "IBFT-7731" });
    const [claim] = await db().select().from(claims).where(eq(claims.id, claimId));
    expect(claim).toMatchObject({ state: "refunded", refundPaymentId: refunds[0]!.id });

    // The buyer's account: refunded, nothing owed, the returned piece among the money lines.
    const account = await loadOrderAccount(db(), after!);
    expect(account.money.balance).toBe(0);
    expect(account.money.refunded).toBe(line.unitPrice);
    expect(account.money.lines.at(-1)).toMatchObject({
      kind: "returned",
      value: `−PKR ${line.unitPrice.toLocaleString("en-US")}`,
    });
    const [refundMail] = await mailsOf(order.email, "claim-refunded");
    expect(refundMail!.text).toContain(
      `We have refunded PKR ${line.unitPrice.toLocaleString("en-US")} by bank transfer (reference IBFT-7731).`,
    );

    // Each step in the audit log and the order's history.
    for (const action of ["claim.review", "claim.approve", "claim.collect", "claim.refund"]) {
      expect(
        (await auditEntries(action)).some((entry) => entry.targetId === order.id),
        action,
      ).toBe(true);
    }
    const history = (await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map(
      describeOrderEvent,
    );
    expect(history).toEqual(
      expect.arrayContaining([
        "Return request: Received → Being reviewed",
        "Return request: Picked up → Refunded",
        `Refund recorded: PKR ${line.unitPrice.toLocaleString("en-US")} by bank transfer`,
      ]),
    );
  });

  it("settles an order whose every piece came back and was refunded: nothing owed, nothing waiting", async () => {
    // An order delivered free (no fee), paid in full, all three pieces returned.
    const placed = await orderOfThree();
    const subtotal = placed.order.subtotal - placed.order.discountAmount;
    await db()
      .update(orders)
      .set({ deliveryFee: 0, deliveryDiscount: 0, totalAmount: subtotal, amountPaid: subtotal, paymentStatus: "paid" })
      .where(eq(orders.id, placed.order.id));
    const ctx = await context();
    const input = claimSchema.parse({
      kind: "return",
      reason: "changed_mind",
      lines: [{ orderItemId: placed.line.id, quantity: 3 }],
      idempotencyKey: randomUUID(),
    });
    const opened = await openClaim(placed.order.id, input, { photos: [], mail: ctx });
    if (!opened.ok) throw new Error(opened.message);
    await moveClaim(step(opened.claimId, "approve", { bookedDay: tomorrow() }), null, TEST_ADMIN, ctx);
    await moveClaim(step(opened.claimId, "collect"), null, TEST_ADMIN, ctx);
    expect(await moveClaim(step(opened.claimId, "refund"), refundForm(subtotal), TEST_ADMIN, ctx)).toMatchObject({
      ok: true,
    });
    const [after] = await db().select().from(orders).where(eq(orders.id, placed.order.id));
    expect(after).toMatchObject({ totalAmount: 0, amountPaid: 0, returnedAmount: subtotal, paymentStatus: "paid" });
    expect((await loadOrderAccount(db(), after!)).money.balance).toBe(0);
  });

  it("refuses a step the state does not allow, and a decline without its reason", async () => {
    const { claimId } = await openedReturn();
    const ctx = await context();
    expect(await moveClaim(step(claimId, "collect"), null, TEST_ADMIN, ctx)).toMatchObject({ ok: false, status: 409 });
    expect(claimStepSchema().safeParse({ claimId, action: "decline", requestKey: randomUUID() }).success).toBe(false);
    expect(
      await moveClaim(step(claimId, "decline", { decision: "Worn pieces cannot be returned." }), null, TEST_ADMIN, ctx),
    ).toMatchObject({ ok: true });
    expect(await moveClaim(step(claimId, "approve", { bookedDay: tomorrow() }), null, TEST_ADMIN, ctx)).toMatchObject({
      ok: false,
      status: 409,
    });
  });
});

describe("a replacement", () => {
  it("is a new order at zero of the same pieces, taking their stock; refused with the reason when none is left", async () => {
    const { order, claimId, line } = await openedReturn();
    const ctx = await context();
    await moveClaim(step(claimId, "approve", { bookedDay: tomorrow() }), null, TEST_ADMIN, ctx);
    await moveClaim(step(claimId, "collect"), null, TEST_ADMIN, ctx);
    const stock = async () =>
      (await db().select().from(productVariants).where(eq(productVariants.id, line.variantId!)))[0]!.stock;

    // None left: refused, nothing written.
    const before = await stock();
    await db().update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, line.variantId!));
    const short = await moveClaim(step(claimId, "replace"), null, TEST_ADMIN, ctx);
    expect(short).toMatchObject({ ok: false, status: 409 });
    expect((short as { message: string }).message).toContain("sold out");
    expect((await db().select().from(claims).where(eq(claims.id, claimId)))[0]!.state).toBe("picked_up");

    await db().update(productVariants).set({ stock: before }).where(eq(productVariants.id, line.variantId!));
    expect(await moveClaim(step(claimId, "replace"), null, TEST_ADMIN, ctx)).toMatchObject({ ok: true });
    expect(await moveClaim(step(claimId, "replace"), null, TEST_ADMIN, ctx)).toMatchObject({ repeated: true });
    const [claim] = await db().select().from(claims).where(eq(claims.id, claimId));
    const [replacement] = await db().select().from(orders).where(eq(orders.id, claim!.replacementOrderId!));
    expect(replacement).toMatchObject({ totalAmount: 0, status: "confirmed", email: order.email, city: order.city });
    expect(replacement!.notes).toContain(`Replacement for order #${order.number}`);
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, replacement!.id));
    expect(items).toEqual([expect.objectContaining({ variantId: line.variantId, quantity: 1, unitPrice: 0 })]);
    expect(await stock()).toBe(before - 1);
    const [mail] = await mailsOf(order.email, "claim-replaced");
    expect(mail!.text).toContain(`We are replacing the pieces at no charge: order #${replacement!.number}.`);
  });
});

describe("the admin's pages", () => {
  const get = (path: string, cookie?: string) =>
    new Request(`${ORIGIN}${path}`, {
      headers: { "x-forwarded-for": freshIp(), ...(cookie ? { cookie } : {}) },
    });

  it("are an admin's only; the photos are served to admins alone", async () => {
    const { claimId } = await openedReturn({ photos: 1 });
    const page = await outcomeOf(() =>
      claimPageLoader(args(get(`/admin/claims/${claimId}`, cookies.admin), { id: claimId })),
    );
    expect(page.status).toBe(200);
    const detail = (page.body as { claim: { photos: string[]; actions: string[] } }).claim;
    expect(detail.actions).toEqual(["review", "approve", "decline", "close"]);
    const [photo] = detail.photos;
    const file = photo!.split("/").at(-1)!;
    const served = await photoLoader(args(get(`${photo}?w=400`, cookies.admin), { file }));
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    for (const cookie of [cookies.customer, undefined]) {
      expect((await outcomeOf(() => photoLoader(args(get(`${photo}?w=400`, cookie), { file })))).status).toBe(403);
      const refused = await outcomeOf(() =>
        claimPageLoader(args(get(`/admin/claims/${claimId}`, cookie), { id: claimId })),
      );
      expect(refused.status).toBe(302);
    }
    // A customer's post of a step is turned away before anything is read.
    const post = new Request(`${ORIGIN}/admin/claims/${claimId}`, {
      method: "POST",
      headers: { origin: ORIGIN, "x-forwarded-for": freshIp(), cookie: cookies.customer },
      body: new URLSearchParams({ action: "review", requestKey: randomUUID() }),
    });
    expect((await outcomeOf(() => stepAction(args(post, { id: claimId })))).status).toBe(302);
    expect((await db().select().from(claims).where(eq(claims.id, claimId)))[0]!.state).toBe("received");

    // The admin's post takes the step.
    const admin = new Request(`${ORIGIN}/admin/claims/${claimId}`, {
      method: "POST",
      headers: { origin: ORIGIN, "x-forwarded-for": freshIp(), cookie: cookies.admin },
      body: new URLSearchParams({ action: "review", requestKey: randomUUID() }),
    });
    expect((await outcomeOf(() => stepAction(args(admin, { id: claimId })))).status).toBe(200);
    expect((await db().select().from(claims).where(eq(claims.id, claimId)))[0]!.state).toBe("reviewing");
  });
});
