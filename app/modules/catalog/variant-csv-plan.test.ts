import { describe, expect, it } from "vitest";
import { csvRow } from "~/utils/csv";
import { parseCatalogueCsv } from "./product-csv-reader.server";
import { VARIANT_CSV_COLUMNS, variantCsvRows } from "./variant-csv";
import { planVariantRecords, type CsvVariantProduct, type VariantCatalogue } from "./variant-csv-plan";
import type { VariantSet } from "./variants";

// The variants file's plan, row by row, against a catalogue held in memory: a sofa in two fabrics
// and two sizes, and a lamp without options.

const value = (id: string, word: string, surcharge = 0) => ({
  id,
  value: word,
  surcharge,
  swatchColor: null,
  swatchImage: null,
});
const variant = (
  id: string,
  sku: string,
  valueIds: string[],
  fields: Partial<VariantSet["variants"][number]> = {},
) => ({
  id,
  sku,
  price: null,
  stock: 3,
  madeToOrder: false,
  leadTimeWeeks: null,
  images: [],
  isActive: true,
  valueIds,
  ...fields,
});

const sofa: CsvVariantProduct = {
  id: "p-sofa",
  slug: "noor-sofa",
  name: "Noor Sofa",
  price: 200_000,
  set: {
    options: [
      {
        id: "o1",
        name: "Fabric",
        display: "swatches",
        values: [value("lin", "Linen"), value("vel", "Velvet", 45_000)],
      },
      { id: "o2", name: "Size", display: "buttons", values: [value("s3", "3-seater"), value("s2", "2-seater")] },
    ],
    variants: [
      variant("v1", "SOF-LIN-3", ["lin", "s3"]),
      variant("v2", "SOF-VEL-3", ["vel", "s3"], { stock: 1 }),
      variant("v3", "SOF-VEL-2", ["vel", "s2"], { madeToOrder: true, leadTimeWeeks: 6, stock: 0 }),
    ],
  },
};
const lamp: CsvVariantProduct = {
  id: "p-lamp",
  slug: "brass-lamp",
  name: "Brass Lamp",
  price: 9_000,
  set: { options: [], variants: [variant("v9", "LAMP-1", [])] },
};

const catalogue: VariantCatalogue = {
  products: new Map([sofa, lamp].map((product) => [product.id, product])),
  bySlug: new Map([
    [sofa.slug, sofa.id],
    [lamp.slug, lamp.id],
  ]),
  bySku: new Map([
    ["SOF-LIN-3", sofa.id],
    ["SOF-VEL-3", sofa.id],
    ["SOF-VEL-2", sofa.id],
    ["LAMP-1", lamp.id],
    ["OLD-1", "p-archived"],
  ]),
};

function plan(lines: (string | number | null)[][], header: readonly string[] = VARIANT_CSV_COLUMNS) {
  const parsed = parseCatalogueCsv(csvRow(header) + lines.map((line) => csvRow(line)).join(""));
  if (!parsed.ok || parsed.kind !== "variants") throw new Error(parsed.ok ? "not a variants file" : parsed.message);
  return planVariantRecords(parsed.columns.length, parsed.records, catalogue);
}

const exported = parseCatalogueCsv(
  csvRow(VARIANT_CSV_COLUMNS) + variantCsvRows(sofa.slug, sofa.set) + variantCsvRows(lamp.slug, lamp.set),
);

