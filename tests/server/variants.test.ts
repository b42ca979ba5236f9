import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productOptions, products, productVariants } from "~/db/schema";
import type { VariantSetDraft } from "~/modules/catalog/variant-draft";
import { loadVariantSet, saveVariantSet } from "~/modules/catalog/variants.server";
import { variantLabel, variantPrice } from "~/modules/catalog/variants";
import { makeProduct } from "../setup/orders";
import { setupTestDatabase } from "../setup/test-database";
import { sku, sofa, stockOfProduct } from "../setup/variants";

// Issue 34: a product's options and variants, as stored: prices, names, the stock kept per
// variant, and bad drafts refused with nothing stored. The cart, orders and page: variants-orders.test.ts.

setupTestDatabase();

describe("the model", () => {
  it("prices and names each variant, and keeps the product's stock as the sum of its variants'", async () => {
    const { product, set, variant } = await sofa();
    expect(set.options.map((option) => option.name)).toEqual(["Fabric", "Size"]);
    expect(variantPrice(product.price, variant("velvet3"), set.options)).toBe(245_000);
    expect(variantPrice(product.price, variant("linen3"), set.options)).toBe(200_000);
    // Its own price wins over the surcharges.
    expect(variantPrice(product.price, variant("linen2"), set.options)).toBe(150_000);
    expect(variantLabel(variant("velvet2"), set.options)).toBe("Velvet, 2-seater");
    // The default variant made with the product is gone; 4 + 1 + 2 (+ 0 made to order).
    expect(set.variants).toHaveLength(4);
    expect(await stockOfProduct(product.id)).toBe(7);
  });

  it("refuses a stock written on a product with options: its stock is kept per variant", async () => {
    const { product } = await sofa();
    await expect(db().update(products).set({ stock: 50 }).where(eq(products.id, product.id))).rejects.toThrow();
    expect(await stockOfProduct(product.id)).toBe(7);
  });

  it("keeps a variant by its SKU when the options are saved again (its cart lines and orders stay with it)", async () => {
    const { product, variant, skus } = await sofa();
    const before = variant("linen3").id;
    const draft: VariantSetDraft = {
      options: [{ name: "Fabric", values: [{ value: "Linen" }] }],
      variants: [{ sku: skus.linen3.toLowerCase(), values: ["linen"], stock: 9 }],
    };
    expect(await db().transaction((tx) => saveVariantSet(tx, product, draft))).toEqual({ ok: true });
    const set = await loadVariantSet(db(), product.id);
    expect(set.variants.map((row) => [row.id, row.sku, row.stock])).toEqual([[before, skus.linen3, 9]]);
    expect(await stockOfProduct(product.id)).toBe(9);
  });
});

describe("bad drafts store nothing", () => {
  const base = (): VariantSetDraft => ({
    options: [{ name: "Size", values: [{ value: "King" }, { value: "Queen" }] }],
    variants: [
      { sku: sku("BED-K"), values: ["King"], stock: 1 },
      { sku: sku("BED-Q"), values: ["Queen"], stock: 1 },
    ],
  });
  const cases: [string, (draft: VariantSetDraft) => void, RegExp][] = [
    ["a duplicate SKU", (d) => (d.variants[1]!.sku = d.variants[0]!.sku.toLowerCase()), /is used twice/],
    ["a value used twice", (d) => d.options[0]!.values.push({ value: "king" }), /used twice in Size/],
    [
      "more than 3 options",
      (d) => d.options.push(...["A", "B", "C"].map((name) => ({ name, values: [{ value: "One" }] }))),
      /at most 3 options/,
    ],
    [
      "more than 200 variants",
      (d) => {
        d.options[0]!.values = Array.from({ length: 30 }, (_, i) => ({ value: `W${i}` }));
        d.options.push({ name: "Height", values: Array.from({ length: 7 }, (_, i) => ({ value: `H${i}` })) });
        d.variants = d.options[0]!.values.flatMap((w, i) =>
          d.options[1]!.values.map((h, j) => ({ sku: `BIG-${i}-${j}`, values: [w.value, h.value] })),
        );
      },
      /at most 200 variants/,
    ],
    ["a surcharge that makes a price negative", (d) => (d.options[0]!.values[1]!.surcharge = -500_000), /below zero/],
    ["a variant without a value of each option", (d) => (d.variants[0]!.values = []), /needs one value of each option/],
    ["a value that is not the option's", (d) => (d.variants[0]!.values = ["Single"]), /not a value of Size/],
    ["the same combination twice", (d) => (d.variants[1]!.values = ["King"]), /Two variants are King/],
    [
      "stock on a piece made to order",
      (d) => Object.assign(d.variants[0]!, { madeToOrder: true, leadTimeWeeks: 6, stock: 2 }),
      /keeps no stock/,
    ],
    [
      "a lead time past a year",
      (d) => Object.assign(d.variants[0]!, { madeToOrder: true, leadTimeWeeks: 60, stock: 0 }),
      /1 to 52 weeks/,
    ],
    ["a swatch colour that is not one", (d) => (d.options[0]!.values[0]!.swatchColor = "red;"), /#6b4f3a/],
  ];

  it.each(cases)("refuses %s with a clear message", async (_name, spoil, message) => {
    const bed = await makeProduct({ price: 90_000, stock: 3, name: "Palang" });
    const draft = base();
    spoil(draft);
    const result = await db().transaction((tx) => saveVariantSet(tx, bed, draft));
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(message) });
    // Nothing stored: the product keeps its one variant and no options.
    const variants = await db().select().from(productVariants).where(eq(productVariants.productId, bed.id));
    expect(variants.map((row) => row.stock)).toEqual([3]);
    expect(await db().select().from(productOptions).where(eq(productOptions.productId, bed.id))).toEqual([]);
  });

  it("refuses an SKU another product has", async () => {
    const { skus } = await sofa();
    const bed = await makeProduct({ price: 90_000, stock: 3, name: "Palang" });
    const draft = base();
    draft.variants[0]!.sku = skus.velvet3;
    expect(await db().transaction((tx) => saveVariantSet(tx, bed, draft))).toEqual({
      ok: false,
      message: `The SKU ${skus.velvet3} belongs to another product.`,
    });
  });
});
