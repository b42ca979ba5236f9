import { data, redirect } from "react-router";
import { takeAllowance } from "~/db/rate-limit.server";
import { getSessionUser } from "~/modules/accounts/session.server";
import { knownVisitor, newVisitor } from "~/modules/accounts/visitor.server";
import { clientAddress } from "~/utils/client-address";
import { safeRedirectTarget } from "~/utils/redirect-target";
import { votableReview, voteHelpful } from "./review-votes.server";
import { readForm } from "~/utils/form.server";

/** Votes one client may cast in ten minutes: a reader going through every review, not a script. */
export const HELPFUL_RATE_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;

/**
 * A vote with neither an account nor a visitor cookie counts once per client address and
 * review a day: a browser that keeps no cookie cannot be told from a script that sends none,
 * and each such post would otherwise count as a new reader.
 */
export const COOKIELESS_VOTE_LIMIT = { max: 1, windowMs: 24 * 60 * 60_000 } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface HelpfulActionData {
  ok: boolean;
  message: string;
}

const tooMany = (retryAfterSeconds: number) =>
  data<HelpfulActionData>(
    { ok: false, message: "Too many votes at once; please try again in a few minutes." },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );

/**
 * POST /reviews/:id/helpful: one 'Helpful' per reader. A signed-in customer votes as their
 * account; anyone else as their browser (the visitor cookie the cart uses). A post without
 * either makes a visitor only for a review it can count for, once per address and review
 * (COOKIELESS_VOTE_LIMIT), and within the new visitors an address may make. The form comes
 * back to the product page at the review.
 */
export async function handleHelpfulVote(request: Request, reviewId: string) {
  if (!UUID.test(reviewId)) throw new Response("Not found", { status: 404 });
  const id = reviewId.toLowerCase();
  const client = clientAddress(request);
  const allowance = await takeAllowance(`review-vote:${client}`, HELPFUL_RATE_LIMIT);
  if (!allowance.allowed) return tooMany(allowance.retryAfterSeconds);
  const back = String((await readForm(request).catch(() => null))?.get("back") ?? "");

  const user = await getSessionUser(request);
  const visitor = user ? null : await knownVisitor(request);
  let voter = user ? `user:${user.id}` : visitor ? `visitor:${visitor.visitorId}` : null;
  let setCookie = visitor?.setCookie;
  if (!voter) {
    const review = await votableReview(id);
    if (!review) throw new Response("Not found", { status: 404 });
    const first = await takeAllowance(`review-vote-cookieless:${client}:${id}`, COOKIELESS_VOTE_LIMIT);
    // Counted once already from this address: back to the page, and nothing made or counted.
    if (!first.allowed) throw backToReview(review.slug, back, id);
    const made = await newVisitor(request);
    if (!made.ok) return tooMany(made.retryAfterSeconds);
    voter = `visitor:${made.visitorId}`;
    setCookie = made.setCookie;
  }
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  const vote = await voteHelpful(id, voter);
  if (!vote) throw new Response("Not found", { status: 404, headers });
  throw backToReview(vote.slug, back, id, headers);
}

/**
 * Back to the page the reader was on (its sort and page), if it is this product's; else the
 * product. The target is first reduced to a path of this site, as every return target is, so
 * that a line break or a control character in it gives the product, never a broken header.
 */
function backToReview(slug: string, back: string, reviewId: string, headers?: HeadersInit) {
  const product = `/furniture/${slug}`;
  const target = safeRedirectTarget(back, product).split("#")[0]!;
  const page = target === product || target.startsWith(`${product}?`) ? target : product;
  return redirect(`${page}#review-${reviewId}`, { status: 303, headers });
}
