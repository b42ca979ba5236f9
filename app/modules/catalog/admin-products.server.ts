import { and, asc, desc, eq, getTableColumns, ilike, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, orderItems, products } from "~/db/schema";
import { containing } from "~/db/like-pattern";
import { changedFields } from "~/modules/audit/audit-changes";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { withFormPictures, type FormPictures } from "~/modules/media/form-uploads.server";
import { changingSharedPages } from "~/utils/shared-page-changes.server";
import { fromImageEntries, toImageEntries } from "~/modules/media/image-list";
import { ADMIN_PAGE_SIZE, type AdminProductFilters } from "./admin-product-filters";
import type { AdminProductInput } from "./admin-product.schema";
import { assignSlugs, isSlugClash } from "./product-slug.server";
import { hasOptionsSql } from "./variant-sql.server";

export interface AdminProductRow {
  id: string;
  slug: string;
  name: string;
  price: number;
  stock: number;
  isActive: boolean;
  archived: boolean;
  image: string | null;
  categoryName: string | null;
}

/** The products a view of the admin's list holds (all its pages): the list and the CSV export read the same. */
export function adminProductCondition(filters: Omit<AdminProductFilters, "page">): SQL | undefined {
  const where: SQL[] = [filters.status === "archived" ? isNotNull(products.archivedAt) : isNull(products.archivedAt)];
  if (filters.status === "active") where.push(eq(products.isActive, true));
  if (filters.status === "inactive") where.push(eq(products.isActive, false));
  if (filters.category) where.push(eq(products.categoryId, filters.category));
  if (filters.q) where.push(ilike(products.name, containing(filters.q)));
  return and(...where);
}

/** One page of the admin's list: every product but the archived (unless asked for), newest first. */
export async function listAdminProducts(filters: AdminProductFilters) {
  const condition = adminProductCondition(filters);
  const [rows, [count]] = await Promise.all([
    db()
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        price: products.price,
        stock: products.stock,
        isActive: products.isActive,
        archived: sql<boolean>`${products.archivedAt} is not null`,
        image: sql<string | null>`${products.images}[1]`,
        categoryName: categories.name,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(condition)
      .orderBy(desc(products.createdAt), asc(products.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE),
    db()
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(condition),
  ]);
  const total = count?.total ?? 0;
  return { products: rows as AdminProductRow[], total, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}

/** A product to edit, in any state (archived ones too). */
export async function getAdminProduct(id: string) {
  const [row] = await db()
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      description: products.description,
      price: products.price,
      stock: products.stock,
      images: products.images,
      imageAlts: products.imageAlts,
      isActive: products.isActive,
      archivedAt: products.archivedAt,
      categoryId: products.categoryId,
      dimensions: products.dimensions,
      materials: products.materials,
      hasOptions: hasOptionsSql,
    })
    .from(products)
    .where(eq(products.id, id));
  return row ?? null;
}

/** The fields of a product that an audit entry shows before and after a change. */
const AUDITED_PRODUCT_FIELDS = [
  "name",
  "description",
  "price",
  "stock",
  "categoryId",
  "dimensions",
  "materials",
  "images",
  "imageAlts",
] as const;

const productTarget = (id: string, name: string) => ({ type: "product", id, label: name });

/**
 * A new, active product with a slug made from its name. The pictures sent with
 * the form (if any) are stored in the same transaction: the product and its
 * pictures exist together or not at all. A slug taken at the same moment by
 * another admin is retried with the next free one.
 */
export async function createProduct(input: AdminProductInput, by: AuditActor, pictures?: FormPictures) {
  for (let attempt = 1; ; attempt++) {
    try {
      const created = db().transaction(async (tx) => {
        const [slug] = await assignSlugs(tx, [input.name]);
        const gallery = await withFormPictures(tx, toImageEntries(input.images, input.imageAlts), pictures);
        const created = { ...input, ...fromImageEntries(gallery) };
        const [row] = await tx
          .insert(products)
          .values({ ...created, slug: slug! })
          .returning({ id: products.id, slug: products.slug });
        const changes = changedFields({} as typeof created, created, AUDITED_PRODUCT_FIELDS);
        await recordAudit(by, { action: "product.created", target: productTarget(row!.id, input.name), changes }, tx);
        return row!;
      });
      return await changingSharedPages("catalogue", created);
    } catch (error) {
      if (attempt >= 3 || !isSlugClash(error)) throw error;
    }
  }
}

