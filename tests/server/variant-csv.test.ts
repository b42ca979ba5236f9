import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import type { VariantSetDraft } from "~/modules/catalog/variant-draft";
import { parseCatalogueCsv } from "~/modules/catalog/product-csv-reader.server";
import { VARIANT_CSV_COLUMNS, type VariantCsvColumn } from "~/modules/catalog/variant-csv";
import { loadVariantSet, saveVariantSet } from "~/modules/catalog/variants.server";
import { csvRow } from "~/utils/csv";
import { setupAdminProducts } from "../setup/admin-products";
import { confirm, csvText, exportCsv, previewOf, stage } from "../setup/admin-products-csv";
import { auditEntries } from "../setup/audit";
import { makeProduct } from "../setup/orders";
import { sku, sofa } from "../setup/variants";

// Issue 34: the variants' CSV file, one row per variant keyed by SKU, through the Products tab's
// export and its preview-then-import, as the browser calls them.

const { cookies } = setupAdminProducts();

/** A sectional sold in every combination of 10 fabrics, 5 finishes and 4 sizes: 200 variants. */
async function grandSectional() {
  const name = `Grand Sectional ${sku("G")}`;
  const product = await makeProduct({ price: 300_000, stock: 0, name });
  const stem = sku("GS");
  const word = (prefix: string, n: number) => `${prefix} ${String(n + 1).padStart(2, "0")}`;
  const draft: VariantSetDraft = {
    options: [
      {
        name: "Fabric",
        display: "swatches",
        values: Array.from({ length: 10 }, (_, n) => ({ value: word("Fabric", n) })),
      },
      {
        name: "Finish",
        values: Array.from({ length: 5 }, (_, n) => ({ value: word("Finish", n), surcharge: n * 1_000 })),
      },
      { name: "Size", values: Array.from({ length: 4 }, (_, n) => ({ value: word("Size", n) })) },
    ],
    variants: [],
  };
  for (let f = 0; f < 10; f++)
    for (let g = 0; g < 5; g++)
      for (let s = 0; s < 4; s++) {
        const at = draft.variants.length;
        draft.variants.push({
          sku: `${stem}-${f}${g}${s}`,
          values: [word("Fabric", f), word("Finish", g), word("Size", s)],
          price: at % 7 === 0 ? 310_000 + at : null,
          ...(at % 9 === 0 ? { madeToOrder: true, leadTimeWeeks: 6 } : { stock: at % 4 }),
          isActive: at % 11 !== 0,
        });
      }
  expect(await db().transaction((tx) => saveVariantSet(tx, product, draft))).toEqual({ ok: true });
  return { product, query: `?file=variants&q=${encodeURIComponent(name)}` };
}

async function exported(query: string) {
  const response = await exportCsv(cookies.admin, query);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toMatch(/filename="variants-\d{4}-\d{2}-\d{2}\.csv"/);
  return csvText(response);
}

/** The file's records as cells, to change as a spreadsheet would and write back. */
function recordsOf(text: string) {
  const parsed = parseCatalogueCsv(text);
  if (!parsed.ok || parsed.kind !== "variants") throw new Error("not a variants file");
  return parsed.records.map((record) => ({ ...record.cells }));
}
const fileOf = (rows: Partial<Record<VariantCsvColumn, string>>[]) =>
  csvRow(VARIANT_CSV_COLUMNS) +
  rows.map((cells) => csvRow(VARIANT_CSV_COLUMNS.map((column) => cells[column] ?? ""))).join("");

