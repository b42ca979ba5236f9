import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { log } from "~/utils/log.server";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";
import { listCategories } from "./catalog.server";
import { checkImportItem, type ImportProduct } from "./product-import";
import { assignSlugs } from "./product-slug.server";

export interface ImportFailure {
  /** The item's position in the file's array, from 0. */
  index: number;
  reason: string;
}

export interface ImportReport {
  imported: number;
  failures: ImportFailure[];
}

// Large enough that 5,000 items take 25 statements, small enough that a failed batch is cheap to redo.
const BATCH = 200;

type Entry = { index: number; product: ImportProduct };

/** One transaction: slugs chosen and rows written together, all or none. */
function insertBatch(entries: Entry[]): Promise<number> {
  return db().transaction(async (tx) => {
    const slugs = await assignSlugs(
      tx,
      entries.map((entry) => entry.product.name),
    );
    await tx.insert(products).values(entries.map((entry, i) => ({ ...entry.product, slug: slugs[i]! })));
    return entries.length;
  });
}

/**
 * Imports the file's items: each is checked first, the valid ones are written
 * in batches, each batch its own transaction and every write awaited. A batch
 * the database refuses (a category deleted meanwhile, a slug taken at the same
 * moment) is redone item by item, so one bad item never keeps out the others.
 * The count reported is the count written.
 */
export async function importProducts(items: unknown[]): Promise<ImportReport> {
  const categories = await listCategories();
  const failures: ImportFailure[] = [];
  const valid: Entry[] = [];
  items.forEach((item, index) => {
    const check = checkImportItem(item, categories);
    if (check.ok) valid.push({ index, product: check.product });
    else failures.push({ index, reason: check.reason });
  });

  let imported = 0;
  for (let start = 0; start < valid.length; start += BATCH) {
    const batch = valid.slice(start, start + BATCH);
    try {
      imported += await insertBatch(batch);
    } catch {
      for (const entry of batch) {
        try {
          imported += await insertBatch([entry]);
        } catch (error) {
          const cause = (error as { cause?: unknown }).cause;
          log.warn("An imported product was refused", { index: entry.index, error: String(cause ?? error) });
          failures.push({ index: entry.index, reason: "The database refused it; please try this item again." });
        }
      }
    }
  }
  failures.sort((a, b) => a.index - b.index);
  if (imported > 0) sharedPagesChanged("catalogue");
  return { imported, failures };
}
