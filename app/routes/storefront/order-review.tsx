import CheckCircle from "lucide-react/icons/check-circle-2";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { Notice } from "~/components/ui/notice";
import { StarRating } from "~/components/ui/star-rating";
import { orderReviewPath } from "~/modules/orders/order-links";
import { ReviewForm } from "~/modules/reviews/components/review-form";
import { handleReviewPost, loadReviewPage, type ReviewActionData } from "~/modules/reviews/review-page.server";
import { REVIEW_FORM } from "~/modules/reviews/review-rules";
import type { ReviewablePiece } from "~/modules/reviews/reviewable.server";
import { pageMeta } from "~/utils/meta";
import { productPath } from "~/utils/paths";
import type { FormHandle } from "~/utils/form-limits";
import type { Route } from "./+types/order-review";
import { loaderAndActionHeaders } from "~/utils/route-headers";

/** Three photos and the text: more than an ordinary form. */
export const handle: FormHandle = { form: REVIEW_FORM };

export const loader = ({ request, params }: Route.LoaderArgs) => loadReviewPage(request, params.number);

export const action = ({ request, params }: Route.ActionArgs) => handleReviewPost(request, params.number);

// Their own headers (no-store, and no referrer: the address holds a private key).
export const headers = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: `Review your order ${(params.number ?? "").toUpperCase()}`,
    description: "Tell other customers about the pieces you received.",
    path: `/orders/${(params.number ?? "").toUpperCase()}/review`,
    noindex: true,
  });

const STATUS_TEXT = {
  pending: "Thank you: your review is with our team and shows on the product page once it has been read.",
  approved: "Your review is published on the product page.",
  hidden: "Your review was read by our team and is not shown.",
} as const;

/** A piece out of the catalogue has no page for now: its review waits there for its return. */
const WITHDRAWN_STATUS_TEXT = {
  ...STATUS_TEXT,
  pending: "Thank you: your review is with our team. It shows on the piece's page if it returns to our catalogue.",
  approved: "Your review is published: it shows on the piece's page if it returns to our catalogue.",
} as const;

export default function OrderReview({ loaderData, actionData }: Route.ComponentProps) {
  const { number, placedOn, reviewable, pieces, selected, done, key } = loaderData;
  const result = actionData as ReviewActionData | undefined;
  const donePiece = pieces.find((piece) => piece.slug === done);
  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto grid max-w-3xl gap-8">
        <header className="grid gap-2">
          <p className="text-sm font-semibold tracking-wide text-walnut uppercase">Verified reviews</p>
          <h1 className="text-3xl font-medium sm:text-4xl">Review your order #{number}</h1>
          <p className="text-muted">Placed on {placedOn}</p>
        </header>
        {donePiece && (
          <Notice tone="success" title="Thank you for your review">
            Your review of {donePiece.name} is with our team
            {donePiece.inCatalogue ? " and shows on its page once it has been read." : "."}
          </Notice>
        )}
        {!reviewable ? (
          <div
            className="rounded-[var(--radius-card)] border border-line bg-cream px-5 py-4"
            data-testid="not-delivered"
          >
            <h2 className="font-semibold text-espresso">Reviews open once your order is delivered</h2>
            <p className="mt-1 text-muted">
              We will e-mail you a link when it reaches you. Until then you can{" "}
              <Link
                to={`/track-order?order=${number}`}
                className="font-semibold text-walnut underline underline-offset-4"
              >
                track your order
              </Link>
              .
            </p>
          </div>
        ) : pieces.length === 0 ? (
          <p className="text-muted">The pieces of this order are no longer with us, so they cannot be reviewed.</p>
        ) : (
          <ul role="list" className="grid gap-5">
            {pieces.map((piece) => (
              <li key={piece.productId}>
                <PieceCard
                  piece={piece}
                  number={number}
                  reviewKey={key}
                  open={piece.slug === selected || result?.productId === piece.productId}
                  result={result?.productId === piece.productId ? result : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Container>
  );
}

function PieceCard({
  piece,
  number,
  reviewKey,
  open,
  result,
}: {
  piece: ReviewablePiece;
  number: string;
  reviewKey: string | null;
  open: boolean;
  result?: ReviewActionData;
}) {
  const headingId = `piece-${piece.productId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-5 rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-6"
    >
      <div className="flex items-center gap-4">
        {piece.image && (
          <img src={`${piece.image}?w=400`} alt="" width={72} height={72} className="size-18 rounded-lg object-cover" />
        )}
        <div className="grid gap-1">
          <h2 id={headingId} className="font-display text-xl font-medium">
            {piece.inCatalogue ? (
              <Link to={productPath(piece.slug)} className="underline-offset-4 hover:underline">
                {piece.name}
              </Link>
            ) : (
              piece.name
            )}
          </h2>
          {!piece.inCatalogue && (
            <p className="text-sm text-muted" data-testid="piece-withdrawn">
              {piece.review ? "No longer in our catalogue." : "No longer in our catalogue: you can still review it."}
            </p>
          )}
          {piece.review && (
            <p className="flex items-center gap-2 text-sm text-muted">
              <StarRating value={piece.review.rating} size="sm" /> {piece.review.title}
            </p>
          )}
        </div>
      </div>
      {piece.review ? (
        <p className="flex items-start gap-2 text-sm text-espresso" data-testid="review-state">
          <CheckCircle className="mt-0.5 size-4 shrink-0 text-sage" aria-hidden="true" />
          {(piece.inCatalogue ? STATUS_TEXT : WITHDRAWN_STATUS_TEXT)[piece.review.status]}
        </p>
      ) : open ? (
        <>
          {result?.error && !Object.keys(result.errors).length && (
            <Notice tone="error" title="Your review was not sent">
              {result.error}
            </Notice>
          )}
          <ReviewForm
            productId={piece.productId}
            productName={piece.name}
            reviewKey={reviewKey}
            errors={result?.errors}
            values={result?.values}
          />
        </>
      ) : (
        <Link
          to={orderReviewPath(number, reviewKey, piece.slug)}
          className="justify-self-start font-semibold text-walnut underline underline-offset-4"
        >
          Write a review of {piece.name}
        </Link>
      )}
    </section>
  );
}
