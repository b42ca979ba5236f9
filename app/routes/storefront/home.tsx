import { Splash } from "~/components/layout/splash";
import { HomePage } from "~/modules/content/components/home-page";
import { getHomeContent } from "~/modules/content/home-content.server";
import { homePageData } from "~/modules/content/home-page.server";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import { loadHomeShelves } from "./home-shelves.server";
import { HomeShelves } from "./home-shelves";
import type { Route } from "./+types/home";

/**
 * The owner's content (/admin/content), its partners and each collection's live 'From' price;
 * and what the page sells: new arrivals, best sellers and a tile per room.
 */
export async function loader() {
  const [page, shelves] = await Promise.all([getHomeContent().then(homePageData), loadHomeShelves()]);
  return { ...page, shelves };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    description:
      "Handcrafted furniture, home décor and bespoke interior design from Lahore. Browse living, bedroom, dining, office and outdoor collections, delivered across Pakistan.",
    path: "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const settings = useShopSettings();
  return (
    <>
      {/* The first visit's splash belongs to the home page alone: a deep link never shows it,
          and its script loads with this page only. */}
      {settings.splashEnabled && <Splash shopName={settings.name} tagline={settings.tagline} />}
      <HomePage page={loaderData} shop={<HomeShelves shelves={loaderData.shelves} />} />
    </>
  );
}
