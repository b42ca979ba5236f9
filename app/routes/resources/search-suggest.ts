import { searchSite } from "~/modules/search/site-search.server";
import { MIN_SUGGEST_LENGTH, SUGGEST_LIMITS, type Suggestions } from "~/modules/search/site-search";
import type { Route } from "./+types/search-suggest";

/**
 * GET /search/suggest?q=…: the header's predictive results as JSON (products with picture and
 * price, categories, projects). The same for every visitor, so browsers may keep an answer for
 * a few seconds while a shopper types and deletes.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("q") ?? "";
  const empty: Suggestions = { query: query.trim(), products: [], categories: [], projects: [] };
  const body: Suggestions =
    query.trim().length < MIN_SUGGEST_LENGTH
      ? empty
      : await searchSite(query, SUGGEST_LIMITS).then(({ query, products, categories, projects }) => ({
          query,
          products,
          categories,
          projects,
        }));
  return Response.json(body, { headers: { "Cache-Control": "public, max-age=30" } });
}
