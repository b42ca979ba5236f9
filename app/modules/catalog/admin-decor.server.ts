import { and, desc, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { changedFields } from "~/modules/audit/audit-changes";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { DECOR_SLUG, type DecorInput } from "./admin-decor.schema";
import { assignSlugs } from "./product-slug.server";

/** The décor category (DECISIONS: the category whose slug is 'decor'), or null. */
export async function getDecorCategory() {
  const [category] = await db()
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.slug, DECOR_SLUG))
    .limit(1);
  return category ?? null;
}

/** The Home Decor tab's list: every décor product, newest first, active or not; archived ones are gone. */
export function listDecorProducts() {
  return db()
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      price: products.price,
      stock: products.stock,
      isActive: products.isActive,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(categories.slug, DECOR_SLUG), isNull(products.archivedAt)))
    .orderBy(desc(products.createdAt), desc(products.id));
}

/**
 * Adds an active product to the décor category, with a slug made from its
 * name that no product or category holds (both live under /furniture/).
 */
export async function createDecorProduct(
  input: DecorInput,
  by: AuditActor,
): Promise<{ ok: true; slug: string } | { ok: false }> {
  return db().transaction(async (tx) => {
    const [decor] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, DECOR_SLUG))
      .limit(1)
      // Held until commit: the category cannot be deleted under the new product.
      .for("key share");
    if (!decor) return { ok: false as const };
    // The one product-slug rule (and the catalogue's handle lock), as the Products tab uses.
    const [slug] = (await assignSlugs(tx, [input.name])) as [string];
    const [created] = await tx
      .insert(products)
      .values({ ...input, slug, categoryId: decor.id, isActive: true })
      .returning({ id: products.id });
    const changes = changedFields({} as DecorInput, input, ["name", "description", "price", "stock", "images"]);
    const target = { type: "product", id: created!.id, label: input.name };
    await recordAudit(by, { action: "decor.created", target, changes }, tx);
    return { ok: true as const, slug };
  });
}
