import { redirect } from "react-router";
import { loadCatalog } from "~/modules/catalog/catalog-page.server";
import { FurnitureCatalog } from "~/modules/catalog/components/furniture-catalog";
import { categoryPath } from "~/utils/paths";
import { canonicalCatalogPath, catalogSearch, isFiltered } from "~/modules/catalog/catalog-filters";
import { pageMeta } from "~/utils/meta";
import { productCardControls } from "./product-controls";
import type { Route } from "./+types/furniture";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const data = await loadCatalog(url);
  // A category chosen in the form without JavaScript lands on its own path (one view, one URL).
  if (data.filters.category) {
    throw redirect(categoryPath(data.filters.category) + catalogSearch(data.filters, { categoryInPath: true }));
  }
  return data;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "Premium Furniture Collection",
    description:
      "Sofas, beds, dining tables, desks and outdoor pieces in solid sheesham, walnut and teak, handcrafted in Lahore and delivered across Pakistan. Prices in PKR.",
    path: loaderData ? canonicalCatalogPath("/furniture", loaderData.filters) : "/furniture",
    noindex: loaderData ? isFiltered(loaderData.filters) : false,
  });

export default function Furniture({ loaderData }: Route.ComponentProps) {
  return <FurnitureCatalog {...loaderData} cardControls={productCardControls} />;
}
