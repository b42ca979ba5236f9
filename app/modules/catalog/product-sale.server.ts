import { and, asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { productVariants } from "~/db/schema";
import type { RunningSales } from "./running-sales.server";
import { salePricesFor, type SalePrice } from "./sale-prices.server";
import type { ProductVariantView } from "./variants";

/**
 * The sale of the piece a product page shows, with its reduction and 'was' price: the chosen
 * variant of a product with options, else the product's one variant. Null when no running sale
 * covers it. Reads nothing when no sale runs.
 */
export async function shownPieceSale(
  product: { id: string; price: number; categoryId: string | null },
  variants: ProductVariantView | null,
  sales: RunningSales,
): Promise<SalePrice | null> {
  if (sales.running.length === 0) return null;
  const variantId = variants?.chosen.id ?? (await soleVariantId(product.id));
  if (!variantId) return null;
  const piece = {
    variantId,
    productId: product.id,
    categoryId: product.categoryId,
    price: variants?.chosen.price ?? product.price,
  };
  return (await salePricesFor([piece], db(), sales)).get(variantId) ?? null;
}

/** A product without options is sold as its one variant (issue 34). */
async function soleVariantId(productId: string): Promise<string | null> {
  const [row] = await db()
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.position))
    .limit(1);
  return row?.id ?? null;
}
