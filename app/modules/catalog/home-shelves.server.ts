import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { finishCards } from "./card-extras.server";
import { cardColumns, type ProductCard } from "./catalog.server";
import type { RunningSales } from "./running-sales.server";

/** The newest products for sale, as cards (the home page's 'New Arrivals'): the catalogue's first page, in short. */
export async function newArrivals(limit: number, sales?: RunningSales): Promise<ProductCard[]> {
  const cards = await db()
    .select(cardColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.isActive, true))
    // products_active_created_idx serves this; the id keeps equal times in one order.
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(limit);
  return finishCards(cards, sales);
}

/**
 * The cards of these products, in the order given (a ranking made elsewhere, e.g. by units
 * sold); a product no longer for sale is left out.
 */
export async function productCardsInOrder(ids: readonly string[], sales?: RunningSales): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db()
    .select(cardColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.isActive, true), inArray(products.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return finishCards(
    ids.flatMap((id) => byId.get(id) ?? []),
    sales,
  );
}

/** A 'Shop by room' tile: a category with something for sale, and the picture that stands for it. */
export interface RoomTile {
  name: string;
  slug: string;
  /** The category's own picture, else its first product's; the tile's name says what it shows. */
  image: string | null;
}

/**
 * Every category that has a product for sale, in the shop's order, with its own picture or
 * else the first picture its page shows (newest product first): an empty category gets no
 * tile, so no tile leads to an empty page.
 */
export function roomTiles(): Promise<RoomTile[]> {
  const forSale = sql`p.category_id = ${categories.id} and p.is_active`;
  return db()
    .select({
      name: categories.name,
      slug: categories.slug,
      image: sql<string | null>`coalesce(nullif(${categories.imageUrl}, ''), (
        select p.images[1] from ${products} p where ${forSale} and cardinality(p.images) > 0
        order by p.created_at desc, p.id limit 1))`,
    })
    .from(categories)
    .where(sql`exists (select 1 from ${products} p where ${forSale})`)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}
