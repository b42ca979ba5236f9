import { asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { claimPhotos, claims, orderPayments, orders } from "~/db/schema";
import { claimBookingText, type ClaimBooking } from "./claim-booking";
import { PAYMENT_METHOD_LABELS } from "~/modules/orders/payments";
import { formatShopDate, formatShopDateTime } from "~/utils/shop-time";
import { claimPieces } from "./claim-pieces.server";
import { CLAIM_KIND_LABELS, CLAIM_REASON_LABELS, CLAIM_STATE_LABELS } from "./claim-labels";
import {
  claimActionsFrom,
  OPEN_CLAIM_STATES,
  WAITING_CLAIM_STATES,
  type ClaimFilter,
  type ClaimState,
} from "./claim-steps";

const UNDER_WAY: ClaimState[] = OPEN_CLAIM_STATES.filter((state) => !WAITING_CLAIM_STATES.includes(state));
const DONE: ClaimState[] = ["declined", "refunded", "replaced", "repaired", "closed"];
const STATES_OF: Record<ClaimFilter, ClaimState[]> = { waiting: WAITING_CLAIM_STATES, open: UNDER_WAY, done: DONE };

/** Requests received or under review: the dashboard's count, one indexed query. */
export async function countClaimsWaiting(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(claims).where(inArray(claims.state, WAITING_CLAIM_STATES));
  return row?.n ?? 0;
}

/** Each request's pieces in words ('Sohni Bedside Table x 1'). */
async function piecesOf(ids: string[]): Promise<Map<string, string[]>> {
  const pieces = new Map<string, string[]>();
  for (const row of await claimPieces(db(), ids))
    pieces.set(row.claimId, [...(pieces.get(row.claimId) ?? []), row.text]);
  return pieces;
}

/** The list's word on a request's day: the time booked, else the buyer's preferred day. */
function bookedOrPreferred(row: ClaimBooking & { preferredDay: string | null }): string | null {
  const booked = claimBookingText(row);
  if (booked) return `Booked ${booked}`;
  return row.preferredDay ? `Prefers ${formatShopDate(row.preferredDay)}` : null;
}

/** The admin's list: one tab's requests, oldest waiting first (newest first once done), with each tab's count. */
export async function listAdminClaims(filter: ClaimFilter) {
  const where: SQL = inArray(claims.state, STATES_OF[filter]);
  const [rows, counts] = await Promise.all([
    db()
      .select({
        id: claims.id,
        kind: claims.kind,
        state: claims.state,
        reason: claims.reason,
        preferredDay: claims.preferredDay,
        bookedDay: claims.bookedDay,
        bookedSlotStart: claims.bookedSlotStart,
        visitStartsAt: claims.visitStartsAt,
        visitEndsAt: claims.visitEndsAt,
        createdAt: claims.createdAt,
        orderNumber: orders.number,
        buyer: orders.fullName,
      })
      .from(claims)
      .innerJoin(orders, eq(orders.id, claims.orderId))
      .where(where)
      .orderBy(filter === "done" ? desc(claims.updatedAt) : asc(claims.createdAt))
      .limit(200),
    db().select({ state: claims.state, n: count() }).from(claims).groupBy(claims.state),
  ]);
  const pieces = await piecesOf(rows.map((row) => row.id));
  const countOf = (states: ClaimState[]) =>
    counts.filter((row) => states.includes(row.state)).reduce((sum, row) => sum + row.n, 0);
  return {
    claims: rows.map((row) => ({
      id: row.id,
      kind: CLAIM_KIND_LABELS[row.kind],
      state: CLAIM_STATE_LABELS[row.state],
      reason: CLAIM_REASON_LABELS[row.reason],
      orderNumber: row.orderNumber,
      buyer: row.buyer,
      pieces: pieces.get(row.id) ?? [],
      openedAt: formatShopDateTime(row.createdAt),
      day: bookedOrPreferred(row),
    })),
    counts: { waiting: countOf(WAITING_CLAIM_STATES), open: countOf(UNDER_WAY), done: countOf(DONE) },
  };
}

export type AdminClaimRow = Awaited<ReturnType<typeof listAdminClaims>>["claims"][number];

/** One request as the admin acts on it: the buyer's words and photos, the order, the steps it offers. */
export async function adminClaimDetail(id: string) {
  const [row] = await db()
    .select({ claim: claims, order: orders })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .where(eq(claims.id, id));
  if (!row) return null;
  const { claim, order } = row;
  const [lines, photos, refund, replacement] = await Promise.all([
    claimPieces(db(), [id]),
    db()
      .select({ imageId: claimPhotos.imageId })
      .from(claimPhotos)
      .where(eq(claimPhotos.claimId, id))
      .orderBy(asc(claimPhotos.position)),
    claim.refundPaymentId
      ? db().select().from(orderPayments).where(eq(orderPayments.id, claim.refundPaymentId))
      : Promise.resolve([]),
    claim.replacementOrderId
      ? db()
          .select({ id: orders.id, number: orders.number })
          .from(orders)
          .where(eq(orders.id, claim.replacementOrderId))
      : Promise.resolve([]),
  ]);
  const value = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const refunded = refund[0];
  return {
    id: claim.id,
    kind: claim.kind,
    kindLabel: CLAIM_KIND_LABELS[claim.kind],
    state: claim.state,
    stateLabel: CLAIM_STATE_LABELS[claim.state],
    reason: CLAIM_REASON_LABELS[claim.reason],
    details: claim.details,
    decision: claim.decision,
    openedAt: formatShopDateTime(claim.createdAt),
    preferredDay: claim.preferredDay ? formatShopDate(claim.preferredDay) : null,
    booked: claimBookingText(claim),
    pieces: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
    photos: photos.map((photo) => `/admin/claims/photos/${photo.imageId}.webp`),
    refund: refunded
      ? {
          amount: refunded.amount,
          method: PAYMENT_METHOD_LABELS[refunded.method],
          reference: refunded.reference,
          on: formatShopDate(refunded.receivedOn),
        }
      : null,
    replacement: replacement[0] ?? null,
    // The most a refund may be: what the pieces cost, within what the order totals and was paid.
    refundLimit: Math.min(value, order.totalAmount, order.amountPaid),
    actions: claimActionsFrom(claim.state),
    order: {
      id: order.id,
      number: order.number,
      buyer: order.fullName,
      email: order.email,
      phone: order.phone,
      city: order.city,
      address: order.address,
    },
  };
}

export type AdminClaimDetail = NonNullable<Awaited<ReturnType<typeof adminClaimDetail>>>;

/** Whether an image is a request's photo: only those are served at /admin/claims/photos/. */
export async function isClaimPhoto(imageId: string): Promise<boolean> {
  const [row] = await db()
    .select({ imageId: claimPhotos.imageId })
    .from(claimPhotos)
    .where(eq(claimPhotos.imageId, imageId));
  return Boolean(row);
}
