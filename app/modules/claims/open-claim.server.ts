import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { claimLines, claimPhotos, claims, orderItems, orders } from "~/db/schema";
import { saveImageRow } from "~/modules/media/media-store.server";
import type { ProcessedImage } from "~/modules/media/upload.server";
import { accountSources } from "~/modules/orders/order-account.server";
import { formatShopDate, shopCalendar } from "~/utils/shop-time";
import { recordOrderEvent } from "~/modules/orders/order-history.server";
import type { ClaimInput } from "./claim.schema";
import { CLAIM_KIND_LABELS } from "./claim-labels";
import { queueClaimStepMail, queueOwnerClaimMail, type ClaimMailContext } from "./claim-mails.server";
import { PREFERRED_DAY_AHEAD } from "./claim-rules";
import { claimOfferText, claimWindows, type Delivered } from "./claim-windows";

export type OpenClaimResult =
  | { ok: true; claimId: string; repeated: boolean }
  | { ok: false; status: 404 | 409 | 422; message: string; field?: string };

type Transaction = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];
type Executor = Transaction | ReturnType<typeof db>;

/** When the order reached the buyer: its Delivered step (or Completed, when that was skipped). */
export async function deliveredOf(tx: Executor, order: typeof orders.$inferSelect): Promise<Delivered | null> {
  if (order.status !== "delivered" && order.status !== "completed") return null;
  const [source] = await accountSources(tx, [order]);
  const at = source?.reachedAt.delivered ?? source?.reachedAt.completed;
  return at ? { at, on: shopCalendar(at).date } : null;
}

/** The days a pickup or a visit may be asked for: tomorrow to PREFERRED_DAY_AHEAD days ahead (Pakistan's calendar). */
export function preferredDayRange(now: Date): { first: string; last: string } {
  const day = (ahead: number) => {
    const date = new Date(`${shopCalendar(now).date}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + ahead);
    return date.toISOString().slice(0, 10);
  };
  return { first: day(1), last: day(PREFERRED_DAY_AHEAD) };
}

/** A preferred day within the range, or the message. */
function preferredDayRefusal(day: string | null, now: Date): string | null {
  if (day === null) return null;
  const { first, last } = preferredDayRange(now);
  return day >= first && day <= last ? null : `Please choose a day from tomorrow to ${formatShopDate(last)}.`;
}

/** How many of each line are already asked for, by requests the shop has not declined. */
export async function alreadyAsked(tx: Executor, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      orderItemId: claimLines.orderItemId,
      quantity: sql<number>`sum(${claimLines.quantity})`.mapWith(Number),
    })
    .from(claimLines)
    .innerJoin(claims, eq(claims.id, claimLines.claimId))
    .where(and(eq(claims.orderId, orderId), ne(claims.state, "declined")))
    .groupBy(claimLines.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, row.quantity]));
}

/**
 * Opens a return, an exchange or a claim on an order the caller has shown is the buyer's (its
 * private link or its account): only on its own delivered lines, only what the terms allow today
 * (claim-windows.ts), and never more of a line than was delivered, counting every request not
 * declined. The order's row is locked for the check and the insert, so requests sent at once
 * are counted one after the other. The same form sent again (its key) answers the first request.
 * The photos (read and stripped by the caller) are stored private with the request, or not at all.
 * The order's history tells of it; with a mail context, the buyer's receipt and the shop's
 * notice (when the owner asked for it) are queued in the same transaction.
 */
export async function openClaim(
  orderId: string,
  input: ClaimInput,
  { now = new Date(), photos = [], mail }: { now?: Date; photos?: ProcessedImage[]; mail?: ClaimMailContext } = {},
): Promise<OpenClaimResult> {
  return db().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return { ok: false, status: 404, message: "That order was not found." };
    const [earlier] = await tx
      .select({ id: claims.id })
      .from(claims)
      .where(and(eq(claims.orderId, orderId), eq(claims.idempotencyKey, input.idempotencyKey)));
    if (earlier) return { ok: true, claimId: earlier.id, repeated: true };

    const delivered = await deliveredOf(tx, order);
    if (!delivered) {
      return { ok: false, status: 409, message: "A request can be opened once the order has been delivered." };
    }
    const refusedDay = preferredDayRefusal(input.preferredDay, now);
    if (refusedDay) return { ok: false, status: 422, field: "preferredDay", message: refusedDay };
    const ids = input.lines.map((line) => line.orderItemId);
    const items = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, ids)));
    if (items.length !== ids.length) {
      return { ok: false, status: 422, field: "lines", message: "Please choose pieces from this order." };
    }
    const asked = await alreadyAsked(tx, orderId);
    for (const line of input.lines) {
      const item = items.find((row) => row.id === line.orderItemId)!;
      const windows = claimWindows(item, delivered, now);
      if (!windows[input.kind].open) {
        const text = input.kind === "damage" ? `${windows.damage.text}.` : claimOfferText(windows);
        return { ok: false, status: 422, field: "kind", message: `${item.productName}: ${text}` };
      }
      const left = item.quantity - (asked.get(item.id) ?? 0);
      if (line.quantity > left) {
        return {
          ok: false,
          status: 422,
          field: "lines",
          message:
            left > 0
              ? `${item.productName}: at most ${left} can be asked for (${item.quantity} delivered, ${item.quantity - left} already in a request).`
              : `${item.productName}: every piece delivered is already in a request.`,
        };
      }
    }
    const [claim] = await tx
      .insert(claims)
      .values({
        orderId,
        kind: input.kind,
        reason: input.reason,
        details: input.details,
        preferredDay: input.preferredDay,
        idempotencyKey: input.idempotencyKey,
      })
      .returning({ id: claims.id });
    await tx
      .insert(claimLines)
      .values(
        input.lines.map((line) => ({ claimId: claim!.id, orderItemId: line.orderItemId, quantity: line.quantity })),
      );
    for (const [position, photo] of photos.entries()) {
      const imageId = await saveImageRow(tx, photo, { uploadedBy: order.userId, isPrivate: true });
      await tx.insert(claimPhotos).values({ claimId: claim!.id, imageId, position });
    }
    await recordOrderEvent(
      tx,
      orderId,
      { kind: "customer", userId: order.userId },
      { kind: "claim", changes: { request: { before: null, after: CLAIM_KIND_LABELS[input.kind] } } },
    );
    if (mail) {
      await queueClaimStepMail(tx, claim!.id, mail);
      await queueOwnerClaimMail(tx, claim!.id, mail);
    }
    return { ok: true, claimId: claim!.id, repeated: false };
  });
}
