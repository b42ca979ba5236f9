import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products, productVariants } from "~/db/schema";
import { listCatalog } from "~/modules/catalog/catalog.server";
import { newArrivals } from "~/modules/catalog/home-shelves.server";
import type { VariantSetDraft } from "~/modules/catalog/variant-draft";
import { saveVariantSet } from "~/modules/catalog/variants.server";
import { filtersOf } from "../setup/catalog-fixtures";
import { makeProduct } from "../setup/orders";
import { setupTestDatabase } from "../setup/test-database";
import { sku, sofa } from "../setup/variants";

// Issue 34: a card shows the fabrics or finishes its piece comes in, as small swatches: the first
// swatch option's values that a variant on sale has, five at most and the rest counted.

setupTestDatabase();

async function cardOf(productId: string, name: string) {
  await db().update(products).set({ name }).where(eq(products.id, productId));
  const page = await listCatalog(filtersOf({ q: name }));
  return page.products.find((card) => card.id === productId)!;
}

describe("swatches on the catalogue's cards", () => {
  it("lists the fabrics on sale in the owner's order, and drops one whose variants are all hidden", async () => {
    const { product, skus } = await sofa();
    const name = `Sheeba Sofa ${Date.now().toString(36)}`;
    expect((await cardOf(product.id, name)).swatches).toEqual({
      option: "Fabric",
      values: [
        { value: "Linen", color: "#d8cbb3", image: null },
        { value: "Velvet", color: "#4b2e39", image: null },
      ],
      more: 0,
    });
    await db()
      .update(productVariants)
      .set({ isActive: false })
      .where(inArray(productVariants.sku, [skus.velvet3, skus.velvet2]));
    expect((await cardOf(product.id, name)).swatches?.values.map((swatch) => swatch.value)).toEqual(["Linen"]);
    // The home page's shelf reads the same.
    const shelf = await newArrivals(50);
    expect(shelf.find((card) => card.id === product.id)?.swatches?.values).toHaveLength(1);
  });

  it("shows five and counts the rest; a piece without a swatch option has none", async () => {
    const product = await makeProduct({ price: 90_000, stock: 0 });
    const colours = ["Ivory", "Sand", "Olive", "Rust", "Navy", "Plum", "Teal"];
    const draft: VariantSetDraft = {
      options: [
        { name: "Size", values: [{ value: "Single" }] },
        { name: "Colour", display: "swatches", values: colours.map((value) => ({ value, swatchColor: "#887766" })) },
      ],
      variants: colours.map((colour) => ({ sku: sku(`BED-${colour}`), values: ["Single", colour], stock: 1 })),
    };
    expect(await db().transaction((tx) => saveVariantSet(tx, product, draft))).toEqual({ ok: true });
    const card = await cardOf(product.id, `Rangoli Bed ${Date.now().toString(36)}`);
    expect(card.swatches).toMatchObject({ option: "Colour", more: 2 });
    expect(card.swatches?.values.map((swatch) => swatch.value)).toEqual(colours.slice(0, 5));

    const plain = await makeProduct({ price: 5_000, stock: 2 });
    expect((await cardOf(plain.id, `Plain Stool ${Date.now().toString(36)}`)).swatches).toBeUndefined();
  });
});
