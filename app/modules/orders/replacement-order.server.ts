import { orderItems, type orders } from "~/db/schema";
import { newLinkSecret } from "~/utils/link-secrets.server";
import { lockCheckoutPieces, takeStock, type CheckoutLine } from "./checkout-pieces.server";
import { CheckoutRefused, type Transaction } from "./checkout-refused";
import { recordOrderEvent, type OrderActor } from "./order-history.server";
import { insertOrder, type PlacedOrder } from "./place-order.server";

type Order = typeof orders.$inferSelect;

export type ReplacementResult = { ok: true; order: PlacedOrder } | { ok: false; message: string };

/**
 * The order that replaces pieces of `original` (issue 36: a replacement is a new order at zero),
 * in the caller's transaction: the same pieces and variants, each at PKR 0, to the same buyer
 * and address, confirmed, with the stock taken as a checkout takes it (a piece short of stock or
 * withdrawn is refused with the reason, and nothing is written). `key` makes it once per cause.
 */
export async function placeReplacementOrder(
  tx: Transaction,
  original: Order,
  lines: readonly CheckoutLine[],
  { key, note, actor, now = new Date() }: { key: string; note: string; actor: OrderActor; now?: Date },
): Promise<ReplacementResult> {
  let pieces;
  try {
    pieces = await lockCheckoutPieces(tx, lines);
  } catch (error) {
    if (error instanceof CheckoutRefused) return { ok: false, message: error.message };
    throw error;
  }
  await takeStock(tx, pieces);
  const order = await insertOrder(tx, {
    userId: original.userId,
    visitorId: original.visitorId,
    status: "confirmed",
    subtotal: 0,
    deliveryFee: 0,
    totalAmount: 0,
    advanceDue: 0,
    paymentMethod: original.paymentMethod,
    customerConfirmedAt: now,
    isTest: original.isTest,
    accessKeyHash: newLinkSecret().hash,
    fullName: original.fullName,
    email: original.email,
    phone: original.phone,
    address: original.address,
    city: original.city,
    notes: note,
    idempotencyKey: key,
  });
  const items = await tx
    .insert(orderItems)
    .values(
      pieces.map((piece) => ({
        orderId: order.id,
        productId: piece.product.id,
        productName: piece.product.name,
        productSlug: piece.product.slug,
        variantId: piece.variant.id,
        sku: piece.variant.sku,
        variantLabel: piece.variant.label,
        image: piece.product.image,
        quantity: piece.quantity,
        unitPrice: 0,
        totalPrice: 0,
      })),
    )
    .returning();
  await recordOrderEvent(tx, order.id, actor, { kind: "placed", note });
  return { ok: true, order: { ...order, items } };
}
