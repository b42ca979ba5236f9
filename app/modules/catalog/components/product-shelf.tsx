import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import type { ProductCard as Card } from "../catalog.server";
import { ProductCard, type CardControlsFor } from "./product-card";

/**
 * A titled row of product cards: on a phone one card and the edge of the next, swiped sideways
 * (one card tall, so the row never pushes the page down); from large screens four side by side.
 * Nothing to show, no row.
 */
export function ProductShelf({
  id,
  title,
  lead,
  products,
  cardControls,
  allHref,
  allLabel,
}: {
  id: string;
  title: string;
  lead: string;
  products: readonly Card[];
  cardControls: CardControlsFor;
  allHref?: string;
  allLabel?: string;
}) {
  if (products.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="overflow-x-clip py-8 sm:py-14" data-testid={id}>
      <Container>
        <div className="flex items-end justify-between gap-4">
          <div>
            <h2 id={headingId} className="text-2xl leading-tight font-medium text-espresso sm:text-4xl">
              {title}
            </h2>
            <p className="mt-1.5 text-sm text-muted sm:text-base">{lead}</p>
          </div>
          {allHref && (
            <Link
              to={allHref}
              className="inline-flex shrink-0 items-center gap-1.5 py-2 text-sm font-semibold text-walnut underline-offset-4 hover:underline"
            >
              {allLabel} <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          )}
        </div>
      </Container>
      {/* Full bleed on a phone so the next card peeks in from the edge: a cue that the row scrolls. */}
      <div className="mx-auto max-w-7xl lg:px-8">
        <ul
          role="list"
          className="relative mt-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-3 sm:scroll-px-8 sm:px-8 lg:mt-8 lg:grid lg:grid-cols-4 lg:gap-6 lg:overflow-visible lg:px-0 lg:pb-0"
        >
          {products.map((product, index) => (
            // Four fill a wide screen's row; the rest are for swiping on smaller ones.
            <li
              key={product.id}
              className={`flex w-[72%] max-w-80 shrink-0 snap-start sm:w-[42%] lg:w-auto lg:max-w-none ${index >= 4 ? "lg:hidden" : ""}`}
            >
              <ProductCard product={product} headingLevel={3} {...cardControls(product)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
