import { useNavigation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { PAGE_SIZE } from "../catalog-filters";
import type { CatalogPage } from "../catalog.server";
import { Pagination } from "./pagination";
import { ProductCard, type CardControlsFor } from "./product-card";

/**
 * The grid with its status line: how many pieces, the spec's loading text
 * while a new view loads, its empty text when nothing matches, and the pages.
 */
export function CatalogResults({
  result,
  basePath,
  loadingText,
  emptyText,
  clearTo,
  hrefFor,
  headingLevel = 2,
  cardControls,
}: {
  result: CatalogPage;
  /** Paths whose loading counts as this catalogue loading. */
  basePath: string;
  loadingText: string;
  emptyText: string;
  clearTo: string;
  hrefFor: (page: number) => string;
  /** Card titles sit one level under the heading above the grid. */
  headingLevel?: 2 | 3;
  /** Each card's cart and wishlist controls, from the route. */
  cardControls: CardControlsFor;
}) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith(basePath);
  const first = (result.page - 1) * PAGE_SIZE + 1;
  const last = first + result.products.length - 1;
  const count = `${result.total.toLocaleString("en-US")}${result.totalCapped ? "+" : ""}`;
  const summary =
    result.products.length === 0
      ? ""
      : result.pageCount === 1
        ? `${count} ${result.total === 1 ? "piece" : "pieces"}`
        : `Showing ${first}–${last} of ${count} pieces`;

  return (
    <div id="results" className="mt-4 scroll-mt-32 sm:mt-8">
      <div role="status" aria-live="polite" className="min-h-6 text-sm text-muted">
        {loading ? loadingText : summary}
        {!loading && result.broadened && (
          <span className="block">No piece matched every word, so these match any of them.</span>
        )}
      </div>
      {result.products.length > 0 ? (
        <ul
          role="list"
          aria-label="Products"
          aria-busy={loading || undefined}
          className={`mt-3 grid grid-cols-2 gap-3 transition-opacity sm:mt-4 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4 ${loading ? "opacity-60" : ""}`}
        >
          {result.products.map((product, index) => (
            <li key={product.id} className="flex">
              <ProductCard
                product={product}
                priority={index < 2}
                headingLevel={headingLevel}
                {...cardControls(product)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-6 py-16 text-center">
          <p className="text-lg font-medium">{emptyText}</p>
          <ButtonLink to={clearTo} variant="outline" className="mt-6" preventScrollReset>
            Clear Filters
          </ButtonLink>
        </div>
      )}
      <Pagination page={result.page} pageCount={result.pageCount} hrefFor={hrefFor} />
    </div>
  );
}
