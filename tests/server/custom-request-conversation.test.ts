import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, customRequestMessages, customRequests } from "~/db/schema";
import { acceptQuote } from "~/modules/made-to-order/accept-quote.server";
import { countRequestsToQuote } from "~/modules/made-to-order/requests.server";
import { loader as profileLoader } from "~/routes/account/profile";
import { action as adminAction } from "~/routes/admin/request";
import { loader as adminListLoader } from "~/routes/admin/requests";
import { action as requestAction, loader as requestLoader } from "~/routes/storefront/custom-request";
import { ORIGIN, pageRequest } from "../setup/accounts";
import { args, CUSTOMER, mailsOfKind, newRequest, setupCustomRequests } from "../setup/custom-requests";
import { unwrap } from "../setup/inbox";
import { answerOf } from "../setup/answers";

// The conversation on a request, the admin's decline, the owner's counts and the profile's tab.

const cookies = setupCustomRequests();

const adminPost = (id: string, form: Record<string, string>) =>
  adminAction(
    args(
      new Request(`${ORIGIN}/admin/requests/${id}`, {
        method: "POST",
        headers: { origin: ORIGIN, cookie: cookies.admin },
        body: new URLSearchParams(form),
      }),
      { id },
    ),
  );

describe("messages on a request", () => {
  it("go both ways, are kept in order, mailed to the other side, and a resent form is one message", async () => {
    const { row, key } = await newRequest();
    const customerForm = { key, intent: "message", requestKey: randomUUID(), body: "Could the table be 10 cm longer?" };
    for (let attempt = 0; attempt < 2; attempt++) {
      const sent = unwrap<{ sent: boolean }>(
        await requestAction(
          args(pageRequest(`/requests/${row.number}`, { form: customerForm }), { number: row.number }),
        ),
      );
      expect(sent.body.sent).toBe(true);
    }
    const reply = await adminPost(row.id, { intent: "message", requestKey: randomUUID(), body: "Yes: 2.5 m in all." });
    expect(unwrap<{ ok: boolean }>(reply).body.ok).toBe(true);

    const thread = await db()
      .select()
      .from(customRequestMessages)
      .where(eq(customRequestMessages.requestId, row.id))
      .orderBy(customRequestMessages.createdAt);
    expect(thread.map((message) => [message.author, message.body])).toEqual([
      ["customer", "Could the table be 10 cm longer?"],
      ["shop", "Yes: 2.5 m in all."],
    ]);
    const mails = await mailsOfKind("request-message");
    expect(mails.map((mail) => mail.to).sort()).toEqual(["sales@shahkaar.example", "sana@shop.example"]);
    const toCustomer = mails.find((mail) => mail.to === "sana@shop.example")!;
    expect(toCustomer.text).toContain("Yes: 2.5 m in all.");
    expect(toCustomer.text).toContain(`/requests/${row.number}?key=`);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, "request.message"))).toHaveLength(1);

    const page = unwrap<{ page: { messages: { author: string; body: string }[] } }>(
      await requestLoader(
        args(pageRequest(`/requests/${row.number}?key=${encodeURIComponent(key)}`), { number: row.number }),
      ),
    );
    expect(page.body.page.messages.map((message) => message.author)).toEqual(["Sana Iqbal", "Our designers"]);
  });

  it("refuses an empty message or one with a text-direction control, and keeps nothing", async () => {
    const { row, key } = await newRequest();
    const post = (body: string) =>
      requestAction(
        args(
          pageRequest(`/requests/${row.number}`, { form: { key, intent: "message", requestKey: randomUUID(), body } }),
          {
            number: row.number,
          },
        ),
      );
    const empty = unwrap<{ errors: Record<string, string> }>(await post("   "));
    expect(empty.status).toBe(400);
    expect(empty.body.errors.body).toBeTruthy();
    // A text-direction control is refused as the form is read, before the action runs.
    const unsafe = (await answerOf(post("Pay to \u202Eabc"))) as Response;
    expect(unsafe.status).toBe(400);
    expect(await unsafe.text()).toContain("text-direction control");
    expect(await db().select().from(customRequestMessages)).toHaveLength(0);
  });
});

describe("declining a request", () => {
  it("tells the customer why, audits it, and takes no quote afterwards", async () => {
    const { row } = await newRequest();
    const declined = unwrap<{ ok: boolean }>(
      await adminPost(row.id, { intent: "decline", reason: "We do not work in marble, only wood." }),
    );
    expect(declined.body.ok).toBe(true);
    const [stored] = await db().select().from(customRequests).where(eq(customRequests.id, row.id));
    expect(stored).toMatchObject({ state: "declined", declineReason: "We do not work in marble, only wood." });
    const [mail] = await mailsOfKind("request-declined");
    expect(mail!.text).toContain("We do not work in marble, only wood.");
    expect(await db().select().from(auditLog).where(eq(auditLog.action, "request.declined"))).toHaveLength(1);

    const quote = unwrap<{ ok: boolean; message: string }>(
      await adminPost(row.id, {
        intent: "quote",
        requestKey: randomUUID(),
        lineDescription: "Table",
        lineQuantity: "1",
        linePrice: "1000",
        deliveryIncluded: "on",
        leadTimeWeeks: "2",
        advancePercent: "0",
        validUntil: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      }),
    );
    expect(quote.status).toBe(409);
    expect(quote.body.message).toBe("This request was declined: it takes no more quotes.");
    expect(
      await acceptQuote(row.id, randomUUID(), { address: "x", city: "Lahore", notes: null }, ORIGIN),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("needs a reason", async () => {
    const { row } = await newRequest();
    const refused = unwrap<{ errors: Record<string, string> }>(
      await adminPost(row.id, { intent: "decline", reason: " " }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.reason).toBe("Please say why, in a sentence the customer will read.");
  });
});

describe("the owner's view", () => {
  it("counts the requests to quote and lists requests by status", async () => {
    const first = await newRequest();
    await newRequest("bilal@shop.example");
    await adminPost(first.row.id, { intent: "decline", reason: "Not our craft." });
    expect(await countRequestsToQuote()).toBe(1);
    const list = await adminListLoader(args(pageRequest("/admin/requests?status=received", { cookie: cookies.admin })));
    expect(list.requests.map((request) => request.email)).toEqual(["bilal@shop.example"]);
    expect(list.counts).toMatchObject({ received: 1, declined: 1, quoted: 0 });
  });
});

describe("the profile's Requests tab", () => {
  it("lists the requests sent with the account's proven e-mail, and no one else's", async () => {
    const mine = await newRequest(CUSTOMER.email);
    await newRequest("bilal@shop.example");
    const profile = await profileLoader(args(pageRequest("/profile?tab=requests", { cookie: cookies.customer })));
    expect(profile.requests.map((request) => request.number)).toEqual([mine.row.number]);
    expect(profile.requests[0]!.status).toBe("received");
  });
});
