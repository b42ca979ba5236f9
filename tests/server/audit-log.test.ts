import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { formFromSettings } from "~/modules/admin/settings-form";
import { parseAuditFilters } from "~/modules/audit/audit-filters";
import { recordAudit, searchAudit } from "~/modules/audit/audit.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { action as ordersAction } from "~/routes/admin/orders";
import { loader as auditLoader } from "~/routes/admin/audit";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin/settings";
import { ORIGIN, routeArgs, thrownResponse } from "../setup/accounts";
import { orderOfProduct, unwrap } from "../setup/admin-orders";
import { setupAdminProducts } from "../setup/admin-products";
import { auditEntries, TEST_ADMIN } from "../setup/audit";

/**
 * The audit log: every admin change is recorded with who, from where and what
 * changed (before and after), a change that changes nothing records nothing,
 * the admin can search it, and the database refuses to rewrite it.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const { cookies, validForm, add, edit, onList, addOk } = setupAdminProducts();

/** A signed-in admin's form post from a known address. */
function adminPost(path: string, form: Record<string, string>, ip = "203.0.113.7") {
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": ip, cookie: cookies.admin });
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
}

describe("admin actions", () => {
  it("records a product's creation, and an edit with only the fields that changed", async () => {
    const { id } = await addOk(validForm({ name: "Audit Sofa" }));
    const [created] = await auditEntries("product.created");
    expect(created).toMatchObject({
      actorEmail: "owner@shop.example",
      targetType: "product",
      targetId: id,
      targetLabel: "Audit Sofa",
    });
    expect(created!.changes).toMatchObject({ price: { before: null, after: 185_000 }, stock: { after: 4 } });

    expect((await edit(id, validForm({ name: "Audit Sofa", price: "179000" }))).status).toBe(200);
    const updates = await auditEntries("product.updated");
    expect(updates).toHaveLength(1);
    expect(updates[0]!.changes).toEqual({ price: { before: 185_000, after: 179_000 } });

    // Saving the same form again changes nothing, and records nothing.
    expect((await edit(id, validForm({ name: "Audit Sofa", price: "179000" }))).status).toBe(200);
    expect(await auditEntries("product.updated")).toHaveLength(1);
  });

  it("keeps a deleted product's fields in its entry", async () => {
    const { id } = await addOk(validForm({ name: "Doomed Stool", price: "9000" }));
    expect((await onList({ intent: "delete", productId: id })).status).toBe(200);
    const [deleted] = (await auditEntries("product.deleted")).filter((entry) => entry.targetId === id);
    expect(deleted!.changes).toMatchObject({ name: { before: "Doomed Stool", after: null }, price: { before: 9000 } });
  });

  it("records a refused change nowhere", async () => {
    const before = (await auditEntries("product.created")).length;
    expect((await add(validForm({ price: "-5" }))).status).toBe(400);
    expect(await auditEntries("product.created")).toHaveLength(before);
  });

  it("records an order's status change with the admin's address, once per real change", async () => {
    const { orderId } = await orderOfProduct(5, 1);
    const post = () =>
      ordersAction(routeArgs(adminPost("/admin?index", { intent: "status", orderId, status: "confirmed" })));
    expect(unwrap(await post()).status).toBe(200);
    expect(unwrap(await post()).status).toBe(200);
    const entries = (await auditEntries("order.status")).filter((entry) => entry.targetId === orderId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: "owner@shop.example",
      ipAddress: "203.0.113.7",
      changes: { status: { before: "pending", after: "confirmed" } },
    });
    expect(entries[0]!.actorId).toBeTruthy();
  });

  it("records the settings fields a save changed", async () => {
    const page = unwrap<{ settings: Record<string, unknown> }>(
      await settingsLoader(routeArgs(new Request(`${ORIGIN}/admin/settings`, { headers: { cookie: cookies.admin } }))),
    ).body;
    expect(page.settings.name).toBeTruthy();
    // The form's own field names, as the browser sends them.
    const response = await settingsAction(
      routeArgs(adminPost("/admin/settings", { ...(await settingsFormOf()), name: "Shahkaar Home" })),
    );
    expect(unwrap(response).status).toBe(200);
    const [saved] = await auditEntries("settings.updated");
    expect(saved!.changes).toEqual({ name: { before: page.settings.name, after: "Shahkaar Home" } });
  });

  it("refuses a customer's post without recording it", async () => {
    const before = await db().select().from(auditLog);
    const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": "198.51.100.9", cookie: cookies.customer });
    const request = new Request(`${ORIGIN}/admin?index`, {
      method: "POST",
      headers,
      body: new URLSearchParams({ intent: "resend-mail" }),
    });
    expect((await thrownResponse(() => ordersAction(routeArgs(request)))).status).toBe(302);
    expect(await db().select().from(auditLog)).toEqual(before);
  });
});

