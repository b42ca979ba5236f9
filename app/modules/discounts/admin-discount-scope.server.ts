import { inArray } from "drizzle-orm";
import type { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { someOf } from "./admin-discount-fields";
import type { DiscountInput } from "./admin-discount.schema";

type Reader = Pick<ReturnType<typeof db>, "select">;

export type ScopeInput = Pick<DiscountInput, "scope" | "categoryIds" | "productLines">;

export type ScopeOutcome =
  { ok: true; categoryIds: string[]; productIds: string[] } | { ok: false; errors: Record<string, string> };

/**
 * The categories and products a code names, checked against the catalogue in the saving
 * transaction: ticked categories must still exist; each product line must name a product that
 * exists and is not archived (an archived one is sold no more), and the message names the
 * lines that do not, as typed.
 */
export async function resolveScope(tx: Reader, input: ScopeInput): Promise<ScopeOutcome> {
  if (input.scope === "categories") {
    const found = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, input.categoryIds));
    if (found.length !== input.categoryIds.length) {
      return {
        ok: false,
        errors: { categoryIds: "A ticked category no longer exists: please tick the categories again." },
      };
    }
    return { ok: true, categoryIds: input.categoryIds, productIds: [] };
  }
  if (input.scope === "products") {
    const slugs = [...new Set(input.productLines.flatMap((line) => (line.slug ? [line.slug] : [])))];
    const found =
      slugs.length > 0
        ? await tx
            .select({ id: products.id, slug: products.slug, name: products.name, archivedAt: products.archivedAt })
            .from(products)
            .where(inArray(products.slug, slugs))
        : [];
    const bySlug = new Map(found.map((product) => [product.slug, product]));
    const unknown = input.productLines.filter((line) => !line.slug || !bySlug.has(line.slug)).map((line) => line.line);
    const archived = found.filter((product) => product.archivedAt !== null).map((product) => product.name);
    const problems: string[] = [];
    if (unknown.length > 0) {
      const them = unknown.length === 1 ? "its page address or slug" : "their page addresses or slugs";
      problems.push(`No product found at ${someOf(unknown.map((line) => `"${line}"`))}: please check ${them}.`);
    }
    if (archived.length > 0) {
      problems.push(
        archived.length === 1
          ? `${archived[0]} is archived: please take it off the list.`
          : `These products are archived: ${someOf(archived)}. Please take them off the list.`,
      );
    }
    if (problems.length > 0) return { ok: false, errors: { products: problems.join(" ") } };
    const productIds = [...new Set(input.productLines.map((line) => bySlug.get(line.slug!)!.id))];
    return { ok: true, categoryIds: [], productIds };
  }
  return { ok: true, categoryIds: [], productIds: [] };
}
