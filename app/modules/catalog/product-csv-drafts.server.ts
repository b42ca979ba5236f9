import { and, desc, eq, gt, lt, notInArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { productImportDrafts } from "~/db/schema";
import type { Queries } from "./catalog-handles.server";

/**
 * A CSV file waits here between its preview and the owner's confirmation: the confirmed
 * import reads the file it previewed from the database, never from the browser, and works
 * without JavaScript (the confirmation form carries only the draft's id). A draft lasts an
 * hour; each admin keeps their few newest.
 */
export const DRAFT_LIFETIME_MINUTES = 60;
const DRAFTS_KEPT_PER_ADMIN = 5;

const fresh = () => gt(productImportDrafts.createdAt, sql`now() - make_interval(mins => ${DRAFT_LIFETIME_MINUTES})`);

/** Keeps the file for its preview; returns the draft's id. Old drafts go at the same time. */
export async function stageDraft(adminId: string, fileName: string, content: string): Promise<string> {
  return db().transaction(async (tx) => {
    await tx
      .delete(productImportDrafts)
      .where(lt(productImportDrafts.createdAt, sql`now() - make_interval(mins => ${DRAFT_LIFETIME_MINUTES})`));
    const [row] = await tx
      .insert(productImportDrafts)
      .values({ adminId, fileName: fileName.slice(0, 200), content })
      .returning({ id: productImportDrafts.id });
    const kept = tx
      .select({ id: productImportDrafts.id })
      .from(productImportDrafts)
      .where(eq(productImportDrafts.adminId, adminId))
      .orderBy(desc(productImportDrafts.createdAt))
      .limit(DRAFTS_KEPT_PER_ADMIN);
    await tx
      .delete(productImportDrafts)
      .where(and(eq(productImportDrafts.adminId, adminId), notInArray(productImportDrafts.id, kept)));
    return row!.id;
  });
}

export interface Draft {
  id: string;
  fileName: string;
  content: string;
}

/**
 * The admin's own unexpired draft, or null. With `lock`, in a transaction: the row is
 * held until it ends, so two confirmations of one draft run one after the other, and the
 * second finds it gone.
 */
export async function findDraft(
  id: string,
  adminId: string,
  executor: Queries | ReturnType<typeof db> = db(),
  lock = false,
): Promise<Draft | null> {
  const query = executor
    .select({
      id: productImportDrafts.id,
      fileName: productImportDrafts.fileName,
      content: productImportDrafts.content,
    })
    .from(productImportDrafts)
    .where(and(eq(productImportDrafts.id, id), eq(productImportDrafts.adminId, adminId), fresh()));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function deleteDraft(tx: Queries, id: string): Promise<void> {
  await tx.delete(productImportDrafts).where(eq(productImportDrafts.id, id));
}
