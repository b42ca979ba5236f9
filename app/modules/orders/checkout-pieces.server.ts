import { asc, eq, inArray, sql } from "drizzle-orm";
import { products, productVariants } from "~/db/schema";
import { variantLabelSql, variantPriceSql } from "~/modules/catalog/variant-sql.server";
import { lineName } from "~/modules/catalog/variants";
import { readRunningSales } from "~/modules/catalog/running-sales.server";
import { offersFor } from "~/modules/catalog/sale-prices.server";
import { CheckoutRefused, type Transaction } from "./checkout-refused";

/** A cart's line as checkout reads it (locked): which variant of which product, how many. */
export interface CheckoutLine {
  productId: string;
  variantId: string;
  quantity: number;
}

export type CheckoutPiece = Awaited<ReturnType<typeof lockCheckoutPieces>>[number];

/**
 * The pieces a checkout takes, in its transaction: each line's product and variant locked, its
 * price read from the database (the variant's), and refused with the reason when the product or
 * the variant is withdrawn or the stock is short (a piece made to order keeps none).
 */
export async function lockCheckoutPieces(tx: Transaction, lines: readonly CheckoutLine[]) {
  // Products, then their variants, locked in id order, so that concurrent checkouts never
  // deadlock (a variant's stock change updates its product's total: products come first).
  const stock = await tx
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      isActive: products.isActive,
      categoryId: products.categoryId,
      image: sql<string | null>`${products.images}[1]`,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((line) => line.productId),
      ),
    )
    .orderBy(asc(products.id))
    // Not a key change: other customers may still add these products to their carts meanwhile.
    .for("no key update");
  const byId = new Map(stock.map((product) => [product.id, product]));
  const variantRows = await tx
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      stock: productVariants.stock,
      madeToOrder: productVariants.madeToOrder,
      leadTimeWeeks: productVariants.leadTimeWeeks,
      isActive: productVariants.isActive,
      price: variantPriceSql,
      label: variantLabelSql,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      inArray(
        productVariants.id,
        lines.map((line) => line.variantId),
      ),
    )
    .orderBy(asc(productVariants.id))
    .for("no key update", { of: productVariants });
  const variantById = new Map(variantRows.map((variant) => [variant.id, variant]));
  // The sales running at the transaction's start, by the same rules as the cart showed them: a sale
  // that ended since gives the regular price, and the total guard then shows the new total.
  const onSale = offersFor(
    lines.flatMap((line) => {
      const variant = variantById.get(line.variantId);
      const categoryId = byId.get(line.productId)?.categoryId ?? null;
      return variant ? [{ variantId: variant.id, productId: line.productId, categoryId, price: variant.price }] : [];
    }),
    await readRunningSales(tx),
  );

  return lines.map((line) => {
    const product = byId.get(line.productId);
    const variant = variantById.get(line.variantId);
    if (!product?.isActive || !variant?.isActive) {
      throw new CheckoutRefused("A product in your cart is no longer available.");
    }
    const name = lineName(product.name, variant.label);
    // A piece made to order keeps no stock: it is made for the order.
    if (!variant.madeToOrder && variant.stock < line.quantity) {
      throw new CheckoutRefused(
        variant.stock > 0
          ? `Not enough stock: only ${variant.stock} of ${name} left.`
          : `Not enough stock: ${name} is sold out.`,
      );
    }
    const offer = onSale.get(variant.id);
    const price = offer?.price ?? variant.price;
    const priced = { ...product, price };
    // The sale, kept on the order's line: its price before the sale and which sale it was.
    const sale = offer ? { saleId: offer.saleId, regularPrice: offer.regularPrice } : null;
    return { product: priced, variant, sale, quantity: line.quantity, total: price * line.quantity };
  });
}

/** Takes the pieces' stock, variant by variant; a piece made to order is made, not taken. */
export async function takeStock(tx: Transaction, pieces: readonly CheckoutPiece[]) {
  for (const piece of pieces) {
    if (piece.variant.madeToOrder) continue;
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${piece.quantity}`, updatedAt: sql`now()` })
      .where(eq(productVariants.id, piece.variant.id));
  }
}
