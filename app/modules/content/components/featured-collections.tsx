import ArrowRight from "lucide-react/icons/arrow-right";
import Heart from "lucide-react/icons/heart";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { SectionHeading } from "~/components/ui/section-heading";
import { categoryPath } from "~/utils/paths";
import { rupees } from "~/utils/money";
import type { HomeCollection } from "../home-content.schema";
import { shownCollections } from "../shown-collections";

/**
 * 'From ₨ 27,500': the spec's wording, kept by DECISIONS ('₨ 180,000 where the spec shows that
 * sign'), with the cheapest active price of the collection's category. Fraunces has no rupee
 * sign, and Fontsource's CSS would fetch its 33 KB latin-ext file only to find that out; the sign
 * is drawn by the serif fallback that draws it anyway (app.css, --font-rupee).
 */
function FromPrice({ price }: { price: number }) {
  return (
    <>
      From <span className="font-rupee">₨</span> {rupees(price)}
    </>
  );
}

const howMany = ["", "The room", "Two rooms", "Three rooms", "Four rooms"];

/**
 * The owner's collections, each leading to its own category's products and priced from them:
 * `fromPrices` (by category slug) is read from the live catalogue by the page, never typed in,
 * and names only categories with an active product. A collection without one is not drawn (the
 * server leaves it out already; so does a draft's preview), nor the section when none is left.
 */
export function FeaturedCollections({
  collections: chosen,
  fromPrices,
}: {
  collections: readonly HomeCollection[];
  fromPrices: Record<string, number>;
}) {
  const collections = shownCollections(chosen, fromPrices);
  if (collections.length === 0) return null;
  return (
    <section className="overflow-x-clip bg-cream py-12 sm:py-24">
      <Container>
        <SectionHeading
          eyebrow="Collections"
          title="Featured Collections"
          lead={`${howMany[collections.length] ?? "Rooms"} our clients ask for most, each built from solid wood in our own workshop.`}
        />
        {/* On a phone the cards sit side by side and are swiped: one card tall, not two. */}
        <div className="relative -mx-5 mt-8 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-3 sm:-mx-8 sm:scroll-px-8 sm:px-8 md:mx-0 md:mt-12 md:grid md:grid-cols-2 md:gap-8 md:overflow-visible md:px-0 md:pb-0">
          {collections.map((collection, index) => (
            <article
              key={index}
              className="group w-[85%] max-w-md shrink-0 snap-start overflow-hidden rounded-[var(--radius-card)] border md:w-auto md:max-w-none border-line bg-linen shadow-soft transition-shadow hover:shadow-lift"
            >
              <div className="relative aspect-[4/3] overflow-hidden">
                <ResponsiveImage
                  src={collection.image}
                  alt={collection.imageAlt}
                  sizes="(min-width: 768px) 50vw, 100vw"
                  className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
                />
                {collection.tag && (
                  <Badge tone="walnut" className="absolute top-4 left-4">
                    {collection.tag}
                  </Badge>
                )}
                <Link
                  to={categoryPath(collection.category)}
                  aria-label={`Browse the ${collection.subtitle} to save favourites`}
                  className="absolute top-4 right-4 grid size-10 place-items-center rounded-full bg-linen/90 text-terracotta shadow-soft hover:bg-linen"
                >
                  <Heart className="size-5" aria-hidden="true" />
                </Link>
              </div>
              <div className="p-5 sm:p-8">
                <p className="text-xs font-bold tracking-[0.2em] text-terracotta uppercase">{collection.subtitle}</p>
                <h3 className="mt-2 text-2xl font-medium sm:text-3xl">{collection.title}</h3>
                <p className="mt-3 leading-relaxed text-muted">{collection.description}</p>
                <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
                  <p className="font-display text-xl text-walnut" data-testid="collection-from-price">
                    <FromPrice price={fromPrices[collection.category]!} />
                  </p>
                  <ButtonLink to={categoryPath(collection.category)} variant="outline" size="sm">
                    View Collection <ArrowRight className="size-4" aria-hidden="true" />
                  </ButtonLink>
                </div>
              </div>
            </article>
          ))}
        </div>
        <div className="mt-8 text-center sm:mt-12">
          <ButtonLink to="/furniture" size="lg">
            View All Collections
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
