import { asc, desc, inArray, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products, productVariants } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import type { AdminProductFilters } from "./admin-product-filters";
import { adminProductCondition } from "./admin-products.server";
import type { Queries } from "./catalog-handles.server";
import type { CsvRecord } from "./product-csv";
import { variantChanges } from "./variant-audit";
import { variantCsvRows, variantsCsvHeader, type VariantCsvColumn } from "./variant-csv";
import { planVariantRecords, type CsvVariantProduct, type ProductWrite } from "./variant-csv-plan";
import { normalSku } from "./variant-draft";
import { loadVariantSets, saveVariantSet } from "./variants.server";

/** Products whose variants are read at once by the export (three queries a batch). */
const EXPORT_BATCH = 500;

/** The variants of a view of the admin's list (all its pages), products newest first, each product's in its order. */
export async function exportVariantsCsv(filters: Omit<AdminProductFilters, "page">): Promise<string> {
  const list = await db()
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(adminProductCondition(filters))
    .orderBy(desc(products.createdAt), asc(products.id));
  let text = variantsCsvHeader();
  for (let start = 0; start < list.length; start += EXPORT_BATCH) {
    const batch = list.slice(start, start + EXPORT_BATCH);
    const sets = await loadVariantSets(
      db(),
      batch.map((product) => product.id),
    );
    for (const product of batch) text += variantCsvRows(product.slug, sets.get(product.id)!);
  }
  return text;
}

/**
 * The file planned against the catalogue as it is now. With `lock` (the confirmed import, in its
 * transaction) the products it names are held, in one order, until the import ends: a sale or an
 * editor's save of one of them waits, and the plan the import writes is the one it checked.
 */
export async function planVariantFile(
  executor: Queries | ReturnType<typeof db>,
  columns: VariantCsvColumn[],
  records: CsvRecord<VariantCsvColumn>[],
  lock: boolean,
) {
  const skus = [...new Set(records.map((record) => normalSku(record.cells.sku ?? "")).filter(Boolean))];
  const slugs = [...new Set(records.map((record) => record.cells.product?.trim() ?? "").filter(Boolean))];
  const owners = skus.length
    ? await executor
        .select({ sku: productVariants.sku, productId: productVariants.productId })
        .from(productVariants)
        .where(inArray(productVariants.sku, skus))
    : [];
  const ownerIds = [...new Set(owners.map((owner) => owner.productId))];
  const named = [
    ...(ownerIds.length ? [inArray(products.id, ownerIds)] : []),
    ...(slugs.length ? [inArray(products.slug, slugs)] : []),
  ];
  const query = executor
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      price: products.price,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(or(...named))
    .orderBy(asc(products.id));
  const found = named.length === 0 ? [] : lock ? await query.for("update") : await query;
  const live = found.filter((product) => product.archivedAt === null);
  const sets = await loadVariantSets(
    executor,
    live.map((product) => product.id),
  );
  const catalogue = {
    products: new Map<string, CsvVariantProduct>(
      live.map(({ archivedAt: _archived, ...product }) => [product.id, { ...product, set: sets.get(product.id)! }]),
    ),
    bySlug: new Map(live.map((product) => [product.slug, product.id])),
    bySku: new Map(owners.map((owner) => [owner.sku, owner.productId])),
  };
  return planVariantRecords(columns.length, records, catalogue);
}

/**
 * Stores each product the file changes, as the variant editor's Save does (its whole set, with
 * the SKUs whose stock the file leaves alone keeping the stock stored now), each with its audit
 * entry. In the caller's transaction: a product refused here (an SKU another product took since
 * the plan) throws, and nothing of the file is stored.
 */
export async function writeVariantPlan(tx: Queries, writes: ProductWrite[], by: AuditActor): Promise<void> {
  for (const { product, draft, keepStock } of writes) {
    const saved = await saveVariantSet(tx, { id: product.id, price: product.price }, draft, keepStock);
    if (!saved.ok) throw new Error(`Variants of ${product.slug} refused: ${saved.message}`);
    const after = (await loadVariantSets(tx, [product.id])).get(product.id)!;
    const changes = variantChanges(product.set, after, product.price);
    if (Object.keys(changes).length === 0) continue;
    await recordAudit(
      by,
      { action: "product.variants", target: { type: "product", id: product.id, label: product.name }, changes },
      tx,
    );
  }
}
