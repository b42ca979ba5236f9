import { eq, inArray, sql } from "drizzle-orm";
import type { db } from "~/db/client.server";
import { orders, productReviews, products, type MailRender } from "~/db/schema";
import { queueMail, withdrawPendingMail } from "~/modules/mail/outbox.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import type { ShopSettings } from "~/modules/settings/settings.schema";
import { env } from "~/utils/env.server";
import { productPath } from "~/utils/paths";
import { newReviewsMail, reviewPublishedMail } from "./mails/review-mails";
import { firstNameOf } from "./review-rules";
import { mailsShopAbout } from "~/modules/settings/shop-mail-events";

/** A transaction (the review's or the moderation's): its mail is queued in it, both or neither. */
type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

export interface ReviewMailContext {
  settings: ShopSettings;
  /** Where the shop's notices go: SHOP_EMAIL, else the general address (as the inbox does for messages). */
  shopEmail: string;
  /** The shop's public origin, for the mails' links. */
  origin: string;
}

/**
 * Read before the transaction (on the embedded database db() inside it would wait for itself).
 * Without a request's origin (a script, a test), PUBLIC_URL, else the loopback address the
 * shop answers on without it (as the sign-in links do).
 */
export async function reviewMailContext(origin?: string): Promise<ReviewMailContext> {
  const settings = await getShopSettings();
  const { PUBLIC_URL, PORT, SHOP_EMAIL } = env();
  const base = origin ?? (PUBLIC_URL ? new URL(PUBLIC_URL).origin : `http://127.0.0.1:${PORT}`);
  return { settings, shopEmail: SHOP_EMAIL ?? settings.emails.general, origin: base };
}

/** One topic for the shop's review notices: a waiting one is replaced, never joined by a second. */
export const OWNER_REVIEWS_TOPIC = "reviews-waiting";
const OWNER_RENDERER = "reviews-waiting";
/** The reviews one owner's mail lists; the others are counted. */
const LISTED = 10;
/**
 * However steady a stream of reviews, the owner's mail leaves at most this long after the first
 * review it tells of: each review would otherwise put it off by the delay again.
 */
export const OWNER_MAIL_MAX_HOLD_SECONDS = 10 * 60;
// Any constant works: the same in every instance of the shop, taken only here.
const OWNER_MAIL_LOCK = 726_033;

/** What a withdrawn owner's mail told of: carried into the mail replacing it (outbox `render`). */
interface OwnerMailInput {
  reviewIds: string[];
  total: number;
  /** When the first review it tells of came (ISO). */
  since: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function withdrawnInput(render: MailRender | null): OwnerMailInput | null {
  if (render?.renderer !== OWNER_RENDERER) return null;
  const { reviewIds, total, since } = render.input as Partial<OwnerMailInput>;
  if (!Array.isArray(reviewIds) || typeof total !== "number" || typeof since !== "string") return null;
  return { reviewIds: reviewIds.filter((id) => typeof id === "string" && UUID.test(id)), total, since };
}

/**
 * Tells the shop of a new review waiting to be read, in the review's transaction. As the shop's
 * mail of a customer's messages does (queueCustomerMessagesMail), it waits ORDER_MAIL_DELAY_SECONDS,
 * and a review in that time withdraws it and queues one mail in its place, 'N new reviews':
 * a burst of reviews is one mail. The withdrawn mail's reviews travel in its `render` (ids and
 * a count, nothing it states), which no renderer at sending knows, so it leaves as queued. A
 * lock puts the reviews' mails in one order, so two reviews at once never leave two mails.
 */
export async function queueOwnerReviewMail(tx: Tx, reviewId: string, context: ReviewMailContext) {
  if (!mailsShopAbout(context.settings, "review")) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${OWNER_MAIL_LOCK})`);
  const earlier = (await withdrawPendingMail(tx, OWNER_REVIEWS_TOPIC))
    .map(withdrawnInput)
    .filter((input) => input !== null);
  const now = new Date();
  const since = new Date(Math.min(now.getTime(), ...earlier.map((input) => Date.parse(input.since) || now.getTime())));
  const input: OwnerMailInput = {
    reviewIds: [reviewId, ...earlier.flatMap((item) => item.reviewIds)].slice(0, LISTED),
    total: 1 + earlier.reduce((sum, item) => sum + item.total, 0),
    since: since.toISOString(),
  };
  const rows = await tx
    .select({
      id: productReviews.id,
      productName: products.name,
      rating: productReviews.rating,
      title: productReviews.title,
      receivedAt: productReviews.createdAt,
      fullName: orders.fullName,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(orders, eq(orders.id, productReviews.orderId))
    .where(inArray(productReviews.id, input.reviewIds));
  // Newest first, as the ids are kept; a review deleted since (its product was) is only counted.
  const listed = input.reviewIds
    .map((id) => rows.find((row) => row.id === id))
    .filter((row) => row !== undefined)
    .map((row) => ({ ...row, firstName: firstNameOf(row.fullName) }));
  const adminUrl = `${context.origin}/admin/reviews?status=pending`;
  const held = (now.getTime() - since.getTime()) / 1000;
  const delaySeconds = Math.max(0, Math.min(env().ORDER_MAIL_DELAY_SECONDS, OWNER_MAIL_MAX_HOLD_SECONDS - held));
  await queueMail(
    tx,
    {
      kind: "review-new",
      to: context.shopEmail,
      ...newReviewsMail(listed, input.total, context.settings, adminUrl),
    },
    {
      topic: OWNER_REVIEWS_TOPIC,
      delaySeconds,
      render: { renderer: OWNER_RENDERER, input: { ...input } },
    },
  );
}

/**
 * Tells the reviewer their review is published, in the moderation's transaction, which holds
 * the review's row and marks it mailed: once, however often it is hidden and shown again.
 */
export async function queueReviewPublishedMail(tx: Tx, reviewId: string, context: ReviewMailContext) {
  const [review] = await tx
    .select({
      email: productReviews.email,
      title: productReviews.title,
      fullName: orders.fullName,
      productName: products.name,
      slug: products.slug,
      inCatalogue: sql<boolean>`${products.isActive} and ${products.archivedAt} is null`,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(orders, eq(orders.id, productReviews.orderId))
    .where(eq(productReviews.id, reviewId));
  if (!review) return;
  const mail = reviewPublishedMail(
    {
      firstName: firstNameOf(review.fullName),
      productName: review.productName,
      title: review.title,
      publishedAt: new Date(),
      productUrl: review.inCatalogue ? `${context.origin}${productPath(review.slug)}#reviews` : null,
    },
    context.settings,
  );
  await queueMail(tx, {
    kind: "review-published",
    to: review.email,
    replyTo: context.settings.emails.general,
    ...mail,
  });
}
