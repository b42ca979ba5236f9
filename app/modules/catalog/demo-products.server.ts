import { and, count, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";

/**
 * Products still for sale with the demo's generated pictures (/images/demo/…): the demo
 * catalogue the shop started with, which the owner replaces with their own pieces.
 */
export async function countActiveDemoProducts(): Promise<number> {
  const [row] = await db()
    .select({ value: count() })
    .from(products)
    .where(and(eq(products.isActive, true), sql`${products.images}[1] like '/images/demo/%'`));
  return row?.value ?? 0;
}
