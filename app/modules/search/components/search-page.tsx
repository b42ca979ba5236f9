import ArrowRight from "lucide-react/icons/arrow-right";
import MapPin from "lucide-react/icons/map-pin";
import Search from "lucide-react/icons/search";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { inputClass } from "~/components/ui/field";
import type { ProductCard as Card } from "~/modules/catalog/catalog.server";
import { ProductCard, type CardControlsFor } from "~/modules/catalog/components/product-card";
import { SearchNothingFound } from "./search-nothing-found";
import type { CategorySuggestion, ProjectSuggestion } from "../site-search";

export interface SearchPageData {
  query: string;
  productCards: Card[];
  productTotal: number;
  categories: CategorySuggestion[];
  projects: ProjectSuggestion[];
  /** For a search that found nothing, near words that find something ('almari' for 'almaari'). */
  suggestion: string | null;
}

/**
 * /search: where the header's search lands on Enter (and, without JavaScript, its plain form):
 * the matching products as catalogue cards, then the categories and the projects that name the words.
 */
export function SearchPage({
  data,
  whatsapp,
  cardControls,
}: {
  data: SearchPageData;
  /** The shop's WhatsApp number, offered when nothing matches. */
  whatsapp: string;
  cardControls: CardControlsFor;
}) {
  const { query, productCards, productTotal, categories, projects } = data;
  const nothing = query !== "" && productCards.length + categories.length + projects.length === 0;
  return (
    <>
      <section className="border-b border-line bg-cream">
        <Container className="py-8 sm:py-12">
          <h1 className="text-3xl font-medium sm:text-4xl">{query ? `Results for “${query}”` : "Search the shop"}</h1>
          <Form method="get" action="/search" role="search" className="mt-5 flex max-w-2xl gap-2">
            <label htmlFor="search-page-query" className="sr-only">
              Search furniture, décor and projects
            </label>
            <input
              id="search-page-query"
              type="search"
              name="q"
              defaultValue={query}
              // Arriving from the header's search link (a page without JavaScript): ready to type.
              autoFocus={query === ""}
              maxLength={100}
              placeholder="Search furniture, décor and projects"
              className={inputClass}
            />
            <Button type="submit" className="shrink-0">
              <Search className="size-4" aria-hidden="true" /> Search
            </Button>
          </Form>
        </Container>
      </section>
      <Container className="grid gap-12 py-8 sm:py-12">
        {nothing && <SearchNothingFound query={query} suggestion={data.suggestion} whatsapp={whatsapp} />}
        {productCards.length > 0 && (
          <section aria-labelledby="search-products">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 id="search-products" className="text-2xl font-medium">
                Products
              </h2>
              {productTotal > productCards.length && (
                <Link
                  to={`/furniture?${new URLSearchParams({ q: query })}`}
                  className="inline-flex items-center gap-1 font-semibold text-walnut underline-offset-4 hover:underline"
                >
                  All {productTotal.toLocaleString("en-US")} products in the catalogue
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              )}
            </div>
            <div className="mt-4 grid grid-cols-2 gap-3 sm:mt-5 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
              {productCards.map((product, index) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  priority={index < 2}
                  headingLevel={3}
                  {...cardControls(product)}
                />
              ))}
            </div>
          </section>
        )}
        {categories.length > 0 && (
          <section aria-labelledby="search-categories">
            <h2 id="search-categories" className="text-2xl font-medium">
              Rooms and categories
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {categories.map((category) => (
                <li key={category.href}>
                  <Link
                    to={category.href}
                    className="inline-flex items-center gap-2 rounded-full border border-line bg-linen px-5 py-2.5 font-semibold text-espresso hover:border-walnut"
                  >
                    {category.name} <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {projects.length > 0 && (
          <section aria-labelledby="search-projects">
            <h2 id="search-projects" className="text-2xl font-medium">
              Projects
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {projects.map((project) => (
                <li key={project.href}>
                  <Link
                    to={project.href}
                    className="block rounded-[var(--radius-card)] border border-line bg-linen p-5 hover:border-walnut"
                  >
                    <span className="font-display text-lg font-medium text-espresso">{project.name}</span>
                    {project.location && (
                      <span className="mt-1 flex items-center gap-1 text-sm text-muted">
                        <MapPin className="size-4" aria-hidden="true" /> {project.location}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </Container>
    </>
  );
}
