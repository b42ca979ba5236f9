import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, products } from "~/db/schema";
import { SWATCH_GONE_MESSAGE } from "~/modules/swatches/swatch-notices";
import * as adminSwatches from "~/routes/admin/swatches";
import { freshIp, ORIGIN, pageRequest, routeArgs, thrownResponse } from "../setup/accounts";
import { setupAdminContent, type Handler } from "../setup/admin-content";
import { auditEntries } from "../setup/audit";
import {
  mailCount,
  mailsOf,
  sendSwatches as send,
  setupSwatches,
  sideboard,
  storedSwatchRequests as stored,
  swatchFields as fields,
} from "../setup/swatches";

// 'Request free swatches' (issue 34, item 3): 1 to 5 swatches of products on sale, posted to an
// address with no account and no payment; the buyer's and the owner's mails in the outbox; two
// requests a month per e-mail and per address; the owner marks them sent or cancels them.

delete process.env.SHOP_EMAIL;
const admin = setupAdminContent();
const ids = setupSwatches();

async function expectNothingStored() {
  expect(await stored()).toHaveLength(0);
  expect(await mailCount()).toBe(0);
}

describe("a swatch request", () => {
  it("is stored from a visitor with a snapshot of its swatches, and both mails are queued", async () => {
    const { status, body } = await send(fields(), [ids.velvet, ids.linen]);
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    const [row] = await stored();
    expect(row).toMatchObject({
      name: "Sana Iqbal",
      email: "sana@shop.example",
      phone: "+923001234567",
      address: "House 12, Street 4, Gulberg III",
      city: "Lahore",
      state: "new",
    });
    expect(body.sent).toMatchObject({ number: row!.number, city: "Lahore", email: "sana@shop.example" });
    // In the catalogue's order, whatever order the boxes came in.
    expect(row!.items).toEqual([
      {
        productId: expect.any(String),
        productName: "Noor Sofa",
        optionName: "Fabric",
        value: "Linen",
        swatchColor: "#d8cbb3",
      },
      {
        productId: expect.any(String),
        productName: "Noor Sofa",
        optionName: "Fabric",
        value: "Velvet",
        swatchColor: "#4b2e39",
      },
    ]);

    const [buyer] = await mailsOf("swatch-request-received");
    expect(buyer).toMatchObject({ to: "sana@shop.example", replyTo: "sales@shahkaar.example" });
    expect(buyer!.subject).toBe(`Your free swatches are on their way (request ${row!.number})`);
    for (const text of ["Linen", "Velvet", "Noor Sofa, fabric", "House 12, Street 4, Gulberg III, Lahore"]) {
      expect(buyer!.text).toContain(text);
    }
    const [owner] = await mailsOf("swatch-request-new");
    expect(owner).toMatchObject({ to: "sales@shahkaar.example", replyTo: "sana@shop.example" });
    expect(owner!.subject).toBe("New swatch request from Sana Iqbal: 2 swatches to Lahore");
    for (const text of [`${ORIGIN}/admin/swatches`, "+92 300 1234567", "Velvet", "Noor Sofa, fabric"]) {
      expect(owner!.text).toContain(text);
    }
  });

  it("stays readable when its product changes", async () => {
    await send(fields(), [ids.finishes[0]!]);
    await db().update(products).set({ name: "Renamed Sideboard" }).where(eq(products.id, ids.board.id));
    const page = await admin.load(adminSwatches.loader as Handler, "/admin/swatches");
    expect(page.requests[0].items[0]).toMatchObject({ productName: ids.board.name, value: "Walnut" });
    await db().update(products).set({ name: ids.board.name }).where(eq(products.id, ids.board.id));
  });

  it("refuses none or six swatches with a clear message, and stores nothing", async () => {
    const six = await send(fields(), [...ids.finishes, ids.linen]);
    expect(six.status).toBe(400);
    expect(six.body.errors.swatches).toBe("Please choose at most 5 swatches: uncheck one or more.");
    // What was ticked comes back ticked, to untick one.
    expect(six.body.chosen).toHaveLength(6);
    const none = await send(fields(), []);
    expect(none.body.errors.swatches).toBe("Please choose at least one swatch.");
    await expectNothingStored();
  });

  it("refuses a swatch that is not on offer (made up, not a swatch, of a product off sale), and stores nothing", async () => {
    const hidden = await sideboard(false);
    const archived = await sideboard();
    await db().update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived.product.id));
    for (const tampered of [randomUUID(), "not-an-id", ids.size3, hidden.ids[0]!, archived.ids[0]!]) {
      const { status, body } = await send(fields(), [ids.linen, tampered]);
      expect(status, tampered).toBe(409);
      expect(body.errors.swatches).toBe(SWATCH_GONE_MESSAGE);
    }
    await expectNothingStored();
  });

  it("refuses a city it cannot find, and an address in another city", async () => {
    const narnia = await send(fields({ city: "Narnia" }), [ids.linen]);
    expect(narnia.status).toBe(400);
    expect(narnia.body.errors.city).toMatch(/could not find that city/);
    const karachi = await send(fields({ address: "House 5, Block 4, Clifton, Karachi" }), [ids.linen]);
    expect(karachi.body.errors.address).toBe(
      "This address names Karachi, but the city is Lahore. Please correct one of them.",
    );
    const unsafe = await send(fields({ name: "Sana\u202Etxt.exe" }), [ids.linen]);
    expect(unsafe.status).toBe(400);
    expect(unsafe.text).toMatch(/text-direction control/);
    await expectNothingStored();
  });

  it("is one request when the same form is sent again, even at once", async () => {
    const form = fields();
    const answers = await Promise.all([1, 2, 3].map(() => send(form, [ids.linen])));
    const again = await send(form, [ids.linen]);
    expect(new Set([...answers, again].map((answer) => answer.body.sent?.number)).size).toBe(1);
    expect(await stored()).toHaveLength(1);
    expect(await mailCount()).toBe(2);
  });

  it("is counted per client address: a sixth post in ten minutes waits", async () => {
    const ip = freshIp();
    for (let n = 0; n < 5; n++) {
      const form = fields({ email: `visitor${n}@shop.example`, address: `House ${n + 1}, Street 9, Johar Town` });
      expect((await send(form, [ids.linen], ip)).status).toBe(200);
    }
    const sixth = await send(fields({ email: "sixth@shop.example", address: "House 6, Street 9" }), [ids.linen], ip);
    expect(sixth.status).toBe(429);
    expect(await stored()).toHaveLength(5);
  });
});

