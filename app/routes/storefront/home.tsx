import { ConsultationCta } from "~/modules/content/components/consultation-cta";
import { FeaturedCollections } from "~/modules/content/components/featured-collections";
import { HomeHero } from "~/modules/content/components/home-hero";
import { PartnersGrid } from "~/modules/content/components/partners-grid";
import { ServicesGrid } from "~/modules/content/components/services-grid";
import { StatsBand } from "~/modules/content/components/stats-band";
import { cheapestActivePrices } from "~/modules/catalog/collection-prices.server";
import { featuredCollections } from "~/modules/content/home";
import { listPartners } from "~/modules/content/partners.server";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/home";

export async function loader() {
  const [partners, fromPrices] = await Promise.all([
    listPartners(),
    cheapestActivePrices(featuredCollections.map((collection) => collection.category)),
  ]);
  return { partners, fromPrices };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    description:
      "Handcrafted furniture, home décor and bespoke interior design from Lahore since 2009. Browse living, bedroom, dining, office and outdoor collections, delivered across Pakistan.",
    path: "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { tagline } = useShopSettings();
  return (
    <>
      <HomeHero tagline={tagline} />
      <StatsBand />
      <PartnersGrid partners={loaderData.partners} />
      <FeaturedCollections fromPrices={loaderData.fromPrices} />
      <ServicesGrid />
      <ConsultationCta />
    </>
  );
}
