import ArrowLeft from "lucide-react/icons/arrow-left";
import BadgeCheck from "lucide-react/icons/badge-check";
import Landmark from "lucide-react/icons/landmark";
import Ruler from "lucide-react/icons/ruler";
import Sparkles from "lucide-react/icons/sparkles";
import { useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Gallery } from "~/components/ui/gallery";
import type { ProductCard as Card } from "../catalog.server";
import { formatPrice } from "~/utils/money";
import { categoryPath } from "~/utils/paths";
import type { ProductDetail } from "../product.server";
import { ProductCard, type CardControlsFor } from "./product-card";
import { SalePrice } from "./sale-price";
import { formatShopDateTime } from "~/utils/shop-time";
import type { SaleDisplay } from "../sale-rules";
import { QuantityStepper } from "./quantity-stepper";
import { ReviewSummary } from "./review-summary";
import { StickyBuyBar } from "./sticky-buy-bar";
import { StockState } from "./stock-state";

/**
 * The buying column's cart and wishlist controls. The route makes them (see
 * routes/storefront/product-controls.tsx): the catalogue knows neither module.
 */
export interface ProductViewControls {
  /** Add to Cart for the quantity chosen with the stepper above it. */
  cartControl: (quantity: number) => ReactNode;
  /** The same Add to Cart for the phones' sticky bar, with an accessible name of its own. */
  barCartControl: (quantity: number) => ReactNode;
  /** The full-width wishlist button under it. */
  wishlistControl: ReactNode;
  /** Under Add to Cart when the piece shown is sold out: 'Tell me when it is back' (the stock alerts' form). */
  soldOutControl?: ReactNode;
}