describe("the variants file", () => {
  it("is told from a products file by its sku column, and its export reads back unchanged", () => {
    expect(parseCatalogueCsv("slug,name\nx,X\n")).toMatchObject({ ok: true, kind: "products" });
    if (!exported.ok || exported.kind !== "variants") throw new Error("not read");
    expect(exported.records.map((record) => record.cells.sku)).toEqual([
      "SOF-LIN-3",
      "SOF-VEL-3",
      "SOF-VEL-2",
      "LAMP-1",
    ]);
    const result = planVariantRecords(exported.columns.length, exported.records, catalogue);
    expect(result.rows.map((row) => row.kind)).toEqual(["unchanged", "unchanged", "unchanged", "unchanged"]);
    expect(result.writes).toEqual([]);
  });

  it("refuses an unknown column, naming the variants' columns", () => {
    expect(parseCatalogueCsv("sku,colour\nA,red\n")).toMatchObject({
      ok: false,
      message: expect.stringContaining("the columns are sku, product, option1"),
    });
  });

  it("changes figures by SKU, each change shown before and after, and keeps the stock of rows that do not set it", () => {
    const result = plan(
      [
        ["sof-lin-3", "", "", "", "", "", "", "", "185,000", "", "", "hidden"],
        ["SOF-VEL-3", "noor-sofa", "", "", "", "", "", "", "", "5", "", ""],
        ["SOF-VEL-2", "", "", "", "", "", "", "", "", "", "", ""],
      ],
      VARIANT_CSV_COLUMNS,
    );
    expect(result.rows[0]).toMatchObject({
      kind: "update",
      slug: "SOF-LIN-3",
      name: "Noor Sofa (Linen, 3-seater)",
      changes: [
        { field: "price", before: "PKR 200,000 (base + surcharges)", after: "PKR 185,000" },
        { field: "status", before: "active", after: "hidden" },
      ],
    });
    expect(result.rows[1]).toMatchObject({
      kind: "update",
      changes: [{ field: "stock", before: "1 in stock", after: "5 in stock" }],
    });
    // An empty weeks cell sells it from stock: the made-to-order variant changes too.
    expect(result.rows[2]).toMatchObject({
      kind: "update",
      changes: [{ field: "stock", before: "made to order in 6 weeks", after: "0 in stock" }],
    });
    expect(result.writes).toHaveLength(1);
    expect([...result.writes[0]!.keepStock]).toEqual(["SOF-LIN-3"]);
  });

  it("adds a variant with a new SKU, adding a value its option lacks", () => {
    const result = plan([["SOF-BOU-3", "noor-sofa", "Fabric", "Boucle", "Size", "3-seater", "", "", "", "2", "", ""]]);
    expect(result.rows[0]).toMatchObject({ kind: "create", slug: "SOF-BOU-3", name: "Noor Sofa (Boucle, 3-seater)" });
    const draft = result.writes[0]!.draft;
    expect(draft.options[0]!.values.map((entry) => entry.value)).toEqual(["Linen", "Velvet", "Boucle"]);
    expect(draft.variants.at(-1)).toMatchObject({ sku: "SOF-BOU-3", values: ["Boucle", "3-seater"], stock: 2 });
  });

  it.each([
    [["", "noor-sofa"], "Every row needs its variant's SKU."],
    [["SOF LIN"], "'SOF LIN' is not an SKU: letters, digits and dashes, up to 40."],
    [["NEW-1"], "No variant has the SKU NEW-1: give its product."],
    [["NEW-1", "no-such-sofa"], "No product with the slug 'no-such-sofa'."],
    [["OLD-1"], "The SKU OLD-1 belongs to an archived product."],
    [["LAMP-1", "noor-sofa"], "The SKU LAMP-1 belongs to 'brass-lamp', not 'noor-sofa'."],
    [
      ["SOF-LIN-3", "", "", "Velvet"],
      "SOF-LIN-3 is Linen, 3-seater: change options and values in the product's variant editor.",
    ],
    [
      ["SOF-LIN-3", "", "", "", "", "", "", "", "-5"],
      "price must be whole rupees, or empty for the base price and surcharges.",
    ],
    [
      ["SOF-LIN-3", "", "", "", "", "", "", "", "12.5"],
      "price must be whole rupees, or empty for the base price and surcharges.",
    ],
    [["SOF-LIN-3", "", "", "", "", "", "", "", "", "many"], "stock must be a whole number from 0 to 100,000."],
    [
      ["SOF-LIN-3", "", "", "", "", "", "", "", "", "", "60"],
      "made_to_order_weeks must be 1 to 52, or empty for a variant sold from stock.",
    ],
    [
      ["SOF-VEL-2", "", "", "", "", "", "", "", "", "4", "6"],
      "A variant made to order keeps no stock: leave stock at 0.",
    ],
    [["SOF-LIN-3", "", "", "", "", "", "", "", "", "", "", "sold"], "status must be active or hidden."],
    [
      ["LAMP-2", "brass-lamp", "Shade", "Silk"],
      "The product 'brass-lamp' has no options: add them in its variant editor, then import its variants.",
    ],
    [["SOF-X-3", "noor-sofa", "Colour", "Red", "Size", "3-seater"], "option1 of 'noor-sofa' is Fabric, not Colour."],
    [["SOF-X-3", "noor-sofa", "Fabric", "Silk"], "A new variant needs a value of each option: value2 (Size) is empty."],
    [
      ["SOF-X-3", "noor-sofa", "Fabric", "Silk", "Size", "1-seater", "Legs", "Teak"],
      "The product 'noor-sofa' has 2 option(s): value3 must be empty.",
    ],
    [
      ["SOF-X-3", "noor-sofa", "Fabric", "<b>", "Size", "3-seater"],
      "'<b>' is not a value: letters and digits, up to 40 characters.",
    ],
    [
      ["SOF-LIN-3", "", "", "", "", "", "", "", "1", "", "", "", "extra"],
      "The row has 13 cells but the header has 12: quote cells that hold commas.",
    ],
  ])("refuses the row %j: %s", (line, reason) => {
    const result = plan([line]);
    expect(result.rows[0]).toMatchObject({ kind: "failed", reason });
    expect(result.writes).toEqual([]);
  });

  it("refuses an SKU given twice, and a new combination that is already sold, taking back the product's rows", () => {
    const twice = plan([["SOF-LIN-3", "", "", "", "", "", "", "", "", "7"], ["sof-lin-3"]]);
    expect(twice.rows[1]).toMatchObject({ kind: "failed", reason: "The SKU SOF-LIN-3 is already used in row 2." });
    const clash = plan([
      ["SOF-LIN-3", "", "", "", "", "", "", "", "", "7"],
      ["SOF-COPY", "noor-sofa", "", "Linen", "", "3-seater"],
    ]);
    expect(clash.rows.map((row) => row.kind)).toEqual(["failed", "failed"]);
    expect(clash.rows[0]).toMatchObject({
      reason: "Two variants are Linen, 3-seater. Nothing of noor-sofa changes.",
    });
    expect(clash.writes).toEqual([]);
  });

  it("leaves a failed row's new value out of the option", () => {
    const result = plan([
      ["SOF-SIL-3", "noor-sofa", "", "Silk", "", "3-seater", "", "", "", "", "", "sold"],
      ["SOF-LIN-3", "", "", "", "", "", "", "", "", "9"],
    ]);
    expect(result.rows.map((row) => row.kind)).toEqual(["failed", "update"]);
    expect(result.writes[0]!.draft.options[0]!.values.map((entry) => entry.value)).toEqual(["Linen", "Velvet"]);
  });
});
