import EyeOff from "lucide-react/icons/eye-off";
import Check from "lucide-react/icons/check";
import { Link, useFetcher } from "react-router";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { useFetcherResult } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import { StarRating } from "~/components/ui/star-rating";
import { formatShopDate } from "~/utils/shop-time";
import { productPath } from "~/utils/paths";
import type { ModerationRow } from "../moderation.server";
import { ReviewPhotos } from "./review-photos";
import { boughtText } from "../review-bought";
import { REVIEW_REPLY_MAX } from "../review-rules";

type Result = AdminActionResult & { reviewId?: string };

/** One review to moderate: what the customer wrote, who and from which order, and the admin's three actions. */
export function AdminReviewCard({ review, outcome }: { review: ModerationRow; outcome?: Result }) {
  const moderate = useFetcher<Result>({ key: `review-${review.id}-state` });
  const answer = useFetcher<Result>({ key: `review-${review.id}-reply` });
  useFetcherResult(moderate);
  useFetcherResult(answer);
  const mine = outcome?.reviewId === review.id ? outcome : undefined;
  const replyResult = answer.data ?? (mine?.intent === "reply" ? mine : undefined);
  const headingId = `review-${review.id}-title`;
  const bought = boughtText(review.bought);
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft"
      data-testid="admin-review"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <p className="text-sm font-semibold text-terracotta">
            <Link to={productPath(review.productSlug)} className="underline-offset-4 hover:underline">
              {review.productName}
            </Link>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <StarRating value={review.rating} />
            <h3 id={headingId} className="font-display text-lg font-medium">
              {review.title}
            </h3>
          </div>
          <p className="text-sm text-muted">
            {review.authorName} ({review.email}) · order{" "}
            <Link
              to={`/admin?order=${review.orderId}`}
              className="font-semibold text-walnut underline underline-offset-4"
            >
              #{review.orderNumber}
            </Link>{" "}
            · {formatShopDate(new Date(review.createdAt))} · {review.helpfulCount} found it helpful
          </p>
          {/* Which variant the review speaks of: its order's lines, as recorded when it was placed. */}
          {bought && (
            <p className="text-sm text-muted" data-testid="admin-review-bought">
              {bought}
            </p>
          )}
        </div>
        <moderate.Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="reviewId" value={review.id} />
          {review.status !== "approved" && (
            <Button type="submit" name="intent" value="approve" size="sm" disabled={moderate.state !== "idle"}>
              <Check className="size-4" aria-hidden="true" /> Approve
            </Button>
          )}
          {review.status !== "hidden" && (
            <Button
              type="submit"
              name="intent"
              value="hide"
              size="sm"
              variant="outline"
              disabled={moderate.state !== "idle"}
            >
              <EyeOff className="size-4" aria-hidden="true" /> Hide
            </Button>
          )}
        </moderate.Form>
      </div>
      <p className="whitespace-pre-line text-espresso">{review.body}</p>
      <ReviewPhotos photos={review.photos} altFor={(n) => `Photo ${n} of the review`} size={96} />
      <answer.Form method="post" className="grid gap-2">
        <input type="hidden" name="reviewId" value={review.id} />
        <TextAreaField
          name="reply"
          label="The shop's answer (public, under the review)"
          rows={2}
          maxLength={REVIEW_REPLY_MAX}
          defaultValue={replyResult?.values?.reply ?? review.reply ?? ""}
          error={replyResult?.errors?.reply}
          hint="Leave it empty and save to remove the answer."
        />
        <Button type="submit" name="intent" value="reply" size="sm" variant="ghost" className="justify-self-start">
          Save answer
        </Button>
      </answer.Form>
    </article>
  );
}
