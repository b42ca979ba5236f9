import { cheapestActivePrices } from "~/modules/catalog/collection-prices.server";
import type { HomeContent, HomePageData } from "./home-content.schema";
import { listPartners } from "./partners.server";

/**
 * What the home page renders from its content: the partners' logos and each collection's
 * 'From ₨ …' (the cheapest active product of its category, never typed in). The home page and
 * the admin's preview both build on it, so the preview is the page.
 */
export async function homePageData(content: HomeContent): Promise<HomePageData> {
  const [partners, fromPrices] = await Promise.all([
    listPartners(),
    cheapestActivePrices(content.collections.map((collection) => collection.category)),
  ]);
  return {
    content: { hero: content.hero, stats: content.stats, collections: content.collections, services: content.services },
    partners: partners.map(({ name, logoUrl }) => ({ name, logoUrl })),
    fromPrices,
  };
}
