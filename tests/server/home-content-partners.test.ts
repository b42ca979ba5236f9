import { describe, expect, it } from "vitest";
import { listPartners } from "~/modules/content/partners.server";
import { loader as homeLoader } from "~/routes/storefront/home";
import { setupAdminContent } from "../setup/admin-content";
import { auditEntries } from "../setup/audit";
import { contentAction, contentSnapshot } from "../setup/home-content";

/** The partners' logos on /admin/content: added, put in order and removed, each safe to post twice. */
const content = setupAdminContent();
const post = (form: Record<string, string>) => content.post(contentAction, "/admin/content", form);
const add = (name: string, extra: Record<string, string> = {}) =>
  post({
    intent: "partner-add",
    name,
    industry: "restaurant",
    logoUrl: `/media/${name.toLowerCase().replace(/[^a-z]/g, "")}.webp`,
    ...extra,
  });
const names = async () => (await listPartners()).map((partner) => partner.name);

describe("the partners' logos", () => {
  it("adds partners at the end of the list, once each, and the home page shows them in order", async () => {
    for (const name of ["Kesar", "Resham", "Chaukor"]) expect((await add(name)).status).toBe(200);
    expect(await names()).toEqual(["Kesar", "Resham", "Chaukor"]);

    // Posted again (a retry): nothing is added, and no second audit entry.
    const again = await add("Resham");
    expect(again.body.notice).toMatchObject({ tone: "success", text: "Resham is already a partner." });
    expect(await names()).toEqual(["Kesar", "Resham", "Chaukor"]);
    expect((await auditEntries("content.partner-added")).map((entry) => entry.targetLabel)).toEqual([
      "Kesar",
      "Resham",
      "Chaukor",
    ]);

    const page = await homeLoader();
    expect(page.partners).toEqual([
      { name: "Kesar", logoUrl: "/media/kesar.webp" },
      { name: "Resham", logoUrl: "/media/resham.webp" },
      { name: "Chaukor", logoUrl: "/media/chaukor.webp" },
    ]);
  });

  it("refuses a partner with a bad name, industry or logo, or another partner's name, and adds nothing", async () => {
    const before = await contentSnapshot();
    const cases: [Record<string, string>, Record<string, unknown>][] = [
      [{ name: "N".repeat(81) }, { name: "Please keep the partner's name under 80 characters." }],
      [{ name: "Tab\tHouse" }, { name: expect.stringContaining("control character") }],
      [{ industry: "" }, { industry: "Please enter the industry." }],
      [{ logoUrl: "data:image/svg+xml,<svg/>" }, { logoUrl: expect.stringContaining("/media/") }],
      [
        { name: "kesar", logoUrl: "/media/other.webp" },
        { name: expect.stringContaining("already a partner of that name") },
      ],
    ];
    for (const [change, errors] of cases) {
      const result = await add(change.name ?? "Neem", change);
      expect(result.status, JSON.stringify(change)).toBe(400);
      expect(result.body.errors).toEqual(errors);
    }
    expect(await contentSnapshot()).toEqual(before);
  });

  it("puts the partners in a new order; the same order again changes nothing; a stale order is refused", async () => {
    const [kesar, resham, chaukor] = await listPartners();
    // 'Move Chaukor up': the whole list in its new order.
    const order = [kesar!.id, chaukor!.id, resham!.id].join(",");
    expect((await post({ intent: "partners-order", order })).body.notice).toMatchObject({ tone: "success" });
    expect(await names()).toEqual(["Kesar", "Chaukor", "Resham"]);
    expect((await post({ intent: "partners-order", order })).status).toBe(200);
    const [entry, ...more] = await auditEntries("content.partners-reordered");
    expect(more).toEqual([]);
    expect(entry!.changes).toEqual({
      order: { before: ["Kesar", "Resham", "Chaukor"], after: ["Kesar", "Chaukor", "Resham"] },
    });

    const before = await contentSnapshot();
    for (const stale of [
      [kesar!.id, chaukor!.id],
      [kesar!.id, chaukor!.id, resham!.id, crypto.randomUUID()],
    ]) {
      const result = await post({ intent: "partners-order", order: stale.join(",") });
      expect(result.status).toBe(409);
    }
    expect((await post({ intent: "partners-order", order: "not-an-id" })).status).toBe(400);
    expect((await post({ intent: "partners-order", order: `${kesar!.id},${kesar!.id},${resham!.id}` })).status).toBe(
      400,
    );
    expect(await contentSnapshot()).toEqual(before);
  });

  it("removes a partner; removing it again only says it is gone", async () => {
    const resham = (await listPartners()).find((partner) => partner.name === "Resham")!;
    const removed = await post({ intent: "delete", id: resham.id });
    expect(removed.body.notice).toMatchObject({ tone: "success", text: "Resham removed from the partners." });
    expect(await names()).toEqual(["Kesar", "Chaukor"]);
    const again = await post({ intent: "delete", id: resham.id });
    expect(again.body.notice).toMatchObject({ tone: "success", text: "That partner was already removed." });
    expect((await auditEntries("content.partner-removed")).map((entry) => entry.targetLabel)).toEqual(["Resham"]);
    expect((await post({ intent: "delete", id: "nope" })).status).toBe(400);
    expect((await homeLoader()).partners.map((partner) => partner.name)).toEqual(["Kesar", "Chaukor"]);
  });
});
