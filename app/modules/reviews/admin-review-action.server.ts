import { data } from "react-router";
import { failed, succeeded, type AdminActionResult } from "~/components/admin/admin-action";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor } from "~/modules/audit/audit.server";
import { fieldErrors } from "~/utils/form-fields";
import { parseModerationFilter, parseReviewPage } from "./review-rules";
import { moderateReview, moderationList, reviewCounts, MODERATION_PAGE_SIZE } from "./moderation.server";
import { reviewReplySchema } from "./review.schema";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { publicOrigin } from "~/utils/origin.server";

/** GET /admin/reviews?status=&page=: the reviews in one state, with every state's count. */
export async function loadModeration(request: Request) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const filter = parseModerationFilter(url.searchParams.get("status"));
  const counts = await reviewCounts();
  const pageCount = Math.max(1, Math.ceil(counts[filter] / MODERATION_PAGE_SIZE));
  const page = Math.min(parseReviewPage(url.searchParams.get("page")), pageCount);
  return { filter, counts, page, pageCount, reviews: await moderationList(filter, page) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MESSAGES = {
  approve: "Review approved: it shows on the product page.",
  hide: "Review hidden from the product page.",
  reply: "Answer saved: it shows under the review.",
} as const;

const answer = (body: AdminActionResult & { reviewId: string }, status = 200) => data(body, { status });

/** POST /admin/reviews: approve, hide or answer one review. */
export async function handleModeration(request: Request) {
  const admin = await requireAdmin(request);
  const form = await readForm(request, ADMIN_FORM);
  const intent = String(form.get("intent") ?? "");
  const reviewId = String(form.get("reviewId") ?? "");
  if ((intent !== "approve" && intent !== "hide" && intent !== "reply") || !UUID.test(reviewId)) {
    return answer({ intent, reviewId, notice: failed("Please reload the page and try again.") }, 400);
  }
  let reply: string | null = null;
  if (intent === "reply") {
    const parsed = reviewReplySchema.safeParse({ reply: form.get("reply") ?? "" });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      const values = { reply: String(form.get("reply") ?? "") };
      return answer(
        { intent, reviewId, notice: failed(errors.reply ?? "Please check the answer."), errors, values },
        400,
      );
    }
    reply = parsed.data.reply;
  }
  const outcome = await moderateReview(
    reviewId.toLowerCase(),
    intent,
    auditActor(request, admin),
    reply,
    publicOrigin(request),
  );
  if (!outcome.ok) return answer({ intent, reviewId, notice: failed(outcome.message) }, 404);
  // A first approval queued the reviewer's mail: sent now, not at the worker's next round.
  if (intent === "approve" && outcome.changed) wakeMailWorker();
  const text = intent === "reply" && reply === null ? "Answer removed." : MESSAGES[intent];
  return answer({ intent, reviewId, notice: succeeded(text) });
}
