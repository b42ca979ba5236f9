import { addCalendarDays } from "~/utils/calendar-days";
import { orderItems } from "~/db/schema";
import { shopCalendar } from "~/utils/shop-time";
import type { Transaction } from "./checkout-refused";
import { recordOrderEvent } from "./order-history.server";
import { queueOrderMails, type OrderMailContext } from "./order-mails.server";
import { newLinkSecret } from "~/utils/link-secrets.server";
import { advanceFor } from "./advance";
import { insertOrder, type PlacedOrder } from "./place-order.server";

/** A made-to-order piece as the accepted quote describes it: not a catalogue product. */
export interface QuotedLine {
  description: string;
  quantity: number;
  /** Whole rupees. */
  unitPrice: number;
}

export interface QuotedOrderInput {
  customRequestId: string;
  userId: string | null;
  lines: QuotedLine[];
  /** Whole rupees; 0 when the quote includes delivery. */
  deliveryFee: number;
  advancePercent: number;
  leadTimeWeeks: number;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  notes: string | null;
  idempotencyKey: string;
}

/**
 * Writes the order that an accepted quote becomes, in the caller's transaction (the one that
 * locked the request and marked it accepted): the quote's lines as items without a product,
 * its delivery, its advance, the delivery window from its lead time, the 'placed' entry of the
 * history and the usual two mails. Accepting is the customer's confirmation, so no
 * confirmation link is sent. `orders.custom_request_id` is unique: a request never becomes
 * two orders, whatever the caller does.
 */
export async function placeQuotedOrder(
  tx: Transaction,
  input: QuotedOrderInput,
  mail: OrderMailContext,
  now = new Date(),
): Promise<{ order: PlacedOrder; accessKey: string }> {
  const subtotal = input.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const totalAmount = subtotal + input.deliveryFee;
  const today = shopCalendar(now).date;
  const earliest = addCalendarDays(today, input.leadTimeWeeks * 7);
  const access = newLinkSecret();
  const order = await insertOrder(tx, {
    customRequestId: input.customRequestId,
    userId: input.userId,
    subtotal,
    deliveryFee: input.deliveryFee,
    totalAmount,
    deliveryEarliest: earliest,
    // The workshop's lead time is an estimate: a week's margin, as the quote's mail says.
    deliveryLatest: addCalendarDays(earliest, 7),
    advanceDue: advanceFor(totalAmount, { advancePercent: input.advancePercent, advanceMinTotal: 0 }),
    paymentMethod: "cod",
    customerConfirmedAt: now,
    // Accepted while the shop is a preview: a test order, like one placed at checkout.
    isTest: !mail.settings.shopOpen,
    accessKeyHash: access.hash,
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    address: input.address,
    city: input.city,
    notes: input.notes,
    idempotencyKey: input.idempotencyKey,
  });
  const items = await tx
    .insert(orderItems)
    .values(
      input.lines.map((line) => ({
        orderId: order.id,
        productId: null,
        productName: line.description,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        totalPrice: line.quantity * line.unitPrice,
      })),
    )
    .returning();
  const placed = { ...order, items };
  await recordOrderEvent(tx, order.id, { kind: "customer", userId: order.userId }, { kind: "placed" });
  await queueOrderMails(tx, placed, { accessKey: access.secret, confirmKey: null }, mail);
  return { order: placed, accessKey: access.secret };
}