describe("two requests a month", () => {
  const monthAgo = () => db().execute(sql`update swatch_requests set created_at = created_at - interval '31 days'`);

  it("per e-mail address: a third is refused, and allowed again 30 days on", async () => {
    for (const house of ["House 1", "House 2"]) {
      expect((await send(fields({ address: `${house}, Model Town` }), [ids.linen])).status).toBe(200);
    }
    const third = await send(fields({ address: "House 3, Model Town" }), [ids.velvet]);
    expect(third.status).toBe(409);
    expect(third.body.notice?.text).toMatch(
      /had two swatch requests in the last 30 days.*You can ask again from \w{3} \d{2}, \d{4}/,
    );
    expect(await stored()).toHaveLength(2);
    expect(await mailCount()).toBe(4);
    await monthAgo();
    expect((await send(fields({ address: "House 3, Model Town" }), [ids.velvet])).status).toBe(200);
  });

  it("per postal address, however it is typed, whatever the e-mail", async () => {
    await send(fields({ email: "first@shop.example" }), [ids.linen]);
    await send(fields({ email: "second@shop.example", city: "LHR" }), [ids.linen]);
    const third = await send(
      fields({ email: "third@shop.example", address: "house 12 street 4  GULBERG-III, Lahore" }),
      [ids.linen],
    );
    expect(third.status).toBe(409);
    expect(await stored()).toHaveLength(2);
    await monthAgo();
    expect((await send(fields({ email: "third@shop.example" }), [ids.linen])).status).toBe(200);
  });
});

describe("the admin's swatch requests", () => {
  const act = (intent: string, id: string) =>
    admin.post(adminSwatches.action as Handler, "/admin/swatches", { intent, id });

  it("lists them newest first; 'Mark as sent' and 'Cancel' each write one audit entry", async () => {
    await send(fields({ email: "older@shop.example" }), [ids.linen]);
    await send(fields({ email: "newer@shop.example", address: "House 7, Street 2, DHA Phase 5" }), [ids.velvet]);
    const page = await admin.load(adminSwatches.loader as Handler, "/admin/swatches");
    expect(page.requests.map((row: { email: string }) => row.email)).toEqual([
      "newer@shop.example",
      "older@shop.example",
    ]);
    expect(page.counts).toEqual({ new: 2, sent: 0, cancelled: 0 });
    const [newer, older] = page.requests as { id: string; number: string }[];

    const sent = await act("sent", newer!.id);
    expect(sent.body.notice).toMatchObject({ tone: "success" });
    expect((await act("sent", newer!.id)).body.notice?.text).toBe(
      `Swatch request #${newer!.number} was already marked as sent.`,
    );
    expect((await act("cancel", newer!.id)).status).toBe(409);
    expect((await act("cancel", older!.id)).body.notice).toMatchObject({ tone: "success" });

    const [sentEntry, ...more] = await auditEntries("swatch.sent");
    expect(more).toHaveLength(0);
    expect(sentEntry).toMatchObject({
      actorEmail: "owner@shop.example",
      targetType: "swatch-request",
      targetId: newer!.id,
    });
    expect(sentEntry!.changes).toMatchObject({ state: { before: "new", after: "sent" }, swatches: ["Velvet"] });
    expect(await auditEntries("swatch.cancelled")).toHaveLength(1);
    const filtered = await admin.load(adminSwatches.loader as Handler, "/admin/swatches?status=sent");
    expect(filtered.requests.map((row: { id: string }) => row.id)).toEqual([newer!.id]);
    expect(filtered.counts).toEqual({ new: 0, sent: 1, cancelled: 1 });
  });

  it("cannot be read or changed by a customer or a visitor", async () => {
    await send(fields(), [ids.linen]);
    const [row] = await stored();
    const entriesBefore = (await db().select({ n: count() }).from(auditLog))[0]!.n;
    for (const cookie of [admin.customerCookie, undefined]) {
      const read = await thrownResponse(() =>
        adminSwatches.loader(routeArgs(pageRequest("/admin/swatches", { cookie }))),
      );
      expect(read.status).toBe(302);
      const change = await thrownResponse(() =>
        adminSwatches.action(
          routeArgs(pageRequest("/admin/swatches", { cookie, form: { intent: "sent", id: row!.id } })),
        ),
      );
      expect(change.status).toBe(302);
    }
    expect((await stored())[0]!.state).toBe("new");
    expect((await db().select({ n: count() }).from(auditLog))[0]!.n).toBe(entriesBefore);
  });
});
