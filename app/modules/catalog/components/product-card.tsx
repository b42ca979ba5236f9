import type { ReactNode } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ProductCard as Card } from "../catalog.server";
import { productPath } from "~/utils/paths";
import { CardSwatchRow } from "./card-swatches";
import { SalePrice } from "./sale-price";
import { CardRating } from "./review-summary";
import { StockState } from "./stock-state";

/**
 * The cart and wishlist controls a card shows. The route makes them (see
 * routes/storefront/product-controls.tsx): the catalogue knows neither module.
 */
export interface ProductCardControls {
  /** The wishlist heart, over the picture's top right corner. */
  wishlistControl: ReactNode;
  /** Add to Cart, full width at the card's foot. */
  cartControl: ReactNode;
}

/** Makes the controls of each card of a list. */
export type CardControlsFor = (product: Card) => ProductCardControls;

/**
 * A catalogue card: picture, category, name, price, stock, Add to Cart and the wishlist heart.
 * Two to a row on phones, so below 640 px it is compact: smaller type and padding, and the
 * category line left to wider screens (the page's heading or the card's picture says it).
 */
export function ProductCard({
  product,
  priority = false,
  headingLevel = 2,
  wishlistControl,
  cartControl,
}: ProductCardControls & {
  product: Card;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Opened on the piece a search named ('queen bed': the Queen), at its price and stock.
  const piece = product.variant;
  const href = productPath(product.slug, piece?.sku);
  return (
    <article
      data-testid="product-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-linen shadow-soft transition-shadow hover:shadow-lift"
    >
      <Link to={href} className="relative block aspect-[4/3] overflow-hidden bg-cream" tabIndex={-1} aria-hidden="true">
        {product.image ? (
          <ResponsiveImage
            src={product.image}
            // Its own alt text, else the name (as media/alt-text.ts does; inlined: this card is on every listing's budget).
            alt={product.imageAlt?.trim() || product.name}
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 30vw, 45vw"
            priority={priority}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <span className="grid size-full place-items-center text-sm text-muted">No Image</span>
        )}
      </Link>
      <div className="absolute top-2 right-2 sm:top-3 sm:right-3">{wishlistControl}</div>
      <div className="flex flex-1 flex-col p-3 sm:p-5">
        {product.categoryName && (
          <p className="hidden text-xs font-bold tracking-[0.2em] text-terracotta uppercase sm:block">
            {product.categoryName}
          </p>
        )}
        <Heading className="font-display text-base leading-snug font-medium text-espresso sm:mt-1.5 sm:text-lg">
          <Link to={href} className="underline-offset-4 hover:underline">
            {product.name || "Unknown Product"}
          </Link>
        </Heading>
        {piece && (
          <p className="mt-0.5 text-sm text-muted" data-testid="card-piece">
            {piece.label}
          </p>
        )}
        <CardRating count={product.reviewCount ?? 0} total={product.ratingTotal ?? 0} />
        {product.swatches && <CardSwatchRow swatches={product.swatches} />}
        <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 sm:mt-3">
          <SalePrice
            className="text-base font-semibold text-walnut sm:text-lg"
            price={piece ? piece.price : (product.fromPrice ?? product.price)}
            prefix={!piece && product.fromPrice != null ? "From " : ""}
            sale={piece ? piece.sale : product.sale}
          />
          <StockState
            stock={piece ? piece.stock : product.stock}
            compact
            madeToOrderWeeks={
              piece ? piece.madeToOrderWeeks : product.stock <= 0 ? (product.madeToOrderWeeks ?? null) : null
            }
          />
        </div>
        <div className="mt-auto pt-3 sm:pt-5">{cartControl}</div>
      </div>
    </article>
  );
}
