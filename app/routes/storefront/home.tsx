import { HomePage } from "~/modules/content/components/home-page";
import { getHomeContent } from "~/modules/content/home-content.server";
import { homePageData } from "~/modules/content/home-page.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/home";

/** The owner's content (/admin/content), its partners and each collection's live 'From' price. */
export async function loader() {
  return homePageData(await getHomeContent());
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    description:
      "Handcrafted furniture, home décor and bespoke interior design from Lahore since 2009. Browse living, bedroom, dining, office and outdoor collections, delivered across Pakistan.",
    path: "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage page={loaderData} />;
}
