import { and, inArray, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orderItems } from "~/db/schema";
import { LINE_ORDER } from "./order-lines.server";

/** An order and one product of it: whose variants were bought. */
export interface OrderPiece {
  orderId: string;
  productId: string;
}

export const orderPieceKey = ({ orderId, productId }: OrderPiece) => `${orderId}:${productId}`;

/**
 * The variants each order bought of each product, as its lines recorded them ('Velvet,
 * 3-seater'), each once, in the order's own line order (LINE_ORDER, as the invoice lists them),
 * keyed by orderPieceKey. Read from the order's stored lines, never worked out from the
 * product's options of today: the order is the one account of what was bought, and an option
 * renamed or removed since must not change it. A product without options records no label, so
 * it has no entry. One query for a whole page of pieces.
 */
export async function boughtVariantLabels(pieces: readonly OrderPiece[]): Promise<Map<string, string[]>> {
  const labels = new Map<string, string[]>();
  if (pieces.length === 0) return labels;
  const wanted = new Set(pieces.map(orderPieceKey));
  const rows = await db()
    .select({ orderId: orderItems.orderId, productId: orderItems.productId, label: orderItems.variantLabel })
    .from(orderItems)
    .where(
      and(
        // order_items_order_idx serves this; the few lines of other products are dropped below.
        inArray(orderItems.orderId, [...new Set(pieces.map((piece) => piece.orderId))]),
        isNotNull(orderItems.variantLabel),
        isNotNull(orderItems.productId),
      ),
    )
    .orderBy(...LINE_ORDER);
  for (const row of rows) {
    const key = orderPieceKey({ orderId: row.orderId, productId: row.productId! });
    if (!wanted.has(key)) continue;
    const list = labels.get(key) ?? [];
    if (!list.includes(row.label!)) list.push(row.label!);
    labels.set(key, list);
  }
  return labels;
}
