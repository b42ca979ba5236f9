import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";
import type { AdminProductFilters } from "./admin-product-filters";
import { adminProductCondition } from "./admin-products.server";
import { lockCatalogHandles, type Queries } from "./catalog-handles.server";
import { productCsvRow, productsCsvHeader, type CsvProduct } from "./product-csv";
import { parseCatalogueCsv } from "./product-csv-reader.server";
import { countPlan, planRecords, type ExistingProduct, type PlanCounts, type PlannedRow } from "./product-csv-plan";
import { deleteDraft, findDraft } from "./product-csv-drafts.server";
import { assignSlugs } from "./product-slug.server";
import type { VariantPlannedRow } from "./variant-csv-plan";
import { planVariantFile, writeVariantPlan } from "./variant-csv.server";

/** The products of a view of the admin's list (all its pages), newest first, as a CSV file. */
export async function exportProductsCsv(filters: Omit<AdminProductFilters, "page">): Promise<string> {
  const rows: CsvProduct[] = await db()
    .select({
      slug: products.slug,
      name: products.name,
      description: products.description,
      categorySlug: categories.slug,
      price: products.price,
      stock: products.stock,
      isActive: products.isActive,
      dimensions: products.dimensions,
      materials: products.materials,
      images: products.images,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(adminProductCondition(filters))
    .orderBy(desc(products.createdAt), asc(products.id));
  return productsCsvHeader() + rows.map(productCsvRow).join("");
}

const existingColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  description: products.description,
  price: products.price,
  stock: products.stock,
  categoryId: products.categoryId,
  dimensions: products.dimensions,
  materials: products.materials,
  images: products.images,
  isActive: products.isActive,
};

/** Which file it is: a products file (rows keyed by slug) or a variants file (rows keyed by SKU). */
export type CsvFileKind = "products" | "variants";

/** Reads the file and plans it against the catalogue as it is now (locking the products it names, in a transaction). */
async function planFile(executor: Queries | ReturnType<typeof db>, content: string, lock: boolean) {
  const parsed = parseCatalogueCsv(content);
  if (!parsed.ok) return parsed;
  if (parsed.kind === "variants") {
    const { rows, writes } = await planVariantFile(executor, parsed.columns, parsed.records, lock);
    return { ok: true as const, kind: parsed.kind, plan: rows, counts: countPlan(rows), writes };
  }
  const slugs = [...new Set(parsed.records.map((record) => record.cells.slug?.trim() ?? "").filter(Boolean))];
  const query = executor.select(existingColumns).from(products).where(inArray(products.slug, slugs));
  const found: ExistingProduct[] = slugs.length === 0 ? [] : lock ? await query.for("update") : await query;
  // The shop's order, so that "the first category" (a new product's default) is the one the JSON import uses.
  const categoryList = await executor
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  const plan = planRecords(parsed.columns, parsed.records, new Map(found.map((row) => [row.slug, row])), categoryList);
  return { ok: true as const, kind: parsed.kind, plan, counts: countPlan(plan), writes: [] };
}

/** A row of the preview: what the plan says, without the product it would write. */
export type PreviewRow =
  | Omit<Extract<PlannedRow, { kind: "create" }>, "product">
  | Omit<Extract<PlannedRow, { kind: "update" }>, "product">
  | Extract<PlannedRow, { kind: "failed" }>
  | Exclude<VariantPlannedRow, { kind: "unchanged" }>;

export interface ImportPreview {
  draftId: string;
  fileName: string;
  kind: CsvFileKind;
  counts: PlanCounts;
  /** Rows to create, to update and that fail, in file order; at most PREVIEW_ROWS of each of the first two. */
  rows: PreviewRow[];
}

export const PREVIEW_ROWS = 200;

/** The preview of a staged file, or why there is none (expired, done, or another admin's). */
export async function previewDraft(draftId: string, adminId: string): Promise<ImportPreview | { missing: true }> {
  const draft = await findDraft(draftId, adminId);
  if (!draft) return { missing: true };
  const planned = await planFile(db(), draft.content, false);
  // A staged file was readable; if the rules changed since, it shows as every row failing.
  if (!planned.ok) return { missing: true };
  const shown = { create: 0, update: 0 };
  const rows: PreviewRow[] = [];
  for (const row of planned.plan) {
    if (row.kind === "unchanged") continue;
    if (row.kind === "create" || row.kind === "update") {
      if (shown[row.kind]++ >= PREVIEW_ROWS) continue;
      rows.push("product" in row ? (({ product: _product, ...rest }) => rest)(row) : row);
    } else rows.push(row);
  }
  return { draftId, fileName: draft.fileName, kind: planned.kind, counts: planned.counts, rows };
}

/** 'valid': write every valid row and report the others; 'all': write only if every row is valid. */
export type ImportMode = "valid" | "all";

export interface CsvImportReport {
  mode: ImportMode;
  kind: CsvFileKind;
  /** False when nothing was written ('all' with a failed row). */
  written: boolean;
  created: number;
  updated: number;
  unchanged: number;
  failures: { row: number; reason: string }[];
}

const BATCH = 200;

/**
 * The confirmed import, in one transaction: the draft is read and locked, the file planned
 * again against the catalogue as it is now (never the preview the browser saw), then every
 * valid row written, and the draft deleted, so a second confirmation of the same draft finds
 * nothing to do. All of it commits together or not at all.
 */
export async function importDraft(
  draftId: string,
  adminId: string,
  mode: ImportMode,
  by: AuditActor,
): Promise<CsvImportReport | { missing: true }> {
  const report = await db().transaction(async (tx) => {
    const draft = await findDraft(draftId, adminId, tx, true);
    if (!draft) return { missing: true as const };
    await lockCatalogHandles(tx);
    const planned = await planFile(tx, draft.content, true);
    if (!planned.ok) return { missing: true as const };
    const { counts } = planned;
    const plan: (PlannedRow | VariantPlannedRow)[] = planned.plan;
    const failures = plan.flatMap((row) => (row.kind === "failed" ? [{ row: row.row, reason: row.reason }] : []));
    const { kind } = planned;
    const report = {
      mode,
      kind,
      created: counts.create,
      updated: counts.update,
      unchanged: counts.unchanged,
      failures,
    };
    if (mode === "all" && failures.length > 0) return { ...report, written: false, created: 0, updated: 0 };

    if (planned.kind === "variants") await writeVariantPlan(tx, planned.writes, by);
    else await writePlan(tx, planned.plan);
    await deleteDraft(tx, draft.id);
    if (counts.create + counts.update > 0) {
      const changes = { file: draft.fileName, kind, mode, ...counts };
      await recordAudit(
        by,
        { action: "product.csv-imported", target: { type: "import", label: draft.fileName }, changes },
        tx,
      );
    }
    return { ...report, written: true };
  });
  if ("written" in report && report.written) sharedPagesChanged("catalogue");
  return report;
}

async function writePlan(tx: Queries, plan: PlannedRow[]) {
  const creates = plan.flatMap((row) => (row.kind === "create" ? [row] : []));
  // Slugs the file gives go in first, so the slugs made from names step around them.
  const named = creates.filter((row) => row.slug !== null);
  for (let start = 0; start < named.length; start += BATCH) {
    const batch = named.slice(start, start + BATCH);
    await tx.insert(products).values(batch.map((row) => ({ ...row.product, slug: row.slug! })));
  }
  const unnamed = creates.filter((row) => row.slug === null);
  for (let start = 0; start < unnamed.length; start += BATCH) {
    const batch = unnamed.slice(start, start + BATCH);
    const slugs = await assignSlugs(
      tx,
      batch.map((row) => row.product.name),
    );
    await tx.insert(products).values(batch.map((row, i) => ({ ...row.product, slug: slugs[i]! })));
  }
  for (const row of plan) {
    if (row.kind !== "update") continue;
    // Activating brings an archived product back, as the list's Activate does.
    const revived = row.product.isActive ? { archivedAt: null } : {};
    await tx
      .update(products)
      .set({ ...row.product, ...revived, updatedAt: sql`now()` })
      .where(eq(products.id, row.id));
  }
}
