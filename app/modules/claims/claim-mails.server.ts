import { count, eq } from "drizzle-orm";
import type { db } from "~/db/client.server";
import { claimPhotos, claims, orderPayments, orders } from "~/db/schema";
import { queueMail } from "~/modules/mail/outbox.server";
import { claimUrl } from "~/modules/orders/delivered-links.server";
import { claimBookingText } from "./claim-booking";
import { PAYMENT_METHOD_LABELS } from "~/modules/orders/payments";
import { getShopSettings } from "~/modules/settings/settings.server";
import type { ShopSettings } from "~/modules/settings/settings.schema";
import { mailsShopAbout } from "~/modules/settings/shop-mail-events";
import { env } from "~/utils/env.server";
import { formatShopDate } from "~/utils/shop-time";
import { claimPieces } from "./claim-pieces.server";
import { CLAIM_REASON_LABELS } from "./claim-labels";
import { claimOwnerMail } from "./mails/claim-owner-mail";
import { claimStepMail } from "./mails/claim-step-mail";

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

export interface ClaimMailContext {
  settings: ShopSettings;
  /** Where the shop hears of a new request: SHOP_EMAIL, else the support address. */
  shopEmail: string;
  /** The shop's public origin, for the mails' links. */
  origin: string;
}

/**
 * Read before the transaction (on the embedded database db() inside it would wait for itself).
 * Without a request's origin (a script, a test), PUBLIC_URL, else the loopback address.
 */
export async function claimMailContext(origin?: string): Promise<ClaimMailContext> {
  const settings = await getShopSettings();
  const { PUBLIC_URL, PORT, SHOP_EMAIL } = env();
  const base = origin ?? (PUBLIC_URL ? new URL(PUBLIC_URL).origin : `http://127.0.0.1:${PORT}`);
  return { settings, shopEmail: SHOP_EMAIL ?? settings.emails.support, origin: base };
}

/** The request, its order and its pieces as the mails name them, read in the change's transaction. */
async function claimForMail(tx: Tx, claimId: string) {
  const [row] = await tx
    .select({ claim: claims, order: orders })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .where(eq(claims.id, claimId));
  if (!row) throw new Error(`Request ${claimId} is gone`);
  return { ...row, pieces: (await claimPieces(tx, [claimId])).map((line) => line.text) };
}

/** The buyer's mail of the request's state as it now stands, queued in the step's transaction. */
export async function queueClaimStepMail(tx: Tx, claimId: string, context: ClaimMailContext) {
  const { claim, order, pieces } = await claimForMail(tx, claimId);
  const [refund] = claim.refundPaymentId
    ? await tx.select().from(orderPayments).where(eq(orderPayments.id, claim.refundPaymentId))
    : [];
  const [replacement] = claim.replacementOrderId
    ? await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, claim.replacementOrderId))
    : [];
  const rendered = claimStepMail(
    {
      fullName: order.fullName,
      orderNumber: order.number,
      kind: claim.kind,
      state: claim.state,
      pieces,
      decision: claim.decision,
      booked: claimBookingText(claim),
      refund: refund
        ? { amount: refund.amount, method: PAYMENT_METHOD_LABELS[refund.method], reference: refund.reference }
        : null,
      replacement: replacement?.number ?? null,
      claimUrl: claimUrl(context.origin, order),
    },
    context.settings,
  );
  await queueMail(tx, {
    kind: `claim-${claim.state.replace("_", "-")}`,
    to: order.email,
    replyTo: context.settings.emails.support,
    ...rendered,
  });
}

/** The shop's mail of a new request, when the owner asked for it (settings: 'claim'). */
export async function queueOwnerClaimMail(tx: Tx, claimId: string, context: ClaimMailContext) {
  if (!mailsShopAbout(context.settings, "claim")) return;
  const { claim, order, pieces } = await claimForMail(tx, claimId);
  const [photos] = await tx.select({ n: count() }).from(claimPhotos).where(eq(claimPhotos.claimId, claimId));
  await queueMail(tx, {
    kind: "claim-notification",
    to: context.shopEmail,
    replyTo: order.email,
    ...claimOwnerMail(
      {
        orderNumber: order.number,
        kind: claim.kind,
        buyer: order.fullName,
        pieces,
        reason: CLAIM_REASON_LABELS[claim.reason],
        details: claim.details,
        preferredDay: claim.preferredDay ? formatShopDate(claim.preferredDay) : null,
        photos: photos?.n ?? 0,
        adminUrl: `${context.origin}/admin/claims/${claim.id}`,
      },
      context.settings,
    ),
  });
}
