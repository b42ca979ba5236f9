import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products, productVariants } from "~/db/schema";
import { listCatalog } from "~/modules/catalog/catalog.server";
import type { VariantSetDraft } from "~/modules/catalog/variant-draft";
import { saveVariantSet } from "~/modules/catalog/variants.server";
import { filtersOf } from "../setup/catalog-fixtures";
import { makeProduct } from "../setup/orders";
import { setupTestDatabase } from "../setup/test-database";
import { sku, sofa } from "../setup/variants";

// Issue 34: the catalogue finds a product by its options' values and its variants' SKUs
// ('velvet sofa', 'SOF-V3-…'), kept current as the owner changes them; 'In stock only' keeps
// a piece made to order, which is never out of stock.

setupTestDatabase();

/** The names a search lists for all its words (a search widened to any word, for want of one, lists none here). */
async function found(q: string, extra: Parameters<typeof filtersOf>[0] = {}) {
  const page = await listCatalog(filtersOf({ q, ...extra }));
  return page.broadened ? [] : page.products.map((product) => product.name);
}

describe("search by variant", () => {
  it("finds a sofa by a fabric it is sold in and by a variant's SKU, and forgets a fabric no longer sold", async () => {
    const { product, skus } = await sofa();
    const name = `Zarnigar Sofa Q${Date.now().toString(36)}`;
    await db().update(products).set({ name }).where(eq(products.id, product.id));
    expect(await found(`velvet zarnigar`)).toEqual([name]);
    expect(await found(skus.velvet3)).toEqual([name]);
    // A typo is corrected from the options' values too; the SKUs' made-up words stay out of
    // that vocabulary (one per variant would swell it many times over).
    expect(await found(`velvett zarnigar`)).toEqual([name]);
    const stamp = skus.velvet3.split("-")[2]!.toLowerCase();
    const words = (await db().execute(
      sql`select count(*)::int as n from search_words where word in ('velvet', ${stamp})`,
    )) as unknown as { rows: { n: number }[] };
    expect(words.rows[0]!.n).toBe(1);

    const linenOnly: VariantSetDraft = {
      options: [{ name: "Fabric", values: [{ value: "Linen" }] }],
      variants: [{ sku: skus.linen3, values: ["Linen"], stock: 4 }],
    };
    expect(await db().transaction((tx) => saveVariantSet(tx, product, linenOnly))).toEqual({ ok: true });
    expect(await found(`velvet zarnigar`)).toEqual([]);
    expect(await found(skus.velvet3)).toEqual([]);
    expect(await found(`linen zarnigar`)).toEqual([name]);

    // A hidden variant's SKU is not searchable.
    await db().update(productVariants).set({ isActive: false }).where(eq(productVariants.sku, skus.linen3));
    expect(await found(skus.linen3)).toEqual([]);
  });

  it("finds a variant by its SKU typed whole, hyphens and all, and not a piece with the SKU's parts apart", async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    // Its last part all digits: PostgreSQL's parser alone reads 'QK…-102' as 'qk…' and '-102'.
    const code = `QK${stamp}-102`;
    const ottoman = await makeProduct({ price: 50_000, stock: 0, name: "Kashmiri Ottoman" });
    const draft: VariantSetDraft = {
      options: [{ name: "Fabric", values: [{ value: "Linen" }] }],
      variants: [{ sku: code, values: ["Linen"], stock: 2 }],
    };
    expect(await db().transaction((tx) => saveVariantSet(tx, ottoman, draft))).toEqual({ ok: true });
    const pouf = await makeProduct({ price: 40_000, stock: 1, name: "Qila Pouf" });
    await db()
      .update(products)
      .set({ description: `Marked QK${stamp} 102 underneath.` })
      .where(eq(products.id, pouf.id));
    // As an SKU would be, the code is no word of the vocabulary.
    await db().execute(sql`delete from search_words where word = ${`qk${stamp}`.toLowerCase()}`);

    expect(await found(code)).toEqual(["Kashmiri Ottoman"]);
    expect(await found(code.toLowerCase())).toEqual(["Kashmiri Ottoman"]);
    // Typed apart, the parts find both.
    expect((await found(`QK${stamp} 102`)).sort()).toEqual(["Kashmiri Ottoman", "Qila Pouf"]);
  });

  it("counts a piece made to order as in stock, and one with nothing left as not", async () => {
    const tag = Date.now().toString(36);
    const made = await makeProduct({ price: 90_000, stock: 0, name: `Qila Bench Made ${tag}` });
    const draft: VariantSetDraft = {
      options: [{ name: "Finish", values: [{ value: "Sheesham" }] }],
      variants: [{ sku: sku("QILA"), values: ["Sheesham"], madeToOrder: true, leadTimeWeeks: 4 }],
    };
    expect(await db().transaction((tx) => saveVariantSet(tx, made, draft))).toEqual({ ok: true });
    await makeProduct({ price: 90_000, stock: 0, name: `Qila Bench Gone ${tag}` });
    await makeProduct({ price: 90_000, stock: 2, name: `Qila Bench Kept ${tag}` });
    expect((await found(`qila ${tag}`, { inStock: true })).sort()).toEqual([
      `Qila Bench Kept ${tag}`,
      `Qila Bench Made ${tag}`,
    ]);
    expect(await found(`qila ${tag}`)).toHaveLength(3);
  });
});
