import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { customRequestMessages, mailOutbox } from "~/db/schema";
import { inboxNotices } from "~/modules/inbox/inbox-notices";
import { REQUEST_MESSAGE_LIMITS } from "~/modules/made-to-order/request-message-limits.server";
import { action as adminAction } from "~/routes/admin/request";
import { action as requestAction } from "~/routes/storefront/custom-request";
import { freshIp, ORIGIN } from "../setup/accounts";
import { args, newRequest, setupCustomRequests } from "../setup/custom-requests";
import { postForm, unwrap } from "../setup/inbox";

// Issue 32, part 5: 50 customer messages in 0.8 s on a request mailed the shop 50 times.

const cookies = setupCustomRequests();
const SHOP = "sales@shahkaar.example";

interface MessageAnswer {
  sent?: boolean;
  error: string;
  errors: Record<string, string>;
}

/** A customer's message on the request's page, from `ip`. */
async function write(
  request: { number: string },
  key: string,
  body: string,
  { ip = freshIp(), requestKey = randomUUID() } = {},
) {
  const form = { key, intent: "message", requestKey, body };
  return unwrap<MessageAnswer>(
    await requestAction(args(postForm(`/requests/${request.number}`, form, { ip }), { number: request.number })),
  );
}

const messagesOf = (requestId: string) =>
  db().select().from(customRequestMessages).where(eq(customRequestMessages.requestId, requestId));
const shopMails = () =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "request-message"), eq(mailOutbox.to, SHOP)));

describe("the customer's messages on a request", () => {
  it(`take ${REQUEST_MESSAGE_LIMITS.perRequest.max} at once from one address; the others get 429 with Retry-After and the page's message`, async () => {
    const { row, key } = await newRequest();
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => write(row, key, `Flood ${n}`, { ip })));
    const sent = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(sent).toHaveLength(REQUEST_MESSAGE_LIMITS.perRequest.max);
    expect(refused).toHaveLength(12 - REQUEST_MESSAGE_LIMITS.perRequest.max);
    for (const answer of refused) {
      expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
      // Shown under the message box, the page's own error display; what was typed stays.
      expect(answer.body.errors.body).toBe(inboxNotices.messageRateLimited.text);
      expect(answer.body.sent).toBeUndefined();
    }
    expect(await messagesOf(row.id)).toHaveLength(REQUEST_MESSAGE_LIMITS.perRequest.max);
  });

  it("count per request whatever the address, and per address across requests", async () => {
    const { row, key } = await newRequest();
    for (let n = 0; n < REQUEST_MESSAGE_LIMITS.perRequest.max; n++) {
      expect((await write(row, key, `From address ${n}`)).status).toBe(200);
    }
    // A sixth address: the request has had its five.
    expect((await write(row, key, "From yet another address")).status).toBe(429);

    const ip = freshIp();
    const perAddress = REQUEST_MESSAGE_LIMITS.perAddress.max;
    const requests = await Promise.all(
      Array.from({ length: Math.ceil(perAddress / REQUEST_MESSAGE_LIMITS.perRequest.max) + 1 }, () => newRequest()),
    );
    let written = 0;
    for (const request of requests) {
      for (let n = 0; n < REQUEST_MESSAGE_LIMITS.perRequest.max && written < perAddress; n++, written++) {
        expect((await write(request.row, request.key, `Message ${written}`, { ip })).status).toBe(200);
      }
    }
    const last = requests.at(-1)!;
    const refused = await write(last.row, last.key, "One too many from this address", { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("answer a resent form as sent without counting it, so a retry is never refused for the limit", async () => {
    const { row, key } = await newRequest();
    const ip = freshIp();
    const requestKey = randomUUID();
    for (let attempt = 0; attempt < 7; attempt++) {
      const again = await write(row, key, "Could the legs be walnut?", { ip, requestKey });
      expect(again.status).toBe(200);
      expect(again.body.sent).toBe(true);
    }
    for (let n = 1; n < REQUEST_MESSAGE_LIMITS.perRequest.max; n++) {
      expect((await write(row, key, `Afterthought ${n}`, { ip })).status).toBe(200);
    }
    expect((await write(row, key, "One too many", { ip })).status).toBe(429);
    expect(await messagesOf(row.id)).toHaveLength(REQUEST_MESSAGE_LIMITS.perRequest.max);
  });

  it("reach the shop as one mail for a burst, with every message since the shop's last reply", async () => {
    const { row, key } = await newRequest();
    for (const body of ["Could the table be 10 cm longer?", "And in walnut?", "Sorry: 12 cm."]) {
      expect((await write(row, key, body)).status).toBe(200);
    }
    const [burst, ...others] = await shopMails();
    expect(others).toHaveLength(0);
    expect(burst!.subject).toBe(`3 messages from Sana Iqbal on request ${row.number}`);
    expect(burst!.replyTo).toBe("sana@shop.example");
    expect(burst!.text).toMatch(/10 cm longer[\s\S]*in walnut[\s\S]*12 cm/);
    expect(burst!.text).toContain(`/admin/requests/${row.id}`);
    // It waits for a second message, as order mails wait for a second change.
    expect(burst!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

    const reply = await adminAction(
      args(
        new Request(`${ORIGIN}/admin/requests/${row.id}`, {
          method: "POST",
          headers: { origin: ORIGIN, cookie: cookies.admin },
          body: new URLSearchParams({ intent: "message", requestKey: randomUUID(), body: "Yes, 12 cm in walnut." }),
        }),
        { id: row.id },
      ),
    );
    expect(unwrap<{ ok: boolean }>(reply).body.ok).toBe(true);
    expect((await write(row, key, "Wonderful, thank you.")).status).toBe(200);
    const [after, ...more] = await shopMails();
    expect(more).toHaveLength(0);
    expect(after!.subject).toBe(`Message from Sana Iqbal on request ${row.number}`);
    expect(after!.text).toContain("Wonderful, thank you.");
    expect(after!.text).not.toContain("12 cm");
  });

  it("never lose a message whose mail had already left: the next mail carries it again", async () => {
    const { row, key } = await newRequest();
    expect((await write(row, key, "First thought")).status).toBe(200);
    // The worker took the first mail (an attempt counts): it can no longer be withdrawn.
    await db().update(mailOutbox).set({ attempts: 1, status: "sent" }).where(eq(mailOutbox.to, SHOP));
    expect((await write(row, key, "Second thought")).status).toBe(200);
    const mails = await shopMails();
    expect(mails).toHaveLength(2);
    const pending = mails.find((mail) => mail.status === "pending")!;
    expect(pending.text).toMatch(/First thought[\s\S]*Second thought/);
  });
});
