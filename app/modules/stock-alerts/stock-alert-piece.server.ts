import { and, eq, isNull, sql } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { productVariants, products } from "~/db/schema";
import { hasOptionsSql, variantLabelSql, variantLimitSql } from "~/modules/catalog/variant-sql.server";
import { lineName } from "~/modules/catalog/variants";
import { productPath } from "~/utils/paths";

/** A variant as an alert names it: its words, its address, whether one can be ordered now. */
export interface AlertPiece {
  productId: string;
  variantId: string;
  /** 'Saba Accent Chair (Khaddar)': the product's name with the variant's values. */
  name: string;
  slug: string;
  sku: string;
  hasOptions: boolean;
  /** How many one order may take now (0: sold out or withdrawn). */
  limit: number;
  /** Shown in the shop: published and not archived. */
  visible: boolean;
}

/** The piece's page, naming the variant when the product has options (its ?variant= address). */
export const piecePath = (piece: Pick<AlertPiece, "slug" | "sku" | "hasOptions">) =>
  productPath(piece.slug, piece.hasOptions ? piece.sku : null);

/** The variant `variantId`, or null when there is none. */
export async function alertPiece(executor: Pick<Database, "select">, variantId: string): Promise<AlertPiece | null> {
  const [row] = await executor
    .select({
      productId: products.id,
      variantId: productVariants.id,
      productName: products.name,
      label: variantLabelSql,
      slug: products.slug,
      sku: productVariants.sku,
      hasOptions: hasOptionsSql,
      limit: variantLimitSql,
      visible: sql<boolean>`${and(eq(products.isActive, true), isNull(products.archivedAt))}`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  if (!row) return null;
  const { productName, label, ...piece } = row;
  return { ...piece, name: lineName(productName, label), limit: Number(piece.limit) };
}

/**
 * The variant a product page's 'Tell me when it is back' waits for: the variant shown when it is
 * sold out, or a product without options' only variant when that is; null when the piece can be
 * ordered (from stock or made to order).
 */
export async function alertVariantFor(
  product: { id: string; stock: number },
  chosen: { id: string; limit: number } | null,
): Promise<string | null> {
  if (chosen) return chosen.limit > 0 ? null : chosen.id;
  if (product.stock > 0) return null;
  const [only] = await db()
    .select({ id: productVariants.id, limit: variantLimitSql })
    .from(productVariants)
    .where(eq(productVariants.productId, product.id))
    .limit(1);
  return only && Number(only.limit) === 0 ? only.id : null;
}