describe("the log itself", () => {
  it("cannot be changed, deleted or emptied, even with the app's own SQL", async () => {
    await recordAudit(TEST_ADMIN, { action: "mail.resent", changes: { mails: 1 } });
    const count = async () => (await db().select().from(auditLog)).length;
    const total = await count();
    await expect(db().execute(sql`update audit_log set actor_email = 'someone@else.example'`)).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db().execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await count()).toBe(total);
    const rows = await db().select().from(auditLog);
    expect(rows.every((row) => row.actorEmail !== "someone@else.example")).toBe(true);
  });

  it("is searched by text, action and day, newest first", async () => {
    const other = { id: null, email: "partner@shop.example", ip: "192.0.2.44" };
    await recordAudit(other, { action: "category.created", target: { type: "category", label: "Outdoor 100%" } });
    await recordAudit(other, { action: "category.deleted", target: { type: "category", label: "Outdoor 100%" } });

    const byText = await searchAudit(parseAuditFilters(new URLSearchParams("q=partner@shop")));
    expect(byText.rows.map((row) => row.action)).toEqual(["category.deleted", "category.created"]);
    // `%` is a letter to the search, not a wildcard.
    expect((await searchAudit(parseAuditFilters(new URLSearchParams("q=100%")))).total).toBe(2);
    expect((await searchAudit(parseAuditFilters(new URLSearchParams("q=10%25x")))).total).toBe(0);
    expect((await searchAudit(parseAuditFilters(new URLSearchParams("q=192.0.2.44")))).total).toBe(2);

    const byAction = await searchAudit(parseAuditFilters(new URLSearchParams("action=category.deleted")));
    expect(byAction.rows.every((row) => row.action === "category.deleted")).toBe(true);
    expect(byAction.total).toBeGreaterThanOrEqual(1);

    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    const sameDay = await searchAudit(parseAuditFilters(new URLSearchParams(`q=partner&from=${today}&to=${today}`)));
    expect(sameDay.total).toBe(2);
    const earlier = await searchAudit(parseAuditFilters(new URLSearchParams(`q=partner&to=2020-01-01`)));
    expect(earlier.total).toBe(0);
  });

  it("reads bad filters as their defaults", () => {
    const filters = parseAuditFilters(
      new URLSearchParams("action=drop-table&from=2024-13-45&page=-3&q=" + "x".repeat(500)),
    );
    expect(filters).toMatchObject({ action: "all", from: null, page: 1 });
    expect(filters.q).toHaveLength(100);
  });

  it("is shown to admins only", async () => {
    const page = unwrap<{ total: number }>(
      await auditLoader(routeArgs(new Request(`${ORIGIN}/admin/audit`, { headers: { cookie: cookies.admin } }))),
    );
    expect(page.body.total).toBeGreaterThan(0);
    const refused = await thrownResponse(() =>
      auditLoader(routeArgs(new Request(`${ORIGIN}/admin/audit`, { headers: { cookie: cookies.customer } }))),
    );
    expect(refused.status).toBe(302);
  });
});

/** The settings form as the page renders it, filled with the saved values. */
async function settingsFormOf(): Promise<Record<string, string>> {
  return formFromSettings(await getShopSettings());
}
