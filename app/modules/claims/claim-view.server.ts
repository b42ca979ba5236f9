import { asc, count, desc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { claimPhotos, claims, orderItems, orderPayments, type orders } from "~/db/schema";
import { claimBookingText } from "./claim-booking";
import { CLAIM_KINDS } from "~/db/schema/claims";
import { lineName } from "~/modules/catalog/variants";
import { formatShopDate } from "~/utils/shop-time";
import { claimPieces } from "./claim-pieces.server";
import { CLAIM_KIND_LABELS, CLAIM_REASON_LABELS, CLAIM_STATE_LABELS } from "./claim-labels";
import { REASONS_FOR } from "./claim.schema";
import { claimOfferText, claimWindows, type ClaimKind, type ClaimWindow } from "./claim-windows";
import { alreadyAsked, deliveredOf, preferredDayRange } from "./open-claim.server";

export interface ClaimPageLine {
  id: string;
  name: string;
  image: string | null;
  quantity: number;
  /** Delivered and not yet in a request the shop has not declined. */
  left: number;
  windows: Record<ClaimKind, ClaimWindow>;
  /** 'Return window open until Dec 05, 2026; a warranty claim is open until Nov 28, 2031.' */
  offer: string;
}

/** The buyer's requests on the order, newest first, as the buyer reads them. */
async function requestsOf(orderId: string) {
  const rows = await db()
    .select({
      id: claims.id,
      kind: claims.kind,
      state: claims.state,
      reason: claims.reason,
      decision: claims.decision,
      bookedDay: claims.bookedDay,
      bookedSlotStart: claims.bookedSlotStart,
      visitStartsAt: claims.visitStartsAt,
      visitEndsAt: claims.visitEndsAt,
      refund: orderPayments.amount,
      createdAt: claims.createdAt,
    })
    .from(claims)
    .leftJoin(orderPayments, eq(orderPayments.id, claims.refundPaymentId))
    .where(eq(claims.orderId, orderId))
    .orderBy(desc(claims.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, photos] = await Promise.all([
    claimPieces(db(), ids),
    db()
      .select({ claimId: claimPhotos.claimId, photos: count() })
      .from(claimPhotos)
      .where(inArray(claimPhotos.claimId, ids))
      .groupBy(claimPhotos.claimId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    kind: CLAIM_KIND_LABELS[row.kind],
    state: CLAIM_STATE_LABELS[row.state],
    reason: CLAIM_REASON_LABELS[row.reason],
    openedOn: formatShopDate(row.createdAt),
    pieces: lines.filter((line) => line.claimId === row.id).map((line) => line.text),
    photos: photos.find((photo) => photo.claimId === row.id)?.photos ?? 0,
    // What the shop said and did: the reason of a decline, the day booked, the refund.
    decision: row.decision,
    booked: row.state === "approved" ? claimBookingText(row) : null,
    refunded: row.refund,
  }));
}

/**
 * What the request page shows (issue 36, item 2): each delivered line with what it may still
 * be asked for on `now`'s day and until when, the kinds open on at least one line with pieces
 * left, each kind's reasons, the days a pickup may be asked for, and the requests made. Before
 * delivery, no lines are offered: the page says when requests open.
 */
export async function claimPageView(order: typeof orders.$inferSelect, now: Date) {
  const [delivered, items, asked, requests] = await Promise.all([
    deliveredOf(db(), order),
    db().select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.productName)),
    alreadyAsked(db(), order.id),
    requestsOf(order.id),
  ]);
  const lines: ClaimPageLine[] = delivered
    ? items.map((item) => {
        const windows = claimWindows(item, delivered, now);
        return {
          id: item.id,
          name: lineName(item.productName, item.variantLabel),
          image: item.image,
          quantity: item.quantity,
          left: Math.max(0, item.quantity - (asked.get(item.id) ?? 0)),
          windows,
          offer: claimOfferText(windows),
        };
      })
    : [];
  const kinds = CLAIM_KINDS.filter((kind) => lines.some((line) => line.left > 0 && line.windows[kind].open));
  return {
    number: order.number,
    placedOn: formatShopDate(order.createdAt),
    deliveredOn: delivered ? formatShopDate(delivered.on) : null,
    lines,
    kinds: kinds.map((kind) => ({
      kind,
      label: CLAIM_KIND_LABELS[kind],
      reasons: REASONS_FOR[kind].map((reason) => ({ value: reason, label: CLAIM_REASON_LABELS[reason] })),
    })),
    days: preferredDayRange(now),
    requests,
  };
}
