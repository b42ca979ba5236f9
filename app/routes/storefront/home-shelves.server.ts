import { newArrivals, productCardsInOrder, roomTiles } from "~/modules/catalog/home-shelves.server";
import { readRunningSales } from "~/modules/catalog/running-sales.server";
import { bestSellerIds } from "~/modules/orders/best-sellers.server";

/** Cards in a row: four fill a wide screen, the rest are swiped to on a phone. */
const SHELF_SIZE = 8;

/**
 * The home page's shop rows: the newest pieces, the best sellers (ranked by the orders module by
 * units sold, shown as the catalogue's cards; none before the first sale) and a tile per room.
 * Small queries, run side by side, both shelves priced by the running sales read once; the page is
 * cached for visitors and dropped by any catalogue change (server/page-cache.ts), so an order or an
 * edited product shows on the next render.
 */
export async function loadHomeShelves() {
  const sales = readRunningSales();
  const [arrivals, bestSellers, rooms] = await Promise.all([
    sales.then((running) => newArrivals(SHELF_SIZE, running)),
    Promise.all([bestSellerIds(SHELF_SIZE), sales]).then(([ids, running]) => productCardsInOrder(ids, running)),
    roomTiles(),
  ]);
  return { newArrivals: arrivals, bestSellers, rooms };
}

export type HomeShelvesData = Awaited<ReturnType<typeof loadHomeShelves>>;
