import { eq, inArray } from "drizzle-orm";
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

// Issue 34: the catalogue filters by option value ('Fabric: Velvet', 'Size: 3-seater') with how
// many pieces of the view come in each; values of one option widen, options narrow, and a value
// only a hidden variant has does not count.

setupTestDatabase();

const tag = `Kashi${Date.now().toString(36)}`;

/** Three sofas of one search: the test sofa (Linen/Velvet × 3-/2-seater), a velvet-only one, a plain one. */
async function sofas() {
  const first = await sofa();
  const second = await makeProduct({ price: 150_000, stock: 0 });
  const draft: VariantSetDraft = {
    options: [
      { name: "fabric", display: "swatches", values: [{ value: "VELVET" }, { value: "Boucle" }] },
      { name: "Size", values: [{ value: "2-seater" }] },
    ],
    variants: [
      { sku: sku("K-VEL"), values: ["VELVET", "2-seater"], stock: 1 },
      { sku: sku("K-BOU"), values: ["Boucle", "2-seater"], stock: 1, isActive: false },
    ],
  };
  expect(await db().transaction((tx) => saveVariantSet(tx, second, draft))).toEqual({ ok: true });
  const plain = await makeProduct({ price: 90_000, stock: 3 });
  const ids = [first.product.id, second.id, plain.id];
  for (const [index, id] of ids.entries()) {
    await db()
      .update(products)
      .set({ name: `${tag} Sofa ${index}` })
      .where(eq(products.id, id));
  }
  return { first, second, plain };
}

const view = (options: { name: string; value: string }[] = []) =>
  listCatalog(filtersOf({ q: tag, options }), undefined, { facets: true });

describe("filters by option value", () => {
  it("counts each value over the view, by name and value whatever their case, leaving hidden variants out", async () => {
    const { first, second } = await sofas();
    const page = await view();
    expect(page.total).toBe(3);
    const facet = (name: string) => page.facets.find((entry) => entry.name === name);
    // 'Velvet' and 'VELVET' are one value, shown in one of the owner's spellings.
    expect(facet("fabric")?.values.map(({ label, ...value }) => ({ ...value, label: label.toLowerCase() }))).toEqual([
      { label: "velvet", value: "velvet", count: 2 },
      { label: "linen", value: "linen", count: 1 },
    ]);
    expect(facet("size")?.values).toEqual([
      { label: "2-seater", value: "2-seater", count: 2 },
      { label: "3-seater", value: "3-seater", count: 1 },
    ]);
    // The most common option first.
    expect(page.facets.map((entry) => entry.name)).toEqual(["fabric", "size"]);

    const velvet = await view([{ name: "fabric", value: "velvet" }]);
    expect(velvet.products.map((card) => card.id).sort()).toEqual([first.product.id, second.id].sort());
    // Its own option's counts ignore the choice; the others' follow it.
    expect(velvet.facets.find((entry) => entry.name === "fabric")?.values.map((value) => value.count)).toEqual([2, 1]);

    const narrowed = await view([
      { name: "fabric", value: "velvet" },
      { name: "size", value: "3-seater" },
    ]);
    expect(narrowed.products.map((card) => card.id)).toEqual([first.product.id]);
    expect(narrowed.facets.find((entry) => entry.name === "fabric")?.values).toEqual([
      { label: "Linen", value: "linen", count: 1 },
      { label: "Velvet", value: "velvet", count: 1 },
    ]);

    const widened = await view([
      { name: "fabric", value: "linen" },
      { name: "fabric", value: "velvet" },
    ]);
    expect(widened.total).toBe(2);

    // A value whose variants are all hidden matches nothing.
    expect((await view([{ name: "fabric", value: "boucle" }])).total).toBe(0);
    await db()
      .update(productVariants)
      .set({ isActive: false })
      .where(inArray(productVariants.productId, [first.product.id]));
    expect((await view([{ name: "size", value: "3-seater" }])).total).toBe(0);
  });

  it("offers no counts unless asked, as site search and the décor tiles do not need them", async () => {
    expect((await listCatalog(filtersOf({ q: tag }))).facets).toEqual([]);
  });
});
