import { Suspense, use, type ComponentProps } from "react";
import { lazyModule } from "~/utils/lazy-module";

/*
 * The parts of /furniture/<handle> that only some visits need, each fetched when first wanted: a
 * room's grid and a sold-out piece's alert form. Not a route (app/routes.ts does not list it).
 */

// Most visits here are to a product: the catalogue's grid, filters and pages (a room's page,
// /furniture/bedroom) are fetched only for a room's page. The server renders either in full.
type CatalogView = typeof import("~/modules/catalog/components/furniture-catalog");
export const loadCatalogView = lazyModule(() => import("~/modules/catalog/components/furniture-catalog"));

// A sold-out piece's 'Tell me when it is back': its form's script is fetched only for such a piece.
type AlertFormView = typeof import("~/modules/stock-alerts/components/stock-alert-form");
export const loadAlertForm = lazyModule(() => import("~/modules/stock-alerts/components/stock-alert-form"));
const ALERT_FORM_ID = "stock-alert";

// A room's page drawn by the server: its view is fetched while the rest of the page hydrates.
export const ROOM_PAGE_ID = "room-catalogue";
export const CATALOG_VIEW_MODULE = "app/modules/catalog/components/furniture-catalog.tsx";
if (typeof document !== "undefined" && document.getElementById(ROOM_PAGE_ID)) void loadCatalogView();
if (typeof document !== "undefined" && document.getElementById(ALERT_FORM_ID)) void loadAlertForm();

export function RoomCatalogue(props: ComponentProps<CatalogView["FurnitureCatalog"]>) {
  const { FurnitureCatalog } = use(loadCatalogView());
  return <FurnitureCatalog {...props} />;
}

function LoadedStockAlert(props: ComponentProps<AlertFormView["StockAlertForm"]>) {
  const { StockAlertForm } = use(loadAlertForm());
  return (
    <div id={ALERT_FORM_ID} className="contents">
      <StockAlertForm {...props} />
    </div>
  );
}

/** The alert's form, drawn in full by the server (the loader awaited its module) and hydrated once its script is here. */
export function StockAlert(props: ComponentProps<AlertFormView["StockAlertForm"]>) {
  return (
    <Suspense>
      <LoadedStockAlert {...props} />
    </Suspense>
  );
}
