import { asc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";
import { isAllowedPrice, parsePercent, PERCENT_RULE, priceByPercent, SELECT_FIRST } from "./admin-product-bulk";
import { bulkSelection } from "./admin-product-scope.server";

/** A product's price as the preview showed it, and the price it is to have. */
export interface PriceTarget {
  id: string;
  from: number;
  to: number;
}

/** A selected product with its price now and after the change, as the preview lists it. */
export interface PriceChange extends PriceTarget {
  name: string;
}

/** The preview of a bulk price change: the selected products that exist, by name. */
export async function previewPriceChange(ids: string[], percent: number): Promise<PriceChange[]> {
  const rows = await db()
    .select({ id: products.id, name: products.name, price: products.price })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.name), asc(products.id));
  return rows.map((row) => ({ id: row.id, name: row.name, from: row.price, to: priceByPercent(row.price, percent) }));
}

export type PricePreview = { percent: number; changes: PriceChange[] } | { error: string };

/** The list's ?bulk=price&percent=&ids=…: the preview of a price change, or why there is none. */
export async function loadPricePreview(search: URLSearchParams): Promise<PricePreview | null> {
  if (search.get("bulk") !== "price") return null;
  // The ticked rows, or every product the list's filters match ("Select all N products").
  const selection = await bulkSelection(search, "price");
  if (!selection.ok) return { error: selection.message };
  const percent = parsePercent(search.get("percent") ?? "");
  if (percent === null) return { error: PERCENT_RULE };
  const changes = await previewPriceChange(selection.ids, percent);
  return changes.length > 0 ? { percent, changes } : { error: SELECT_FIRST };
}

export type PriceChangeOutcome = "applied" | "already-applied" | "changed-since" | "missing" | "too-high";

/**
 * Applies the previewed prices, in one transaction: the rows are locked, and the new prices
 * written only if every product still costs what the preview showed. A second post of the
 * same preview finds the new prices already there and changes nothing ('already-applied'),
 * so the change never applies twice; a price edited meanwhile refuses the whole change.
 */
export async function applyPriceChange(
  changes: PriceTarget[],
  percent: number,
  by: AuditActor,
): Promise<PriceChangeOutcome> {
  if (changes.some((change) => !isAllowedPrice(change.to))) return "too-high";
  const outcome = await db().transaction(async (tx) => {
    const ids = changes.map((change) => change.id);
    const rows = await tx
      .select({ id: products.id, name: products.name, price: products.price })
      .from(products)
      .where(inArray(products.id, ids))
      .for("update");
    if (rows.length !== changes.length) return "missing";
    const now = new Map(rows.map((row) => [row.id, row]));
    if (changes.every((change) => now.get(change.id)!.price === change.from)) {
      for (const change of changes) {
        if (change.to === change.from) continue;
        await tx
          .update(products)
          .set({ price: change.to, updatedAt: sql`now()` })
          .where(eq(products.id, change.id));
      }
      const audited = changes.map((change) => ({
        id: change.id,
        name: now.get(change.id)!.name,
        before: change.from,
        after: change.to,
      }));
      await recordAudit(
        by,
        {
          action: "product.bulk-price",
          target: { type: "product", label: `${changes.length} ${changes.length === 1 ? "product" : "products"}` },
          changes: { percent, count: changes.length, products: audited },
        },
        tx,
      );
      return "applied";
    }
    if (changes.every((change) => now.get(change.id)!.price === change.to)) return "already-applied";
    return "changed-since";
  });
  if (outcome === "applied") sharedPagesChanged("catalogue");
  return outcome;
}

/**
 * Activates or deactivates the given products (activating brings an archived one back, as
 * the row's button does), in one transaction with its audit entry. Only the rows whose
 * state changes are written and counted, so a second post changes nothing.
 */
export async function setProductsActive(ids: string[], active: boolean, by: AuditActor): Promise<number> {
  const changed = await db().transaction(async (tx) => {
    const changed = await tx
      .update(products)
      .set(
        active
          ? { isActive: true, archivedAt: null, updatedAt: sql`now()` }
          : { isActive: false, updatedAt: sql`now()` },
      )
      .where(
        sql`${inArray(products.id, ids)} and ${
          active ? sql`(not ${products.isActive} or ${products.archivedAt} is not null)` : sql`${products.isActive}`
        }`,
      )
      .returning({ id: products.id });
    if (changed.length > 0) {
      await recordAudit(
        by,
        {
          action: "product.bulk-status",
          target: { type: "product", label: `${changed.length} ${changed.length === 1 ? "product" : "products"}` },
          changes: { active, count: changed.length, ids: changed.map((row) => row.id) },
        },
        tx,
      );
    }
    return changed.length;
  });
  if (changed > 0) sharedPagesChanged("catalogue");
  return changed;
}
