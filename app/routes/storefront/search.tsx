import { SearchPage } from "~/modules/search/components/search-page";
import { searchSite } from "~/modules/search/site-search.server";
import { pageMeta } from "~/utils/meta";
import { productCardControls } from "./product-controls";
import type { Route } from "./+types/search";

/** The full results: a page of products, and every category and project that matches (a shop has few). */
const PAGE_LIMITS = { products: 12, categories: 20, projects: 12 };

export async function loader({ request }: Route.LoaderArgs) {
  const result = await searchSite(new URL(request.url).searchParams.get("q") ?? "", PAGE_LIMITS);
  const { query, productCards, productTotal, categories, projects } = result;
  return { query, productCards, productTotal, categories, projects };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.query ? `Search: ${loaderData.query}` : "Search",
    description: "Search the shop's furniture, décor, rooms and interior-design projects.",
    path: "/search",
    // Results pages are not indexed (endless near-duplicates); their links are followed.
    noindex: true,
  });

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} cardControls={productCardControls} />;
}
