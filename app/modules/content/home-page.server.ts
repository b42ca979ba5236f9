import { cheapestActivePrices } from "~/modules/catalog/collection-prices.server";
import { getCompanyContent } from "./company-content.server";
import type { HomeContent, HomePageData } from "./home-content.schema";
import { listPartners } from "./partners.server";
import { shownCollections } from "./shown-collections";
import { shopFigures } from "./shop-figures.server";
import { shownStats } from "./stat-figures";

/**
 * What the home page renders from its content: the partners' logos, the statistics as shown
 * (counted ones from the shop's own figures), the founders' quote from the company pages' story
 * and each collection's 'From PKR …' (the cheapest active product of its category, never typed in;
 * a collection whose category has none is not shown).
 * The home page and the admin's preview both build on it, so the preview is the page.
 */
export async function homePageData(content: HomeContent): Promise<HomePageData> {
  const [partners, fromPrices, figures, company] = await Promise.all([
    listPartners(),
    cheapestActivePrices(content.collections.map((collection) => collection.category)),
    shopFigures(),
    getCompanyContent(),
  ]);
  const { quote, quoteBy } = company.story;
  return {
    content: {
      hero: content.hero,
      stats: shownStats(content.stats, figures),
      // Only those with something for sale: the page never shows an empty collection.
      collections: shownCollections(content.collections, fromPrices),
      services: content.services,
    },
    quote: quote ? { text: quote, by: quoteBy } : null,
    partners: partners.map(({ name, logoUrl }) => ({ name, logoUrl })),
    fromPrices,
  };
}
