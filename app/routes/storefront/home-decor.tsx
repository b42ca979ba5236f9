import ArrowRight from "lucide-react/icons/arrow-right";
import Frame from "lucide-react/icons/frame";
import Gem from "lucide-react/icons/gem";
import Lamp from "lucide-react/icons/lamp";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/layout/page-hero";
import { canonicalCatalogPath, catalogSearch, isFiltered } from "~/modules/catalog/catalog-filters";
import { decorTileCounts, loadCatalog } from "~/modules/catalog/catalog-page.server";
import { CatalogFilterForm } from "~/modules/catalog/components/catalog-filter-form";
import { CatalogResults } from "~/modules/catalog/components/catalog-results";
import { decorStyles, decorTiles } from "~/modules/catalog/home-decor-content";
import { pageMeta } from "~/utils/meta";
import { productCardControls } from "./product-controls";
import type { Route } from "./+types/home-decor";

/** The décor catalogue is the products of the category whose slug is 'decor' (DECISIONS.md). */
const DECOR = "decor";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { filters, result, categories } = await loadCatalog(url, { category: DECOR });
  return { filters, result, tileCounts: await decorTileCounts(DECOR, categories) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "Home Décor",
    description:
      "Wall art, lighting and decorative objects made by Pakistani craftspeople: Multani blue pottery, truck-art panels, brass lanterns and handloom rugs.",
    path: loaderData ? canonicalCatalogPath("/home-decor", loaderData.filters) : "/home-decor",
    noindex: loaderData ? isFiltered(loaderData.filters) : false,
  });

const tileIcons = [Frame, Lamp, Gem];

const piecesText = (count: number) => (count === 1 ? "1 piece" : `${count} pieces`);

export default function HomeDecor({ loaderData }: Route.ComponentProps) {
  const { filters, result, tileCounts } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Home Décor"
        title="Finishing Touches, Made by Hand"
        lead="The pieces that make a house feel like yours: from Multan's blue pottery to Lahore's brass workshops."
      />

      <section aria-labelledby="decor-categories" className="py-12 sm:py-16">
        <Container>
          <h2 id="decor-categories" className="text-2xl font-medium sm:text-3xl">
            Shop by Category
          </h2>
          <ul role="list" className="mt-8 grid gap-5 sm:grid-cols-3">
            {decorTiles.map((tile, index) => {
              const Icon = tileIcons[index] ?? Gem;
              return (
                <li key={tile.title}>
                  <Link
                    to={`/home-decor?q=${tile.search}#decor-products`}
                    preventScrollReset
                    className="group flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-linen p-6 shadow-soft transition-shadow hover:shadow-lift"
                  >
                    <span className="grid size-12 place-items-center rounded-full bg-cream text-walnut">
                      <Icon className="size-6" aria-hidden="true" />
                    </span>
                    <span className="mt-5 flex items-baseline justify-between gap-3">
                      <span className="font-display text-xl font-medium text-espresso">{tile.title}</span>
                      <span className="text-sm font-bold text-terracotta" data-testid="decor-tile-count">
                        {piecesText(tileCounts[index] ?? 0)}
                      </span>
                    </span>
                    <span className="mt-2 text-sm leading-relaxed text-muted">{tile.text}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="decor-styles" className="border-y border-line bg-cream py-12 sm:py-16">
        <Container>
          <h2 id="decor-styles" className="text-2xl font-medium sm:text-3xl">
            Popular Styles
          </h2>
          <ul role="list" className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {/* Each style is a search of the collection below, drawn as the tiles above are. */}
            {decorStyles.map((style) => (
              <li key={style.name}>
                <Link
                  to={`/home-decor?q=${style.search}#decor-products`}
                  preventScrollReset
                  className="group flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-linen p-6 transition-shadow hover:shadow-lift"
                >
                  <h3 className="font-display text-lg font-medium text-espresso">{style.name}</h3>
                  <span className="mt-2 text-sm leading-relaxed text-muted">{style.text}</span>
                  <span className="mt-auto flex items-center gap-1.5 pt-4 text-sm font-semibold text-walnut">
                    Shop the style
                    <ArrowRight
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section id="decor-products" aria-labelledby="decor-products-heading" className="scroll-mt-28 py-12 sm:py-16">
        <Container>
          <h2 id="decor-products-heading" className="mb-6 text-2xl font-medium sm:text-3xl">
            Décor Collection
          </h2>
          <CatalogFilterForm
            action="/home-decor"
            filters={filters}
            facets={result.facets}
            searchLabel="Search home décor"
            placeholder="Search home décor items..."
          />
          <CatalogResults
            result={result}
            basePath="/home-decor"
            loadingText="Loading décor..."
            emptyText="No décor items found matching your search."
            clearTo="/home-decor#decor-products"
            hrefFor={(page) =>
              `/home-decor${catalogSearch({ ...filters, page }, { categoryInPath: true })}#decor-products`
            }
            headingLevel={3}
            cardControls={productCardControls}
          />
        </Container>
      </section>
    </>
  );
}
