import { SearchPage } from "~/modules/search/components/search-page";
import { didYouMean } from "~/modules/search/did-you-mean.server";
import { recordSearchMiss } from "~/modules/search/search-misses.server";
import { searchSite } from "~/modules/search/site-search.server";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import { productCardControls } from "./product-controls";
import type { Route } from "./+types/search";

/** The full results: a page of products, and every category and project that matches (a shop has few). */
const PAGE_LIMITS = { products: 12, categories: 20, projects: 12 };

export async function loader({ request }: Route.LoaderArgs) {
  const result = await searchSite(new URL(request.url).searchParams.get("q") ?? "", PAGE_LIMITS);
  const { query, productCards, productTotal, categories, projects } = result;
  const nothing = query !== "" && productCards.length + categories.length + projects.length === 0;
  // Nothing found: the owner hears of it (/admin/search-words), the visitor is offered a near spelling.
  const [, suggestion] = nothing ? await Promise.all([recordSearchMiss(query), didYouMean(query)]) : [];
  return { query, productCards, productTotal, categories, projects, suggestion: suggestion ?? null };
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
  const { whatsapp } = useShopSettings();
  return <SearchPage data={loaderData} whatsapp={whatsapp} cardControls={productCardControls} />;
}
