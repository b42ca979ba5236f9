import { Container } from "~/components/ui/container";
import { catalogSearch, type CatalogFilters } from "../catalog-filters";
import type { CatalogCategory } from "../catalog-page.server";
import type { CatalogPage } from "../catalog.server";
import { categoryPath } from "~/utils/paths";
import { CatalogFilterForm } from "./catalog-filter-form";
import { CatalogResults } from "./catalog-results";
import type { CardControlsFor } from "./product-card";

/** /furniture and /furniture/<category>: heading, filters, grid and pages. */
export function FurnitureCatalog({
  filters,
  categories,
  result,
  cardControls,
}: {
  filters: CatalogFilters;
  categories: CatalogCategory[];
  result: CatalogPage;
  /** Each card's cart and wishlist controls, from the route. */
  cardControls: CardControlsFor;
}) {
  const category = categories.find((item) => item.slug === filters.category) ?? null;
  const path = categoryPath(filters.category);
  return (
    <>
      <section className="relative overflow-hidden border-b border-line bg-cream">
        <div
          className="pointer-events-none absolute -top-32 -right-24 size-[28rem] glow-brass-light"
          aria-hidden="true"
        />
        {/* Short on phones, so the first pieces show on the first screen. */}
        <Container className="relative py-5 sm:py-14">
          <p className="text-xs font-bold tracking-[0.25em] text-terracotta uppercase">
            {category ? "Furniture Collection" : "Handcrafted in Lahore"}
          </p>
          <h1 className="mt-1.5 max-w-3xl text-2xl leading-tight font-medium sm:mt-3 sm:text-5xl">
            {category ? category.name : "Premium Furniture Collection"}
          </h1>
          <p className="mt-4 hidden max-w-2xl text-base leading-relaxed text-muted sm:block sm:text-lg">
            {category?.description ??
              "Solid sheesham, walnut and teak, made in our own workshop and delivered across Pakistan. Search, filter and find the piece your room is waiting for."}
          </p>
        </Container>
      </section>
      <section aria-label="Catalogue" className="py-4 sm:py-12">
        <Container>
          <CatalogFilterForm
            action="/furniture"
            filters={filters}
            categories={categories}
            facets={result.facets}
            searchLabel="Search furniture"
            placeholder="Search furniture..."
          />
          <CatalogResults
            result={result}
            basePath="/furniture"
            loadingText="Loading furniture..."
            emptyText="No furniture found matching your criteria."
            clearTo={path}
            hrefFor={(page) => path + catalogSearch({ ...filters, page }, { categoryInPath: true })}
            cardControls={cardControls}
          />
        </Container>
      </section>
    </>
  );
}
