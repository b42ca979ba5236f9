import PenLine from "lucide-react/icons/pen-line";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { averageOf, StarRating } from "~/components/ui/star-rating";
import { Pagination } from "~/modules/catalog/components/pagination";
import { reviewCountText } from "~/modules/catalog/components/review-summary";
import { orderReviewPath } from "~/modules/orders/order-links";
import { cn } from "~/utils/cn";
import type { ProductReviewsPage } from "../product-reviews.server";
import { productReviewsHref } from "../review-paths";
import type { ReviewSort } from "../review-rules";
import type { ReviewInvite } from "../reviewable.server";
import { ReviewDistribution } from "./review-distribution";
import { ReviewItem } from "./review-item";

const SORT_LABELS: Record<ReviewSort, string> = { newest: "Newest", helpful: "Most helpful" };

/**
 * A product page's reviews: the average, the count and the distribution, the approved reviews
 * (newest or most helpful first, five a page, every page its own address), or 'No reviews yet'.
 * A signed-in customer whose order with the piece was delivered is offered the form's link.
 */
export function ProductReviews({
  productPath,
  productSlug,
  count,
  total,
  page,
  invite,
}: {
  productPath: string;
  productSlug: string;
  count: number;
  total: number;
  page: ProductReviewsPage;
  invite: ReviewInvite;
}) {
  const average = averageOf(count, total);
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="scroll-mt-24 border-t border-line py-12 sm:py-16"
    >
      <Container>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-14">
          <div className="grid content-start gap-5">
            <h2 id="reviews-heading" className="text-2xl font-medium sm:text-3xl">
              Customer reviews
            </h2>
            {count > 0 ? (
              <>
                <div className="flex items-center gap-4">
                  <p className="font-display text-5xl text-espresso">{average.toFixed(1)}</p>
                  <div className="grid gap-1">
                    <StarRating value={average} />
                    <p className="text-sm text-muted">Based on {reviewCountText(count)}</p>
                  </div>
                </div>
                <ReviewDistribution distribution={page.distribution} total={page.total} />
              </>
            ) : (
              <p className="text-muted">No reviews yet.</p>
            )}
            <p className="text-sm text-muted">
              Every review comes from a customer whose order with this piece was delivered, and is read by our team
              before it shows.
            </p>
            <InviteLine invite={invite} productSlug={productSlug} />
          </div>
          <div>
            {page.reviews.length > 0 && (
              <>
                <nav aria-label="Sort reviews" className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="text-muted">Sort by</span>
                  {(Object.keys(SORT_LABELS) as ReviewSort[]).map((sort) => (
                    <Link
                      key={sort}
                      to={productReviewsHref(productPath, sort, 1)}
                      preventScrollReset
                      aria-current={page.sort === sort ? "true" : undefined}
                      className={cn(
                        "inline-flex h-9 items-center rounded-full px-4 font-semibold",
                        page.sort === sort ? "bg-walnut text-linen" : "text-walnut hover:bg-cream",
                      )}
                    >
                      {SORT_LABELS[sort]}
                    </Link>
                  ))}
                </nav>
                <ol role="list" className="mt-2 divide-y divide-line">
                  {page.reviews.map((review) => (
                    <li key={review.id}>
                      <ReviewItem
                        review={review}
                        back={productReviewsHref(productPath, page.sort, page.page).replace(/#.*$/, "")}
                      />
                    </li>
                  ))}
                </ol>
                <Pagination
                  page={page.page}
                  pageCount={page.pageCount}
                  hrefFor={(number) => productReviewsHref(productPath, page.sort, number)}
                />
              </>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}

function InviteLine({ invite, productSlug }: { invite: ReviewInvite; productSlug: string }) {
  if (!invite) return null;
  if (invite.kind === "written") {
    return (
      <p className="rounded-[var(--radius-card)] bg-cream px-4 py-3 text-sm text-espresso" data-testid="review-invite">
        {invite.status === "approved"
          ? "Thank you: your review of this piece is published."
          : invite.status === "pending"
            ? "Thank you: your review of this piece is with our team and shows once it has been read."
            : "You have reviewed this piece."}
      </p>
    );
  }
  return (
    <Link
      to={orderReviewPath(invite.orderNumber, null, productSlug)}
      className={buttonClass({ variant: "outline" }, "justify-self-start")}
      data-testid="review-invite"
    >
      <PenLine className="size-4" aria-hidden="true" /> Write a review
    </Link>
  );
}
