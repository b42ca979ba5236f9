import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { db } from "~/db/client.server";
import { products, productVariants } from "~/db/schema";
import { variantLabelSql, variantPriceSql } from "~/modules/catalog/variant-sql.server";
import { resolveScope } from "~/modules/discounts/admin-discount-scope.server";
import { unknownSkusMessage } from "./admin-sale-fields";
import type { SaleInput } from "./admin-sale.schema";

type Reader = Pick<ReturnType<typeof db>, "select">;

/** What a sale names: whole products, single variants, every product of some categories. */
export interface SalePieceIds {
  categoryIds: string[];
  productIds: string[];
  variantIds: string[];
}

export type PiecesOutcome = ({ ok: true } & SalePieceIds) | { ok: false; errors: Record<string, string> };

/**
 * A piece the shop sells now, of a query joining products and product_variants: an active variant
 * of an active product not archived. A sale's checks and notices count these, as its prices reach
 * only them.
 */
export const sellableSql = and(
  eq(productVariants.isActive, true),
  eq(products.isActive, true),
  isNull(products.archivedAt),
)!;

/** Whether the variant row is one of `pieces` (a sale not stored yet: the form's). */
export function coveredByPieces({ categoryIds, productIds, variantIds }: SalePieceIds): SQL {
  const named = or(
    productIds.length > 0 ? inArray(products.id, productIds) : undefined,
    variantIds.length > 0 ? inArray(productVariants.id, variantIds) : undefined,
    categoryIds.length > 0 ? inArray(products.categoryId, categoryIds) : undefined,
  );
  return named ?? sql`false`;
}

/** Whether the variant row is one a stored sale covers (`sale`: the sales table or an alias of it). */
export function coveredBySale(sale: Record<keyof SalePieceIds, SQLWrapper>): SQL {
  return sql`(${products.id} = any(${sale.productIds}) or ${productVariants.id} = any(${sale.variantIds})
    or ${products.categoryId} = any(${sale.categoryIds}))`;
}

/**
 * The categories, products and SKUs a sale names, checked against the catalogue in the saving
 * transaction: the categories ticked must still exist and each product line must name a product
 * not archived (as for a discount code's scope), and each SKU a variant.
 */
export async function resolveSalePieces(
  tx: Reader,
  input: Pick<SaleInput, "categoryIds" | "productLines" | "skus">,
): Promise<PiecesOutcome> {
  const errors: Record<string, string> = {};
  // One after the other: a transaction is one connection.
  const categories =
    input.categoryIds.length > 0
      ? await resolveScope(tx, { scope: "categories", categoryIds: input.categoryIds, productLines: [] })
      : null;
  const chosen =
    input.productLines.length > 0
      ? await resolveScope(tx, { scope: "products", categoryIds: [], productLines: input.productLines })
      : null;
  const variants =
    input.skus.length > 0
      ? await tx
          .select({ id: productVariants.id, sku: productVariants.sku })
          .from(productVariants)
          .where(inArray(productVariants.sku, input.skus))
      : [];
  if (categories && !categories.ok) Object.assign(errors, categories.errors);
  if (chosen && !chosen.ok) Object.assign(errors, chosen.errors);
  const bySku = new Map(variants.map((variant) => [variant.sku, variant.id]));
  const unknown = input.skus.filter((sku) => !bySku.has(sku));
  if (unknown.length > 0) errors.skus = unknownSkusMessage(unknown);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    categoryIds: input.categoryIds,
    productIds: chosen?.ok ? chosen.productIds : [],
    variantIds: [...new Set(input.skus.map((sku) => bySku.get(sku)!))],
  };
}

const SHOWN = 5;

/**
 * An amount off that would take some covered piece's price to zero or below, said with the
 * pieces it names ('The sale would make the price of Noor Chair (Teak) zero or less.'); null when
 * every piece keeps a price. The cheapest are named first. Prices are read as the catalogue reads them (variant-sql.server.ts).
 */
export async function zeroPriceMessage(tx: Reader, pieces: SalePieceIds, amount: number): Promise<string | null> {
  const rows = await tx
    .select({
      name: products.name,
      label: variantLabelSql,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(sellableSql, coveredByPieces(pieces), lte(variantPriceSql, amount)))
    .orderBy(asc(variantPriceSql), asc(products.name), asc(productVariants.position))
    .limit(SHOWN);
  if (rows.length === 0) return null;
  const named = rows.map((row) => (row.label ? `${row.name} (${row.label})` : row.name));
  const more = rows[0]!.total - rows.length;
  const which = more > 0 ? `${named.join(", ")} and ${more} more` : named.join(", ");
  return `The sale would make the price of ${which} zero or less.`;
}
