import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { inboxNotices } from "~/modules/inbox/inbox-notices";
import { CONTACT_RATE_LIMIT } from "~/modules/inbox/rate-limit.server";
import { loader as contactLoader } from "~/routes/storefront/info/contact";
import { freshIp, mailsTo, pageRequest, routeArgs } from "../setup/accounts";
import { GENERAL, mailCount, message, postMessage, setupInbox, stored, storedCount, unwrap } from "../setup/inbox";

// Contact messages: stored and e-mailed to the shop in the same transaction
// (DECISIONS: "No dead ends").

const inbox = setupInbox();

describe("a contact message", () => {
  it("is stored for a visitor and e-mailed to the shop", async () => {
    const form = message();
    const result = unwrap(await postMessage(form));
    expect(result).toMatchObject({ status: 200, body: { ok: true, notice: inboxNotices.messageSent } });

    const [row] = await stored();
    expect(row).toMatchObject({
      kind: "contact",
      userId: null,
      name: "Omar Siddiqui",
      email: "omar@visitor.example",
      phone: null,
      subject: "Free design consultation",
      message: form.message,
      details: {},
      status: "new",
    });
    const [mail] = await mailsTo(GENERAL, "inbox-contact");
    expect(mail?.subject).toBe("New message from Omar Siddiqui: Free design consultation");
    expect(mail?.text).toContain("Could a designer look at our new flat?");
    expect(mail?.text).toContain("Reply to this e-mail to answer Omar Siddiqui at omar@visitor.example.");
    expect(mail?.replyTo).toBe("omar@visitor.example");
  });

  it("links the message to the account of a signed-in customer and keeps an optional phone", async () => {
    unwrap(await postMessage(message({ phone: "+92 300 1234567" }), { cookie: inbox.customerCookie }));
    const [row] = await stored();
    expect(row).toMatchObject({ phone: "+923001234567", userId: expect.any(String) });
  });

  it("refuses missing fields and a bad e-mail with messages, and stores nothing", async () => {
    const result = unwrap<{ errors: Record<string, string> }>(
      await postMessage(message({ firstName: "", lastName: "", email: "omar@", subject: " ", message: "" })),
    );
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({
      firstName: "Please enter your first name.",
      lastName: "Please enter your last name.",
      email: "Please enter a valid e-mail address.",
      subject: "Please enter a subject.",
      message: "Please write your message.",
    });
    expect(await storedCount()).toBe(0);
    expect(await mailCount()).toBe(0);
  });

  it("drops a message whose honeypot is filled in, with an answer that looks like success", async () => {
    const result = unwrap(await postMessage(message({ website: "https://spam.example" })));
    expect(result).toMatchObject({ status: 200, body: { ok: true, notice: inboxNotices.messageSent } });
    expect(await storedCount()).toBe(0);
    expect(await mailCount()).toBe(0);
  });

  it(`takes ${CONTACT_RATE_LIMIT.max} messages per client in ${CONTACT_RATE_LIMIT.windowMs / 60_000} minutes, then refuses with 429`, async () => {
    const ip = freshIp();
    for (let index = 0; index < CONTACT_RATE_LIMIT.max; index += 1) {
      expect(unwrap(await postMessage(message(), { ip })).status).toBe(200);
    }
    const refused = unwrap(await postMessage(message(), { ip }));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ ok: false, notice: inboxNotices.messageRateLimited });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(600);
    expect(await storedCount()).toBe(CONTACT_RATE_LIMIT.max);
    // Another client is not affected, and the count is shared through the database.
    expect(unwrap(await postMessage(message())).status).toBe(200);
    const [row] = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `contact:${ip}`));
    expect(row?.count).toBe(CONTACT_RATE_LIMIT.max + 1);
  });

  it("stores one message when the same form is sent twice", async () => {
    const form = message();
    expect(unwrap(await postMessage(form)).body).toMatchObject({ ok: true });
    expect(unwrap(await postMessage(form)).body).toMatchObject({ ok: true });
    expect(await storedCount()).toBe(1);
    expect(await mailsTo(GENERAL, "inbox-contact")).toHaveLength(1);
  });

  it("starts the form filled in for a signed-in customer, with a new key per visit", async () => {
    const page = await contactLoader(routeArgs(pageRequest("/contact", { cookie: inbox.customerCookie })));
    expect(page.customer).toEqual({ firstName: "Zara", lastName: "Malik", email: "zara@shop.example", phone: "" });
    const visitor = await contactLoader(routeArgs(pageRequest("/contact?subject=consultation")));
    expect(visitor.customer).toBeNull();
    expect(visitor.idempotencyKey).not.toBe(page.idempotencyKey);
  });
});
