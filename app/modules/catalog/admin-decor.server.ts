import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories } from "~/db/schema";
import { DECOR_SLUG } from "./admin-decor";

/** The décor category (DECISIONS: the category whose slug is 'decor'), or null. */
export async function getDecorCategory() {
  const [category] = await db()
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.slug, DECOR_SLUG))
    .limit(1);
  return category ?? null;
}
