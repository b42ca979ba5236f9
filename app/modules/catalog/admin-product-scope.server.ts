import { asc, desc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { parseAdminProductFilters } from "./admin-product-filters";
import {
  ALL_TOO_MANY,
  BULK_ALL_MAX,
  BULK_MAX_PRODUCTS,
  parseProductIds,
  PRICE_ALL_TOO_MANY,
  SELECT_FIRST,
} from "./admin-product-bulk";
import { adminProductCondition } from "./admin-products.server";

/** The bulk actions' choice: the ticked rows, or every product the list's filters match. */
export const SCOPE_ALL = "all";

export type BulkSelection = { ok: true; ids: string[] } | { ok: false; message: string };

/**
 * The products a bulk action applies to. With scope=all, every product that the list's view
 * (q, category, status, posted beside it) matches, found by the list's own condition here on
 * the server: the browser only says "all", never which ones. Otherwise the ticked rows' ids.
 */
export async function bulkSelection(
  fields: URLSearchParams | FormData,
  action: "status" | "price",
): Promise<BulkSelection> {
  if (fields.get("scope") !== SCOPE_ALL) {
    const ids = parseProductIds(fields.getAll("ids"));
    return ids ? { ok: true, ids } : { ok: false, message: SELECT_FIRST };
  }
  // A price change's preview lists every product and its confirmation posts each back: 100 at most.
  const max = action === "price" ? BULK_MAX_PRODUCTS : BULK_ALL_MAX;
  const search = new URLSearchParams();
  for (const name of ["q", "category", "status"]) {
    const value = fields.get(name);
    if (typeof value === "string") search.set(name, value);
  }
  const rows = await db()
    .select({ id: products.id })
    .from(products)
    .where(adminProductCondition(parseAdminProductFilters(search)))
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(max + 1);
  if (rows.length === 0) return { ok: false, message: "No products match these filters." };
  if (rows.length > max) return { ok: false, message: action === "price" ? PRICE_ALL_TOO_MANY : ALL_TOO_MANY };
  return { ok: true, ids: rows.map((row) => row.id) };
}
