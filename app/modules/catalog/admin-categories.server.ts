import { asc, count, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from "~/utils/pg-error.server";
import { changedFields } from "~/modules/audit/audit-changes";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";
import type { CategoryInput } from "./admin-category.schema";
import { handleOwner, lockCatalogHandles } from "./catalog-handles.server";

export type AdminCategory = Awaited<ReturnType<typeof listAdminCategories>>[number];

/** Every category in the shop's order, with how many products (archived ones too) point at it. */
export function listAdminCategories() {
  return db()
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      imageUrl: categories.imageUrl,
      productCount: sql<number>`count(${products.id})::int`,
    })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export type CategoryOutcome =
  { ok: true } | { ok: false; status: 404 | 409; errors?: Record<string, string>; message: string };

const CATEGORY_FIELDS = ["name", "slug", "description", "imageUrl", "imageAlt"] as const;

const slugTaken = (slug: string) => `A category with the slug "${slug}" already exists.`;

/** Adds a category at the end of the shop's order; its slug must be free among categories and products. */
export async function createCategory(input: CategoryInput, by: AuditActor): Promise<CategoryOutcome> {
  try {
    const outcome = await db().transaction(async (tx) => {
      await lockCatalogHandles(tx);
      const owner = await handleOwner(tx, input.slug);
      if (owner) {
        const message =
          owner === "category"
            ? slugTaken(input.slug)
            : `A product already lives at /furniture/${input.slug}. Please choose another slug.`;
        return { ok: false as const, status: 409 as const, errors: { slug: message }, message };
      }
      const [last] = await tx
        .select({ order: sql<number>`coalesce(max(${categories.sortOrder}), -1)::int` })
        .from(categories);
      const [created] = await tx
        .insert(categories)
        .values({ ...input, sortOrder: (last?.order ?? -1) + 1 })
        .returning({ id: categories.id });
      const changes = changedFields({} as CategoryInput, input, CATEGORY_FIELDS);
      const target = { type: "category", id: created!.id, label: input.name };
      await recordAudit(by, { action: "category.created", target, changes }, tx);
      return { ok: true as const };
    });
    return announced(outcome);
  } catch (error) {
    // A writer that skipped the handle lock: the unique index still keeps slugs apart.
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    return { ok: false, status: 409, errors: { slug: slugTaken(input.slug) }, message: slugTaken(input.slug) };
  }
}

/** A category added or removed changes the catalogue's pages (a room's page, the filters). */
function announced(outcome: CategoryOutcome): CategoryOutcome {
  if (outcome.ok) sharedPagesChanged("catalogue");
  return outcome;
}

export function productsInUseMessage(total: number) {
  return total === 1
    ? "This category has 1 product. Move or delete it first."
    : `This category has ${total} products. Move or delete them first.`;
}

/**
 * Deletes an empty category. The row is locked first: a product being added to
 * it at the same moment waits for us (its foreign key check needs the row), so
 * the count cannot go stale between reading and deleting.
 */
export async function deleteCategory(id: string, by: AuditActor): Promise<CategoryOutcome> {
  try {
    const outcome = await db().transaction(async (tx) => {
      const [category] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
      if (!category) return { ok: false as const, status: 404 as const, message: "This category no longer exists." };
      const [used] = await tx.select({ total: count() }).from(products).where(eq(products.categoryId, id));
      if (used && used.total > 0) {
        return { ok: false as const, status: 409 as const, message: productsInUseMessage(used.total) };
      }
      await tx.delete(categories).where(eq(categories.id, id));
      const changes = changedFields(category, {} as typeof category, CATEGORY_FIELDS);
      const target = { type: "category", id, label: category.name };
      await recordAudit(by, { action: "category.deleted", target, changes }, tx);
      return { ok: true as const };
    });
    return announced(outcome);
  } catch (error) {
    if (pgErrorCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
    return { ok: false, status: 409, message: "Products still use this category. Move or delete them first." };
  }
}
