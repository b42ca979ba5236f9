import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/layout/page-hero";
import { canonicalCatalogPath, catalogSearch, isFiltered } from "~/modules/catalog/catalog-filters";
import { loadCatalog } from "~/modules/catalog/catalog-page.server";
import { CatalogFilterForm } from "~/modules/catalog/components/catalog-filter-form";
import { CatalogResults } from "~/modules/catalog/components/catalog-results";
import { readRunningSales } from "~/modules/catalog/running-sales.server";
import { saleLabel } from "~/modules/catalog/sale-rules";
import { formatShopDateTime } from "~/utils/shop-time";
import { pageMeta } from "~/utils/meta";
import { productCardControls } from "./product-controls";
import type { Route } from "./+types/sale";

/**
 * The Sale page (issue 35): the pieces a running sale reduces, with the catalogue's search,
 * filters and pages, and the sales themselves with their ends. Empty, and saying so, when
 * nothing is on sale.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [{ filters, result }, sales] = await Promise.all([loadCatalog(url, { onSale: true }), readRunningSales()]);
  const running = sales.running
    .map((sale) => ({
      id: sale.id,
      label: saleLabel(sale),
      ends: formatShopDateTime(sale.endsAt),
      endsAt: sale.endsAt,
    }))
    .sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime());
  return { filters, result, running };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "Sale",
    description:
      "Furniture and décor at reduced prices, for a limited time. Each 'was' price is the piece's lowest price of the 30 days before its sale.",
    path: loaderData ? canonicalCatalogPath("/sale", { ...loaderData.filters, onSale: false }) : "/sale",
    noindex: loaderData ? isFiltered({ ...loaderData.filters, onSale: false }) : false,
  });

export default function Sale({ loaderData }: Route.ComponentProps) {
  const { filters, result, running } = loaderData;
  // The page's own links leave out `sale=on`: every view of this page is on sale.
  const view = { ...filters, onSale: false };
  return (
    <>
      <PageHero
        eyebrow="Sale"
        title={running.length > 0 ? "On Sale Now" : "Nothing Is on Sale Right Now"}
        lead={
          running.length > 0 ? (
            <ul role="list" className="space-y-1" data-testid="running-sales">
              {running.map((sale) => (
                <li key={sale.id}>
                  <b className="font-semibold text-espresso">{sale.label}</b>, until {sale.ends}
                </li>
              ))}
            </ul>
          ) : (
            "Our sales come with the seasons: Eid, the wedding season and the year's end. Until the next one, every piece is at its regular price."
          )
        }
      >
        {running.length > 0 && (
          <p className="mt-4 max-w-2xl text-sm text-muted">
            Each struck-through price is the piece&apos;s lowest price of the 30 days before its sale.
          </p>
        )}
      </PageHero>
      <section aria-label="Pieces on sale" className="py-6 sm:py-12">
        <Container>
          {running.length > 0 ? (
            <>
              <CatalogFilterForm
                action="/sale"
                filters={view}
                facets={result.facets}
                searchLabel="Search the sale"
                placeholder="Search the sale..."
                saleChoice={false}
              />
              <CatalogResults
                result={result}
                basePath="/sale"
                loadingText="Loading the sale..."
                emptyText="No piece on sale matches your search."
                clearTo="/sale"
                hrefFor={(page) => `/sale${catalogSearch({ ...view, page })}`}
                cardControls={productCardControls}
              />
            </>
          ) : (
            <div className="rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-6 py-16 text-center">
              <p className="text-lg font-medium">Nothing is on sale right now.</p>
              <ButtonLink to="/furniture" variant="outline" className="mt-6">
                Browse the Collection
              </ButtonLink>
            </div>
          )}
        </Container>
      </section>
    </>
  );
}
