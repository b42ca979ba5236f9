import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { claimLines, orderItems } from "~/db/schema";
import { lineName } from "~/modules/catalog/variants";

/**
 * The pieces of requests, each with its order line as bought (name, variant, price, product):
 * the one reader every page, mail and step of a request lists its pieces with. Read with the
 * caller's executor (a step's transaction sees its own request).
 */
export async function claimPieces(executor: Pick<Database, "select">, claimIds: string[]) {
  if (claimIds.length === 0) return [];
  const rows = await executor
    .select({
      claimId: claimLines.claimId,
      quantity: claimLines.quantity,
      productName: orderItems.productName,
      variantLabel: orderItems.variantLabel,
      unitPrice: orderItems.unitPrice,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
    })
    .from(claimLines)
    .innerJoin(orderItems, eq(orderItems.id, claimLines.orderItemId))
    .where(inArray(claimLines.claimId, claimIds))
    .orderBy(asc(orderItems.productName));
  return rows.map((row) => {
    const name = lineName(row.productName, row.variantLabel);
    return { ...row, name, text: `${name} x ${row.quantity}` };
  });
}
