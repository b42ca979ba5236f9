import { describe, expect, it } from "vitest";
import { setupAdminProducts } from "../setup/admin-products";
import { confirm, csvText, exportCsv, previewOf, stage, HEADER, snapshot, tricky } from "../setup/admin-products-csv";
import { parseCsv } from "../setup/csv";

// The Products tab's CSV export and import, through the route modules as React Router calls them.

const { cookies, category, addOk, validForm } = setupAdminProducts();

// The export: every product, as the import reads it back.

describe("the products CSV export", () => {
  it("writes every cell so it reads back the same, with formulas neutralised", async () => {
    await addOk(validForm({ name: tricky.comma, description: tricky.description }));
    await addOk(validForm({ name: tricky.urdu, materials: "-shisham, polished", categoryId: category.bedroom }));
    await addOk(validForm({ name: tricky.formula, images: "" }));

    const response = await exportCsv(cookies.admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="products-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [header, ...records] = parseCsv(await csvText(response));
    expect(header!.join(",")).toBe(HEADER);
    const byName = new Map(records.map((record) => [record[1], record]));
    // The formula is a text cell behind a quote; every other cell is what was saved.
    expect(byName.get(`'${tricky.formula}`)).toBeDefined();
    expect(byName.has(tricky.formula)).toBe(false);
    for (const record of records) for (const cell of record) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(byName.get(tricky.comma)).toEqual([
      "ali-the-sofa",
      tricky.comma,
      tricky.description,
      "living-room",
      "185000",
      "4",
      "true",
      "220 × 90 × 85 cm",
      "Walnut, linen",
      "https://cdn.example.com/sofa.jpg | /images/demo/products/sofa.webp",
    ]);
    const urdu = byName.get(tricky.urdu)!;
    expect(urdu[3]).toBe("bedroom");
    expect(urdu[8]).toBe("'-shisham, polished");
  });

  it("exports the list's filters (all pages), and refuses anyone but an admin", async () => {
    const bedroomOnly = parseCsv(await csvText(await exportCsv(cookies.admin, `?category=${category.bedroom}`)));
    expect(bedroomOnly.slice(1).map((record) => record[1])).toEqual([tricky.urdu]);
    expect((await exportCsv(cookies.customer)).status).toBe(403);
    expect((await exportCsv("")).status).toBe(403);
  });

  it("imports its own export as a no-op: every row unchanged, nothing written", async () => {
    const before = await snapshot();
    const exported = await (await exportCsv(cookies.admin)).text(); // with its byte-order mark
    const draft = await stage(cookies.admin, exported);
    const preview = await previewOf(cookies.admin, draft);
    expect(preview.counts).toEqual({ create: 0, update: 0, unchanged: before.length, failed: 0 });
    const result = await confirm(cookies.admin, draft, "all");
    expect(result.csvReport).toMatchObject({ written: true, created: 0, updated: 0, unchanged: before.length });
    expect(await snapshot()).toEqual(before);
  });
});
