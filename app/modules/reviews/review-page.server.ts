import { data, redirect } from "react-router";
import { takeAllowance } from "~/db/rate-limit.server";
import { chosenFiles, readCustomerPhotos } from "~/modules/media/customer-photos.server";
import { orderReviewPath } from "~/modules/orders/order-links";
import { clientAddress } from "~/utils/client-address";
import { fieldErrors } from "~/utils/form-fields";
import { readForm } from "~/utils/form.server";
import { publicOrigin } from "~/utils/origin.server";
import { formatShopDate } from "~/utils/shop-time";
import { openOrderForReview, reviewViewerKey } from "./review-access.server";
import { MAX_REVIEW_PHOTOS, REVIEW_FORM } from "./review-rules";
import { reviewFormSchema } from "./review.schema";
import { reviewablePieces } from "./reviewable.server";
import { reviewStanding, submitMessages, submitReview } from "./submit-review.server";
import { PRIVATE_PAGE_HEADERS } from "~/utils/private-page";

/** A customer's page: never kept by a shared cache, and its key never sent on in a Referer. */
const PRIVATE_PAGE = PRIVATE_PAGE_HEADERS;
const NOT_FOUND = () => new Response("Not found", { status: 404, headers: PRIVATE_PAGE });

/** GET /orders/:number/review: the order's pieces, each with its review or a form to write one. */
export async function loadReviewPage(request: Request, number: string) {
  const url = new URL(request.url);
  const opened = await openOrderForReview(request, number, url.searchParams.get("key"));
  if (!opened) throw NOT_FOUND();
  const pieces = opened.reviewable ? await reviewablePieces(opened.order) : [];
  const asked = url.searchParams.get("product");
  const open = pieces.filter((piece) => piece.review === null);
  // The piece the link named, else the only one left to review: its form opens at once.
  const selected = open.find((piece) => piece.slug === asked)?.slug ?? (open.length === 1 ? open[0]!.slug : null);
  return data(
    {
      number: opened.order.number,
      placedOn: formatShopDate(opened.order.createdAt),
      reviewable: opened.reviewable,
      pieces,
      selected,
      done: url.searchParams.get("done"),
      key: reviewViewerKey(opened.viewer),
      signedIn: opened.viewer.kind === "customer",
    },
    { headers: PRIVATE_PAGE },
  );
}

export interface ReviewActionData {
  error: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  productId: string;
}

const refuse = (body: ReviewActionData, status: number, headers: Record<string, string> = {}) =>
  data(body, { status, headers: { ...PRIVATE_PAGE, ...headers } });

/**
 * Reviews one client may post in ten minutes: an order's pieces one after another (a dining set
 * is a handful), not a script re-posting photos for the server to decode again and again.
 */
export const REVIEW_RATE_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const;

/**
 * POST /orders/:number/review: a review of one of the order's pieces. The key travels in the
 * form as in the address; anyone else gets 404, and an order not yet delivered 403, whatever a
 * hand-made post says. A refusal stores nothing and names the field.
 */
export async function handleReviewPost(request: Request, number: string) {
  const form = await readForm(request, REVIEW_FORM);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const opened = await openOrderForReview(request, number, text("key") || null);
  if (!opened) throw NOT_FOUND();
  const values = { rating: text("rating"), title: text("title"), body: text("body") };
  const productId = text("productId");
  if (!opened.reviewable) {
    return refuse({ error: submitMessages.notDelivered, errors: {}, values, productId }, 403);
  }
  const parsed = reviewFormSchema.safeParse({ productId, ...values });
  if (!parsed.success) {
    return refuse(
      { error: "Please check the marked fields.", errors: fieldErrors(parsed.error), values, productId },
      400,
    );
  }
  const allowance = await takeAllowance(`review:${clientAddress(request)}`, REVIEW_RATE_LIMIT);
  if (!allowance.allowed) {
    return refuse({ error: submitMessages.rateLimited, errors: {}, values, productId }, 429, {
      "Retry-After": String(allowance.retryAfterSeconds),
    });
  }
  const userId = opened.viewer.kind === "customer" ? opened.viewer.user.id : null;
  // Checked before the photos are read, so a forged piece or a re-post costs no photo work.
  const standing = await reviewStanding(opened.order, parsed.data.productId, { userId });
  if (standing === "not-in-order") {
    return refuse({ error: submitMessages.notInOrder, errors: {}, values, productId }, 404);
  }
  if (standing === "new") {
    const photos = await readCustomerPhotos(chosenFiles(form), MAX_REVIEW_PHOTOS);
    if (!photos.ok) {
      return refuse({ error: photos.error, errors: { photos: photos.error }, values, productId }, 422);
    }
    const outcome = await submitReview(opened.order, parsed.data, photos.photos, {
      userId,
      origin: publicOrigin(request),
    });
    if (!outcome.ok) return refuse({ error: outcome.message, errors: {}, values, productId }, outcome.status);
  }
  const piece = (await reviewablePieces(opened.order)).find((item) => item.productId === parsed.data.productId);
  const back = orderReviewPath(opened.order.number, reviewViewerKey(opened.viewer));
  const done = `done=${encodeURIComponent(piece?.slug ?? "")}`;
  // Post, then redirect: a reload does not post again, and the page shows the review as it stands.
  throw redirect(`${back}${back.includes("?") ? "&" : "?"}${done}`, { status: 303, headers: PRIVATE_PAGE });
}