/** /furniture/{id}: gallery, the buying column, details and 'You might also like'. */
export function ProductView({
  product,
  related,
  cartControl,
  barCartControl,
  wishlistControl,
  soldOutControl,
  cardControls,
  delivery,
  paymentTerms,
  afterSale,
  reviews,
  options,
  madeToOrderWeeks = null,
}: ProductViewControls & {
  /** `price` is what the piece costs now; `sale`, when a sale gives it, what is shown beside it. */
  product: ProductDetail & { sale?: SaleDisplay | null };
  related: Card[];
  /** The delivery promise (the delivery module's), under the stock line. */
  delivery?: ReactNode;
  /**
   * The advance a piece of this price asks, in the orders module's words ('Orders from PKR 150,000:
   * 50 % advance', 'by bank transfer, …'), under the delivery promise; null or absent: none.
   */
  paymentTerms?: { title: string; rest: string } | null;
  /** The piece's returns and warranty in words ('30-day returns · 5-year frame warranty'), among its facts. */
  afterSale?: string;
  /** The reviews' section (the reviews module's), under the product and above 'You might also like'. */
  reviews?: ReactNode;
  /** The variant picker of a product with options, above the buying box. */
  options?: ReactNode;
  /** The variant shown is made to order in this many weeks: said instead of a stock figure. */
  madeToOrderWeeks?: number | null;
  /** The cart and wishlist controls of each related product's card. */
  cardControls: CardControlsFor;
}) {
  const [chosenQuantity, setQuantity] = useState(1);
  // Another variant may allow fewer than were chosen for the last one.
  const quantity = Math.max(1, Math.min(chosenQuantity, product.stock));
  const inStock = product.stock > 0;
  const buyRow = useRef<HTMLDivElement>(null);
  const price = formatPrice(product.price);
  return (
    <>
      <section className="pt-4 pb-10 sm:py-10" aria-label="Product">
        <Container>
          <Link
            to="/furniture"
            className="inline-flex items-center gap-2 text-sm font-semibold text-walnut underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> Back to Furniture
          </Link>
          {/* The first screen holds the price, the stock, the delivery promise and Add to Cart, on a
              phone (a shorter picture, a smaller title) as on a laptop; the story comes after. */}
          <div className="mt-3 grid grid-cols-1 gap-5 sm:mt-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
            <Gallery
              images={product.images}
              alts={product.imageAlts}
              label={product.name}
              sizes="(min-width: 1024px) 58vw, 100vw"
              aspect="aspect-[3/2] sm:aspect-[4/3]"
            />
            <div>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                {product.categoryName && (
                  <Link to={categoryPath(product.categorySlug)} className="inline-block">
                    <Badge>{product.categoryName}</Badge>
                  </Link>
                )}
                <ReviewSummary count={product.reviewCount} total={product.ratingTotal} href="#reviews" />
              </div>
              <h1 className="mt-3 text-2xl leading-tight font-medium sm:text-4xl">
                {product.name || "Unknown Product"}
              </h1>
              <SalePrice
                className="mt-3 text-3xl font-semibold text-walnut sm:mt-4"
                price={product.price}
                sale={product.sale}
              />
              {product.sale && (
                <p className="mt-1 text-sm font-medium text-terracotta">
                  Sale price until {formatShopDateTime(product.sale.endsAt)}
                </p>
              )}
              <div className="mt-1.5">
                <StockState stock={product.stock} madeToOrderWeeks={madeToOrderWeeks} />
              </div>
              {delivery && <div className="mt-3">{delivery}</div>}
              {paymentTerms && (
                <p className="mt-3 flex gap-2 text-sm text-muted" data-testid="advance-rule">
                  <Landmark className="mt-0.5 size-4 shrink-0 text-walnut" aria-hidden="true" />
                  <span>
                    <b className="text-espresso">{paymentTerms.title}</b> {paymentTerms.rest}
                  </span>
                </p>
              )}

              {options}
              <div className="mt-5 grid gap-3 rounded-[var(--radius-card)] border border-line bg-linen p-4 shadow-soft sm:p-5">
                <div ref={buyRow} className="flex items-center gap-3">
                  {inStock && <QuantityStepper value={quantity} max={product.stock} onChange={setQuantity} />}
                  <div className="flex min-w-0 flex-1">{cartControl(quantity)}</div>
                </div>
                {!inStock && soldOutControl}
                {wishlistControl}
              </div>

              <p className="mt-6 text-base leading-relaxed text-muted">
                {product.description || "No description available for this product."}
              </p>

              {(product.dimensions || product.materials || afterSale) && (
                <dl className="mt-8 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-linen px-5 text-sm shadow-soft">
                  {product.dimensions && (
                    <Spec icon={<Ruler className="size-4" aria-hidden="true" />} label="Dimensions">
                      {product.dimensions}
                    </Spec>
                  )}
                  {product.materials && (
                    <Spec icon={<Sparkles className="size-4" aria-hidden="true" />} label="Materials">
                      {product.materials}
                    </Spec>
                  )}
                  {afterSale && (
                    <Spec icon={<BadgeCheck className="size-4" aria-hidden="true" />} label="Returns, warranty">
                      <span data-testid="after-sale-terms">{afterSale}</span>
                    </Spec>
                  )}
                </dl>
              )}
            </div>
          </div>
        </Container>
      </section>

      {inStock && (
        <StickyBuyBar watch={buyRow} price={price}>
          {barCartControl(quantity)}
        </StickyBuyBar>
      )}

      {reviews}

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="border-t border-line bg-cream py-12 sm:py-16">
          <Container>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="related-heading" className="text-2xl font-medium sm:text-3xl">
                You might also like
              </h2>
              <ButtonLink to={categoryPath(product.categorySlug)} variant="ghost" size="sm">
                More {product.categoryName ?? "furniture"}
              </ButtonLink>
            </div>
            <ul role="list" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {related.map((item) => (
                <li key={item.id} className="flex">
                  <ProductCard product={item} headingLevel={3} {...cardControls(item)} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}
    </>
  );
}

function Spec({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3.5 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="flex items-center gap-2 font-semibold text-espresso">
        {icon}
        {label}
      </dt>
      <dd className="text-muted">{children}</dd>
    </div>
  );
}
