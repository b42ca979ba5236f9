import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, customQuotes, customRequests, orderItems, orders } from "~/db/schema";
import { acceptQuote } from "~/modules/made-to-order/accept-quote.server";
import { sendQuote } from "~/modules/made-to-order/quotes.server";
import { action as adminAction } from "~/routes/admin/request";
import { action as requestAction } from "~/routes/storefront/custom-request";
import { ORIGIN, pageRequest, thrownResponse } from "../setup/accounts";
import {
  args,
  daysFromToday,
  delivery,
  latestQuote,
  mailsOfKind,
  newRequest,
  OWNER_ACTOR,
  quoteForm,
  requestLinkIn,
  setupCustomRequests,
} from "../setup/custom-requests";
import { unwrap } from "../setup/inbox";

// Quotes and acceptance (issue 18): the latest, unexpired quote is accepted exactly once.

const cookies = setupCustomRequests();

describe("a quote", () => {
  it("is written in the admin, mailed with the private link and audited; a revision replaces it", async () => {
    const { row } = await newRequest();
    const form = {
      intent: "quote",
      requestKey: randomUUID(),
      lineDescription: "Sheesham dining table, 8 seats",
      lineQuantity: "1",
      linePrice: "400,000",
      deliveryIncluded: "on",
      deliveryFee: "",
      leadTimeWeeks: "6",
      advancePercent: "50",
      validUntil: daysFromToday(10),
      note: "",
    };
    const body = new URLSearchParams(form);
    body.append("lineDescription", "Dining chair");
    body.append("lineQuantity", "8");
    body.append("linePrice", "10000");
    for (let blank = 0; blank < 4; blank++)
      ["lineDescription", "lineQuantity", "linePrice"].forEach((name) =>
        body.append(name, name === "lineQuantity" ? "1" : ""),
      );
    const post = () =>
      adminAction(
        args(
          new Request(`${ORIGIN}/admin/requests/${row.id}`, {
            method: "POST",
            headers: { origin: ORIGIN, cookie: cookies.admin },
            body,
          }),
          { id: row.id },
        ),
      );
    const result = unwrap<{ ok: boolean; message: string }>(await post());
    expect(result.body).toMatchObject({ ok: true, message: "Quote sent to the customer." });
    // The same form again is the same quote.
    expect(unwrap<{ ok: boolean }>(await post()).body.ok).toBe(true);
    const quotes = await db().select().from(customQuotes).where(eq(customQuotes.requestId, row.id));
    expect(quotes).toHaveLength(1);
    expect(quotes[0]).toMatchObject({
      version: 1,
      subtotal: 480_000,
      deliveryFee: null,
      total: 480_000,
      advancePercent: 50,
    });

    const [mail] = await mailsOfKind("request-quote");
    expect(mail!.subject).toBe(`Your quote for request ${row.number}: PKR 480,000`);
    expect(mail!.text).toContain("Advance (50%)");
    expect(mail!.text).toContain("PKR 240,000");
    expect(requestLinkIn(mail!.text).path).toBe(`/requests/${row.number}`);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "request.quoted"));
    expect(audit).toHaveLength(1);

    await sendQuote(
      row.id,
      quoteForm({ lines: [{ description: "Table only", quantity: 1, unitPrice: 390_000 }] }),
      OWNER_ACTOR,
      ORIGIN,
    );
    const revised = await latestQuote(row.id);
    expect(revised.version).toBe(2);
    const mails = await mailsOfKind("request-quote");
    expect(mails.map((sent) => sent.subject)).toContain(`Your revised quote for request ${row.number}: PKR 390,000`);
  });

  it("refuses a quote with no priced line, a past last day or a bad delivery charge, and stores nothing", async () => {
    const { row } = await newRequest();
    const body = new URLSearchParams({
      intent: "quote",
      requestKey: randomUUID(),
      lineDescription: "",
      lineQuantity: "1",
      linePrice: "",
      deliveryFee: "lots",
      leadTimeWeeks: "0",
      advancePercent: "150",
      validUntil: "2020-01-01",
    });
    const result = unwrap<{ ok: boolean; errors: Record<string, string> }>(
      await adminAction(
        args(
          new Request(`${ORIGIN}/admin/requests/${row.id}`, {
            method: "POST",
            headers: { origin: ORIGIN, cookie: cookies.admin },
            body,
          }),
          {
            id: row.id,
          },
        ),
      ),
    );
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.errors).sort()).toEqual(["advancePercent", "leadTimeWeeks", "lines", "validUntil"]);
    expect(await db().select().from(customQuotes)).toHaveLength(0);
  });
});