describe("the variants CSV", () => {
  it("round-trips a 200-variant product: exported, read back unchanged, edited, imported and exported again as edited", async () => {
    const { product, query } = await grandSectional();
    const first = await exported(query);
    const rows = recordsOf(first);
    expect(rows).toHaveLength(200);
    expect(rows[0]).toMatchObject({ product: product.slug, option1: "Fabric", value1: "Fabric 01", option3: "Size" });

    // The file as it came out changes nothing.
    const untouched = await previewOf(cookies.admin, await stage(cookies.admin, first));
    expect(untouched.kind).toBe("variants");
    expect(untouched.counts).toEqual({ create: 0, update: 0, unchanged: 200, failed: 0 });

    // A spreadsheet's edits: Fabric 03's stock, one own price, one made to order, one hidden.
    // (A made-to-order variant keeps no stock: its row would be refused.)
    const fabric3 = rows.filter((row) => row.value1 === "Fabric 03" && row.made_to_order_weeks === "");
    for (const row of fabric3) row.stock = "9";
    const stocked = fabric3.length;
    rows[1]!.price = "123,456";
    rows[2]!.made_to_order_weeks = "8";
    rows[2]!.stock = "0";
    rows[3]!.status = "hidden";
    const edited = fileOf(rows);
    const draftId = await stage(cookies.admin, edited);
    const preview = await previewOf(cookies.admin, draftId);
    const changed = preview.counts.update;
    expect(changed).toBeGreaterThanOrEqual(stocked);
    expect(preview.counts).toEqual({ create: 0, update: changed, unchanged: 200 - changed, failed: 0 });
    expect(preview.rows.find((row) => row.slug === rows[1]!.sku)).toMatchObject({
      kind: "update",
      changes: [{ field: "price", after: "PKR 123,456" }],
    });

    const result = await confirm(cookies.admin, draftId, "all");
    expect(result.status).toBe(200);
    expect(result.notice.text).toBe(`Variants CSV imported: 0 added, ${changed} updated, ${200 - changed} unchanged.`);
    const set = await loadVariantSet(db(), product.id);
    const stored = (code: string) => set.variants.find((variant) => variant.sku === code)!;
    expect(set.variants).toHaveLength(200);
    expect(stored(rows[1]!.sku!).price).toBe(123_456);
    expect(stored(rows[2]!.sku!)).toMatchObject({ madeToOrder: true, leadTimeWeeks: 8, stock: 0 });
    expect(stored(rows[3]!.sku!).isActive).toBe(false);
    // The export is the file imported, cell for cell (amounts as stored: '123456').
    rows[1]!.price = "123456";
    expect(await exported(query)).toBe(fileOf(rows));

    const [entry] = (await auditEntries("product.variants")).filter((row) => row.targetId === product.id);
    expect(entry!.changes).toMatchObject({ [rows[1]!.sku!]: { after: expect.stringContaining("PKR 123,456") } });
    const imports = await auditEntries("product.csv-imported");
    expect(imports.at(-1)!.changes).toMatchObject({ kind: "variants", mode: "all", update: changed });

    // A 201st variant breaks the product's limit: all its rows fail, nothing of it changes.
    const more = fileOf([
      { sku: rows[0]!.sku, stock: "1" },
      { sku: sku("GS-NEW"), product: product.slug, value1: "Fabric 11", value2: "Finish 01", value3: "Size 01" },
    ]);
    const refused = await stage(cookies.admin, more);
    const refusedPreview = await previewOf(cookies.admin, refused);
    expect(refusedPreview.counts).toMatchObject({ create: 0, update: 0, failed: 2 });
    expect(refusedPreview.rows[0]).toMatchObject({
      reason: `A product has at most 200 variants. Nothing of ${product.slug} changes.`,
    });
    expect((await confirm(cookies.admin, refused, "valid")).csvReport).toMatchObject({ created: 0, updated: 0 });
    expect(await loadVariantSet(db(), product.id)).toEqual(set);
  });

  it("adds a variant in a new fabric, and 'only if every row is valid' writes nothing when one row fails", async () => {
    const { product, skus, variant } = await sofa();
    const boucle = sku("SOF-B3");
    const lines = [
      {
        sku: boucle,
        product: product.slug,
        option1: "Fabric",
        value1: "Boucle",
        option2: "Size",
        value2: "3-seater",
        stock: "2",
      },
      { sku: skus.linen3, price: "-1" },
    ];
    const draftId = await stage(cookies.admin, fileOf(lines));
    const strict = await confirm(cookies.admin, draftId, "all");
    expect(strict.csvReport).toMatchObject({ written: false, failures: [{ row: 3 }] });
    expect((await loadVariantSet(db(), product.id)).variants).toHaveLength(4);

    const valid = await confirm(cookies.admin, await stage(cookies.admin, fileOf(lines)), "valid");
    expect(valid.csvReport).toMatchObject({ written: true, created: 1, updated: 0, failures: [{ row: 3 }] });
    const set = await loadVariantSet(db(), product.id);
    expect(set.options[0]!.values.map((value) => value.value)).toEqual(["Linen", "Velvet", "Boucle"]);
    const added = set.variants.find((entry) => entry.sku === boucle)!;
    expect(added).toMatchObject({ stock: 2, price: null, isActive: true });
    // The other variants are as they were: stock, making time and prices.
    expect(set.variants.find((entry) => entry.sku === skus.velvet3)).toMatchObject({ stock: variant("velvet3").stock });
    expect(set.variants.find((entry) => entry.sku === skus.velvet2)).toMatchObject({
      madeToOrder: true,
      leadTimeWeeks: 6,
    });
  });

  it("is the admin's alone: a customer can neither export nor stage it", async () => {
    const response = await exportCsv(cookies.customer, "?file=variants");
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toContain("sku,product");
  });
});
