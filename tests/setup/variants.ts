import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import type { VariantSetDraft } from "~/modules/catalog/variant-draft";
import { loadVariantSet, saveVariantSet } from "~/modules/catalog/variants.server";
import { makeProduct } from "./orders";

// Issue 34's tests' sofa: a product with two options and four variants, one unit of one left.

let skuCounter = 0;
/** An SKU no other test has. */
export const sku = (stem: string) => `${stem}-${Date.now().toString(36).toUpperCase()}-${++skuCounter}`;

/** A sofa in two fabrics (velvet +PKR 45,000) and two sizes; 3-seater velvet has one unit left. */
export async function sofa() {
  const product = await makeProduct({ price: 200_000, stock: 0, name: "Noor Sofa" });
  const skus = { linen3: sku("SOF-L3"), velvet3: sku("SOF-V3"), linen2: sku("SOF-L2"), velvet2: sku("SOF-V2") };
  const draft: VariantSetDraft = {
    options: [
      {
        name: "Fabric",
        display: "swatches",
        values: [
          { value: "Linen", swatchColor: "#d8cbb3" },
          { value: "Velvet", surcharge: 45_000, swatchColor: "#4b2e39" },
        ],
      },
      { name: "Size", values: [{ value: "3-seater" }, { value: "2-seater", surcharge: -30_000 }] },
    ],
    variants: [
      { sku: skus.linen3, values: ["Linen", "3-seater"], stock: 4 },
      { sku: skus.velvet3, values: ["Velvet", "3-seater"], stock: 1 },
      { sku: skus.linen2, values: ["Linen", "2-seater"], price: 150_000, stock: 2 },
      { sku: skus.velvet2, values: ["Velvet", "2-seater"], madeToOrder: true, leadTimeWeeks: 6 },
    ],
  };
  expect(await db().transaction((tx) => saveVariantSet(tx, product, draft))).toEqual({ ok: true });
  const set = await loadVariantSet(db(), product.id);
  const bySku = (code: string) => set.variants.find((variant) => variant.sku === code)!;
  return { product, set, skus, draft, variant: (key: keyof typeof skus) => bySku(skus[key]) };
}

/** What the product row says of its stock (its variants' sum). */
export const stockOfProduct = async (id: string) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
