import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customQuotes, customRequests, orders } from "~/db/schema";
import { placeQuotedOrder } from "~/modules/orders/place-quoted-order.server";
import { formatShopDate, shopCalendar } from "~/utils/shop-time";
import { shopMailContext } from "./requests.server";

export interface AcceptanceDelivery {
  address: string;
  city: string;
  notes: string | null;
}

export type AcceptOutcome =
  | { ok: true; orderNumber: string; accessKey: string | null; repeated: boolean }
  | { ok: false; status: 404 | 409; message: string };

/**
 * The customer accepts the latest quote: in one transaction it locks the request, checks that
 * the quote is still the latest and not past its last day, writes the order (placeQuotedOrder:
 * the quote's lines, delivery, advance and the usual mails) and marks the request accepted. A
 * second click, or ten at once, waits for the lock and finds the order already there: one
 * order, whatever happens (orders.custom_request_id is unique besides).
 */
export async function acceptQuote(
  requestId: string,
  quoteId: string,
  delivery: AcceptanceDelivery,
  origin: string,
  now = new Date(),
): Promise<AcceptOutcome> {
  const { settings, shopEmail } = await shopMailContext();
  return db().transaction(async (tx) => {
    const [request] = await tx.select().from(customRequests).where(eq(customRequests.id, requestId)).for("update");
    if (!request) return { ok: false, status: 404, message: "That request no longer exists." };
    const [placed] = await tx
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.customRequestId, requestId));
    if (placed) return { ok: true, orderNumber: placed.number, accessKey: null, repeated: true };
    if (request.state === "declined") {
      return { ok: false, status: 409, message: "This request was declined, so its quote can no longer be accepted." };
    }
    const [latest] = await tx
      .select()
      .from(customQuotes)
      .where(eq(customQuotes.requestId, requestId))
      .orderBy(desc(customQuotes.version))
      .limit(1);
    if (!latest) return { ok: false, status: 409, message: "There is no quote to accept yet." };
    if (latest.id !== quoteId) {
      return {
        ok: false,
        status: 409,
        message: "This quote was revised: please read the new one on this page before you accept it.",
      };
    }
    if (latest.validUntil < shopCalendar(now).date) {
      return {
        ok: false,
        status: 409,
        message: `This quote could be accepted until ${formatShopDate(latest.validUntil)}. Please send us a message for a new one.`,
      };
    }
    const { order, accessKey } = await placeQuotedOrder(
      tx,
      {
        customRequestId: request.id,
        userId: request.userId,
        lines: latest.lines,
        deliveryFee: latest.deliveryFee ?? 0,
        advancePercent: latest.advancePercent,
        leadTimeWeeks: latest.leadTimeWeeks,
        fullName: request.name,
        email: request.email,
        phone: request.phone,
        address: delivery.address,
        city: delivery.city,
        notes: delivery.notes,
        idempotencyKey: `custom-request:${request.id}`,
      },
      { settings, origin, shopEmail },
      now,
    );
    await tx.update(customRequests).set({ state: "accepted", updatedAt: now }).where(eq(customRequests.id, requestId));
    return { ok: true, orderNumber: order.number, accessKey, repeated: false };
  });
}
