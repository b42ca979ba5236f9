import { data, redirect } from "react-router";
import { takeAllowance } from "~/db/rate-limit.server";
import { getSessionUser } from "~/modules/accounts/session.server";
import { visitorForChange } from "~/modules/accounts/visitor.server";
import { clientAddress } from "~/utils/client-address";
import { voteHelpful } from "./review-votes.server";

/** Votes one client may cast in ten minutes: a reader going through every review, not a script. */
export const HELPFUL_RATE_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface HelpfulActionData {
  ok: boolean;
  message: string;
}

/**
 * POST /reviews/:id/helpful: one 'Helpful' per reader. A signed-in customer votes as their
 * account; anyone else as their browser (the visitor cookie the cart uses, made here if
 * needed). With JavaScript the button's fetcher reads the answer; without, the product page
 * comes back at the review.
 */
export async function handleHelpfulVote(request: Request, reviewId: string) {
  if (!UUID.test(reviewId)) throw new Response("Not found", { status: 404 });
  const allowance = await takeAllowance(`review-vote:${clientAddress(request)}`, HELPFUL_RATE_LIMIT);
  if (!allowance.allowed) {
    return data<HelpfulActionData>(
      { ok: false, message: "Too many votes at once; please try again in a few minutes." },
      { status: 429, headers: { "Retry-After": String(allowance.retryAfterSeconds) } },
    );
  }
  const user = await getSessionUser(request);
  const visitor = user ? null : await visitorForChange(request);
  const voter = user ? `user:${user.id}` : `visitor:${visitor!.visitorId}`;
  const headers: HeadersInit = visitor ? { "Set-Cookie": visitor.setCookie } : {};
  const vote = await voteHelpful(reviewId.toLowerCase(), voter);
  if (!vote) throw new Response("Not found", { status: 404, headers });
  // Back to the page the reader was on (its sort and page), if it is this product's; else the product.
  const product = `/furniture/${vote.slug}`;
  const back = String((await request.formData().catch(() => null))?.get("back") ?? "");
  const page = back === product || back.startsWith(`${product}?`) ? back : product;
  throw redirect(`${page}#review-${reviewId.toLowerCase()}`, { status: 303, headers });
}
