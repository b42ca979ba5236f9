import { and, asc, count, eq, gt, inArray, isNull, lt, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { categories, orderItems, products, productVariants, sales } from "~/db/schema";
import { discountState } from "~/modules/discounts/admin-discount-state";
import { coveredBySale, sellableSql } from "./admin-sale-pieces.server";
import type { SaleOverlap } from "./admin-sale-summary";
import { figureColumns, saleFigures } from "./admin-sales.server";

type Reader = Pick<ReturnType<typeof db>, "select">;

/** Whether any order has a line the sale reduced (a cancelled or test order too: it was priced under it). */
export async function wasSold(saleId: string, executor: Reader = db()) {
  const [row] = await executor
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.saleId, saleId))
    .limit(1);
  return row !== undefined;
}

/**
 * One sale as its page shows it: the stored row, its state, whether an order holds it (then only
 * its end may change), its figures, and its categories, products and variants by name.
 */
export async function getAdminSale(id: string, now = new Date()) {
  const figures = saleFigures();
  const [row] = await db()
    .select({ sale: sales, ...figureColumns(figures) })
    .from(sales)
    .leftJoin(figures, eq(figures.saleId, sales.id))
    .where(eq(sales.id, id));
  if (!row) return null;
  const { sale, ...totals } = row;
  const [saleCategories, saleProducts, saleVariants, sold] = await Promise.all([
    sale.categoryIds.length > 0
      ? db()
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, sale.categoryIds))
          .orderBy(asc(categories.sortOrder), asc(categories.name))
      : [],
    sale.productIds.length > 0
      ? db()
          .select({ name: products.name, slug: products.slug })
          .from(products)
          .where(inArray(products.id, sale.productIds))
          .orderBy(asc(products.name))
      : [],
    sale.variantIds.length > 0
      ? db()
          .select({ sku: productVariants.sku })
          .from(productVariants)
          .where(inArray(productVariants.id, sale.variantIds))
          .orderBy(asc(productVariants.sku))
      : [],
    wasSold(id),
  ]);
  return {
    sale,
    state: discountState(sale, now),
    used: sold,
    figures: totals,
    saleCategories,
    saleProducts,
    skus: saleVariants.map((variant) => variant.sku),
  };
}

/** A sale's name, or null when there is no such sale (the list's notice after one is added names it). */
export async function saleName(id: string): Promise<string | null> {
  const [row] = await db().select({ name: sales.name }).from(sales).where(eq(sales.id, id));
  return row?.name ?? null;
}

export type AdminSale = NonNullable<Awaited<ReturnType<typeof getAdminSale>>>;

/**
 * The other sales, not ended and not paused, whose days meet this one's and that cover some of
 * the same pieces on sale now, each with how many: the page's notice (the lower price wins, as
 * sale-rules' bestOffer picks it). None for a sale ended.
 */
export async function listSaleOverlaps(id: string, now = new Date()): Promise<SaleOverlap[]> {
  const me = alias(sales, "me");
  return (
    db()
      .select({
        id: sales.id,
        name: sales.name,
        startsAt: sales.startsAt,
        endsAt: sales.endsAt,
        pieces: count(productVariants.id),
      })
      .from(sales)
      .innerJoin(
        me,
        and(eq(me.id, id), ne(sales.id, me.id), lt(sales.startsAt, me.endsAt), gt(sales.endsAt, me.startsAt)),
      )
      // Every piece on sale now that both cover: a variant joined to its product, then kept by both sales.
      .innerJoin(productVariants, eq(productVariants.isActive, true))
      .innerJoin(
        products,
        and(eq(products.id, productVariants.productId), sellableSql, coveredBySale(me), coveredBySale(sales)),
      )
      .where(and(isNull(sales.pausedAt), gt(sales.endsAt, now), gt(me.endsAt, now)))
      .groupBy(sales.id)
      .orderBy(asc(sales.startsAt), asc(sales.name))
  );
}