/**
 * Saves the form over a product. The slug stays as it was: links to the
 * product, in orders' e-mails and search engines, keep working after a rename.
 * Returns false when there is no such product.
 */
export async function updateProduct(
  id: string,
  input: AdminProductInput,
  by: AuditActor,
  pictures?: FormPictures,
): Promise<boolean> {
  try {
    const saving = db().transaction(async (tx) => {
      const [before] = await tx
        .select({ ...getTableColumns(products), hasOptions: hasOptionsSql })
        .from(products)
        .where(eq(products.id, id))
        .for("update", { of: products });
      // Thrown, so that a picture sent with the form is not kept without its product.
      if (!before) throw new MissingProduct();
      const gallery = await withFormPictures(tx, toImageEntries(input.images, input.imageAlts), pictures);
      // A product with options keeps the stock of its variants (the form shows it, read-only).
      const saved = { ...input, ...fromImageEntries(gallery), ...(before.hasOptions ? { stock: before.stock } : {}) };
      await tx
        .update(products)
        .set({ ...saved, updatedAt: sql`now()` })
        .where(eq(products.id, id));
      const changes = changedFields(before, { ...before, ...saved }, AUDITED_PRODUCT_FIELDS);
      if (Object.keys(changes).length > 0) {
        await recordAudit(by, { action: "product.updated", target: productTarget(id, input.name), changes }, tx);
      }
      return true;
    });
    return await changingSharedPages("catalogue", saving);
  } catch (error) {
    if (error instanceof MissingProduct) return false;
    throw error;
  }
}

class MissingProduct extends Error {}

/** Activate or deactivate; activating an archived product brings it back. False when missing. */
export async function setProductActive(id: string, active: boolean, by: AuditActor): Promise<boolean> {
  const saving = db().transaction(async (tx) => {
    const [before] = await tx
      .select({ name: products.name, isActive: products.isActive, archived: isNotNull(products.archivedAt) })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!before) return false;
    await tx
      .update(products)
      .set(
        active
          ? { isActive: true, archivedAt: null, updatedAt: sql`now()` }
          : { isActive: false, updatedAt: sql`now()` },
      )
      .where(eq(products.id, id));
    const after = { ...before, isActive: active, archived: active ? false : before.archived };
    const changes = changedFields(before, after, ["isActive", "archived"]);
    if (Object.keys(changes).length > 0) {
      await recordAudit(by, { action: "product.status", target: productTarget(id, before.name), changes }, tx);
    }
    return true;
  });
  return changingSharedPages("catalogue", saving);
}

/**
 * Deletes a product, or archives it when any order refers to it, so that
 * order history, totals and the admin's reports stay whole. The product row is
 * locked first: a checkout buying it at this moment either finishes before
 * (and the product is archived) or waits and then finds it gone or inactive.
 */
export async function removeProduct(id: string, by: AuditActor): Promise<"deleted" | "archived" | null> {
  const removing = db().transaction(async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!row) return null;
    const target = productTarget(id, row.name);
    // The orders module's table, read here because whether a product may go depends on it.
    const [ordered] = await tx
      .select({ one: sql`1` })
      .from(orderItems)
      .where(eq(orderItems.productId, id))
      .limit(1);
    if (ordered) {
      await tx
        .update(products)
        .set({ archivedAt: sql`coalesce(${products.archivedAt}, now())`, isActive: false, updatedAt: sql`now()` })
        .where(eq(products.id, id));
      await recordAudit(by, { action: "product.archived", target }, tx);
      return "archived";
    }
    await tx.delete(products).where(eq(products.id, id));
    // What was deleted, in full: the log is then the only place it still exists.
    const changes = changedFields(row, {} as typeof row, AUDITED_PRODUCT_FIELDS);
    await recordAudit(by, { action: "product.deleted", target, changes }, tx);
    return "deleted" as const;
  });
  return changingSharedPages("catalogue", removing);
}
