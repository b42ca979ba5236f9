import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { inboxMessages } from "~/db/schema";
import { inboxNotices } from "~/modules/inbox/inbox-notices";
import { action as inboxAction, loader as inboxLoader } from "~/routes/admin/inbox";
import { pageRequest, routeArgs, thrownResponse } from "../setup/accounts";
import { postForm, setupInbox, unwrap } from "../setup/inbox";

// Custom-order requests and contact messages listed in the admin inbox
// (DECISIONS: "No dead ends").

const inbox = setupInbox();

describe("the admin inbox", () => {
  const at = (minutes: number) => new Date(Date.UTC(2024, 0, 5, 9, minutes));

  async function seed(count: number, overrides: Partial<typeof inboxMessages.$inferInsert> = {}) {
    const rows = Array.from({ length: count }, (_, index) => ({
      kind: index % 2 === 0 ? ("contact" as const) : ("custom_order" as const),
      name: `Sender ${index}`,
      email: `sender${index}@visitor.example`,
      subject: `Subject ${index}`,
      message: `Message ${index}`,
      details: index % 2 === 0 ? {} : { projectType: "renovation", budget: "under-50k" },
      createdAt: at(index),
      ...overrides,
    }));
    return db().insert(inboxMessages).values(rows).returning();
  }

  // As the admin unless `cookie` says otherwise (null: signed out).
  const inboxPage = (search = "", cookie: string | null = inbox.adminCookie) =>
    inboxLoader(routeArgs(pageRequest(`/admin/inbox${search}`, { cookie: cookie ?? undefined })));
  const toggle = (id: string, status: string, cookie: string | null = inbox.adminCookie) =>
    inboxAction(routeArgs(postForm("/admin/inbox", { intent: "status", id, status }, { cookie: cookie ?? undefined })));

  it("lists messages newest first, twenty per page", async () => {
    await seed(23);
    const first = await inboxPage();
    expect(first).toMatchObject({ total: 23, newCount: 23, page: 1, pageCount: 2 });
    expect(first.messages).toHaveLength(20);
    expect(first.messages.map((row) => row.subject).slice(0, 3)).toEqual(["Subject 22", "Subject 21", "Subject 20"]);
    const second = await inboxPage("?page=2");
    expect(second.messages.map((row) => row.subject)).toEqual(["Subject 2", "Subject 1", "Subject 0"]);
    // A page past the end shows the last one.
    expect((await inboxPage("?page=9")).page).toBe(2);
  });

  it("filters by kind and by status", async () => {
    const rows = await seed(6);
    await db().update(inboxMessages).set({ status: "handled" }).where(eq(inboxMessages.id, rows[1]!.id));
    const requests = await inboxPage("?kind=custom_order");
    expect(requests.messages.map((row) => row.subject)).toEqual(["Subject 5", "Subject 3", "Subject 1"]);
    const handled = await inboxPage("?status=handled");
    expect(handled.messages.map((row) => row.subject)).toEqual(["Subject 1"]);
    const newRequests = await inboxPage("?kind=custom_order&status=new");
    expect(newRequests).toMatchObject({ total: 2, newCount: 5 });
    expect((await inboxPage("?kind=spam&status=whatever")).total).toBe(6);
  });

  it("marks a message handled and new again, with a notice", async () => {
    const [row] = await seed(1);
    const handled = unwrap(await toggle(row!.id, "handled"));
    expect(handled).toMatchObject({ status: 200, body: { notice: inboxNotices.statusChanged(true) } });
    const [afterHandled] = await db().select().from(inboxMessages).where(eq(inboxMessages.id, row!.id));
    expect(afterHandled).toMatchObject({ status: "handled", handledAt: expect.any(Date) });

    const reopened = unwrap(await toggle(row!.id, "new"));
    expect(reopened.body).toMatchObject({ notice: { text: "Message marked as new." } });
    const [afterNew] = await db().select().from(inboxMessages).where(eq(inboxMessages.id, row!.id));
    expect(afterNew).toMatchObject({ status: "new", handledAt: null });
  });

  it("answers a bad or unknown message with the failure notice", async () => {
    expect(unwrap(await toggle("not-a-uuid", "handled"))).toMatchObject({
      status: 400,
      body: { notice: inboxNotices.statusFailed },
    });
    expect(unwrap(await toggle(randomUUID(), "handled")).status).toBe(404);
    const [row] = await seed(1);
    expect(unwrap(await toggle(row!.id, "deleted")).status).toBe(400);
  });

  it("sends customers and signed-out visitors to /auth from the page and the action, and changes nothing", async () => {
    const [row] = await seed(1);
    for (const cookie of [inbox.customerCookie, null]) {
      const page = await thrownResponse(() => inboxPage("", cookie));
      expect(page.status).toBe(302);
      expect(page.headers.get("Location")).toBe("/auth");
      const post = await thrownResponse(() => toggle(row!.id, "handled", cookie));
      expect(post.status).toBe(302);
      expect(post.headers.get("Location")).toBe("/auth");
    }
    const [after] = await db().select().from(inboxMessages).where(eq(inboxMessages.id, row!.id));
    expect(after).toMatchObject({ status: "new", handledAt: null });
  });
});
