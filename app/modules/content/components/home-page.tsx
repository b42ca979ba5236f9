import type { ReactNode } from "react";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import type { HomePageData } from "../home-content.schema";
import { ConsultationCta } from "./consultation-cta";
import { FeaturedCollections } from "./featured-collections";
import { HomeHero } from "./home-hero";
import { PartnersGrid } from "./partners-grid";
import { ServicesGrid } from "./services-grid";
import { StatsBand } from "./stats-band";

/**
 * The home page's sections, drawn from its content: the page itself and the admin's preview of a
 * draft. `shop` is what the page sells (the catalogue's rows, made by the route): right under the
 * hero, so a phone reaches products within a swipe or two, before the long sections about the shop.
 */
export function HomePage({ page, shop }: { page: HomePageData; shop?: ReactNode }) {
  const { tagline, address, foundedYear } = useShopSettings();
  const { content } = page;
  return (
    <>
      <HomeHero hero={content.hero} shopTagline={tagline} city={address.city} foundedYear={foundedYear} />
      {shop}
      <StatsBand stats={content.stats} />
      <PartnersGrid partners={page.partners} quote={page.quote} />
      <FeaturedCollections collections={content.collections} fromPrices={page.fromPrices} />
      <ServicesGrid services={content.services} />
      <ConsultationCta />
    </>
  );
}