describe("accepting a quote", () => {
  it("places one order with the quote's lines, total and advance, linked to the request", async () => {
    const { row } = await newRequest();
    await sendQuote(row.id, quoteForm(), OWNER_ACTOR, ORIGIN);
    const quote = await latestQuote(row.id);
    const outcome = await acceptQuote(row.id, quote.id, delivery, ORIGIN);
    expect(outcome).toMatchObject({ ok: true, repeated: false });
    const [order] = await db().select().from(orders).where(eq(orders.customRequestId, row.id));
    expect(order).toMatchObject({
      status: "pending",
      subtotal: 480_000,
      deliveryFee: 0,
      totalAmount: 480_000,
      advanceDue: 240_000,
      fullName: "Sana Iqbal",
      email: "sana@shop.example",
      address: delivery.address,
      city: "Lahore",
    });
    expect(order!.customerConfirmedAt).not.toBeNull();
    expect(order!.deliveryEarliest).toBe(daysFromToday(42));
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items.map((item) => [item.productName, item.productId, item.quantity, item.unitPrice]).sort()).toEqual([
      ["Dining chair, walnut inlay", null, 8, 10_000],
      ["Sheesham dining table, 8 seats", null, 1, 400_000],
    ]);
    const [stored] = await db().select().from(customRequests).where(eq(customRequests.id, row.id));
    expect(stored!.state).toBe("accepted");
    expect(await mailsOfKind("order-confirmation")).toHaveLength(1);
    const [notification] = await mailsOfKind("order-notification");
    // The shop's copy opens the order's details in the admin (by its id, as the orders page reads it).
    expect(notification!.text).toContain(`${ORIGIN}/admin?order=${order!.id}`);
  });

  it("makes exactly one order from ten acceptances at once", async () => {
    const { row } = await newRequest();
    await sendQuote(row.id, quoteForm(), OWNER_ACTOR, ORIGIN);
    const quote = await latestQuote(row.id);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => acceptQuote(row.id, quote.id, delivery, ORIGIN)),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes.filter((outcome) => outcome.ok && !outcome.repeated)).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => outcome.ok && outcome.orderNumber)).size).toBe(1);
    expect(await db().select().from(orders).where(eq(orders.customRequestId, row.id))).toHaveLength(1);
    expect(await mailsOfKind("order-confirmation")).toHaveLength(1);
  });

  it("refuses a superseded quote and an expired one, and places nothing", async () => {
    const { row } = await newRequest();
    await sendQuote(row.id, quoteForm(), OWNER_ACTOR, ORIGIN);
    const first = await latestQuote(row.id);
    await sendQuote(row.id, quoteForm({ validUntil: daysFromToday(3) }), OWNER_ACTOR, ORIGIN);
    const second = await latestQuote(row.id);

    const superseded = await acceptQuote(row.id, first.id, delivery, ORIGIN);
    expect(superseded).toMatchObject({ ok: false, status: 409 });
    expect(superseded.ok || superseded.message).toMatch(/revised/);

    const later = new Date(Date.parse(`${daysFromToday(4)}T12:00:00+05:00`));
    const expired = await acceptQuote(row.id, second.id, delivery, ORIGIN, later);
    expect(expired).toMatchObject({ ok: false, status: 409 });
    expect(expired.ok || expired.message).toMatch(/could be accepted until/);

    expect(await db().select().from(orders).where(eq(orders.customRequestId, row.id))).toHaveLength(0);
    const [stored] = await db().select().from(customRequests).where(eq(customRequests.id, row.id));
    expect(stored!.state).toBe("quoted");
  });

  it("from the request's page: the form with the key places the order and opens its page", async () => {
    const { row, key } = await newRequest();
    await sendQuote(row.id, quoteForm(), OWNER_ACTOR, ORIGIN);
    const quote = await latestQuote(row.id);
    const form = { key, intent: "accept", quoteId: quote.id, address: delivery.address, city: "Lahore", notes: "" };
    const response = await thrownResponse(() =>
      requestAction(args(pageRequest(`/requests/${row.number}`, { form }), { number: row.number })),
    );
    expect(response.status).toBe(302);
    const [order] = await db().select().from(orders).where(eq(orders.customRequestId, row.id));
    expect(response.headers.get("location")).toMatch(new RegExp(`^/orders/${order!.number}\\?key=.+&placed=1$`));
    // Clicked again: back to the request, which links the same order.
    const again = await thrownResponse(() =>
      requestAction(args(pageRequest(`/requests/${row.number}`, { form }), { number: row.number })),
    );
    expect(again.headers.get("location")).toBe(`/requests/${row.number}?key=${encodeURIComponent(key)}`);
    expect(await db().select().from(orders).where(eq(orders.customRequestId, row.id))).toHaveLength(1);
  });
});
