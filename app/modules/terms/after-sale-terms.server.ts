import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { afterSaleTerms, categories, products } from "~/db/schema";
import type { OwnTerms, TermsScope } from "./terms-form";
import type { WarrantyTerm } from "./warranty-parts";

type Executor = ReturnType<typeof db>;
type Transaction = Parameters<Parameters<Executor["transaction"]>[0]>[0];

/** Terms as they apply: every field decided. */
export interface Terms {
  returnDays: number;
  warranty: WarrantyTerm[];
}

export interface CategoryTerms extends OwnTerms {
  id: string;
  name: string;
}

export interface ProductTerms extends OwnTerms {
  id: string;
  name: string;
  slug: string;
  categoryId: string | null;
}

export interface TermsOverview {
  shop: Terms;
  categories: CategoryTerms[];
  /** The products with terms of their own (the rest take their category's). */
  products: ProductTerms[];
}

/** The shop's terms; a database without its row (never migrated) answers no returns and no warranty. */
export async function shopTerms(executor: Executor | Transaction = db()): Promise<Terms> {
  const [row] = await executor
    .select({ returnDays: afterSaleTerms.returnDays, warranty: afterSaleTerms.warranty })
    .from(afterSaleTerms)
    .where(eq(afterSaleTerms.scope, "shop"));
  return { returnDays: row?.returnDays ?? 0, warranty: row?.warranty ?? [] };
}

/** Everything the admin's page and /returns and /warranty show, in one read. */
export async function termsOverview(): Promise<TermsOverview> {
  const [shop, categoryRows, productRows] = await Promise.all([
    shopTerms(),
    db()
      .select({
        id: categories.id,
        name: categories.name,
        returnDays: afterSaleTerms.returnDays,
        warranty: afterSaleTerms.warranty,
      })
      .from(categories)
      .leftJoin(afterSaleTerms, eq(afterSaleTerms.categoryId, categories.id))
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
    db()
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        categoryId: products.categoryId,
        returnDays: afterSaleTerms.returnDays,
        warranty: afterSaleTerms.warranty,
      })
      .from(afterSaleTerms)
      .innerJoin(products, eq(products.id, afterSaleTerms.productId))
      .where(isNull(products.archivedAt))
      .orderBy(asc(products.name)),
  ]);
  return { shop, categories: categoryRows, products: productRows };
}

/** The terms a product is sold under today (its own, its category's, the shop's: the trigger's rule). */
export async function productTerms(productId: string): Promise<Terms> {
  // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`.
  const result = (await db().execute(sql`select return_days, warranty from product_terms(${productId}::uuid)`)) as {
    rows: { return_days: number | null; warranty: WarrantyTerm[] | null }[];
  };
  const row = result.rows[0];
  return { returnDays: row?.return_days ?? 0, warranty: row?.warranty ?? [] };
}

/** A live product with its own terms (none yet: all null), for the admin's page opened from its editor. */
export async function productWithOwnTerms(id: string): Promise<ProductTerms | null> {
  const [row] = await db()
    .select({ id: products.id, name: products.name, slug: products.slug, categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)));
  return row ? { ...row, ...(await ownTerms(db(), "product", row.id)) } : null;
}

/** A scope's own terms (null fields: the next one's): the editor's values, and the audit's 'before'. */
export async function ownTerms(
  tx: Executor | Transaction,
  scope: TermsScope,
  targetId: string | null,
): Promise<OwnTerms> {
  const where =
    scope === "shop"
      ? eq(afterSaleTerms.scope, "shop")
      : scope === "category"
        ? eq(afterSaleTerms.categoryId, targetId!)
        : eq(afterSaleTerms.productId, targetId!);
  const [row] = await tx
    .select({ returnDays: afterSaleTerms.returnDays, warranty: afterSaleTerms.warranty })
    .from(afterSaleTerms)
    .where(where);
  return { returnDays: row?.returnDays ?? null, warranty: row?.warranty ?? null };
}

/**
 * Stores a scope's own terms: the shop's row, or a category's or product's (removed when it
 * takes everything from the next one). Safe to repeat: the same form twice stores the same row.
 */
export async function storeTerms(tx: Transaction, scope: TermsScope, targetId: string | null, terms: OwnTerms) {
  const now = new Date();
  if (scope === "shop") {
    await tx
      .insert(afterSaleTerms)
      .values({ scope, returnDays: terms.returnDays, warranty: terms.warranty, updatedAt: now })
      .onConflictDoUpdate({
        target: afterSaleTerms.scope,
        targetWhere: sql`${afterSaleTerms.scope} = 'shop'`,
        set: { returnDays: terms.returnDays, warranty: terms.warranty, updatedAt: now },
      });
    return;
  }
  const column = scope === "category" ? afterSaleTerms.categoryId : afterSaleTerms.productId;
  if (terms.returnDays === null && terms.warranty === null) {
    await tx.delete(afterSaleTerms).where(eq(column, targetId!));
    return;
  }
  await tx
    .insert(afterSaleTerms)
    .values({
      scope,
      categoryId: scope === "category" ? targetId : null,
      productId: scope === "product" ? targetId : null,
      returnDays: terms.returnDays,
      warranty: terms.warranty,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: column,
      set: { returnDays: terms.returnDays, warranty: terms.warranty, updatedAt: now },
    });
}
