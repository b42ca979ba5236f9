import { count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products, projects } from "~/db/schema";
import { getDeliveryPolicy } from "~/modules/delivery/delivery-policy.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { yearsSince } from "~/utils/founded-year";
import { normaliseCity } from "~/modules/delivery/pakistan-cities";
import type { ShopFigures } from "./stat-figures";

type Reader = Pick<ReturnType<typeof db>, "select">;

/**
 * What the shop knows of itself, for the statistics (stat-figures.ts): active products, portfolio
 * projects, years since the settings' founding year and the delivery policy's named cities. Four
 * small reads; the pages that show them are dropped from the page cache when the catalogue or the
 * content changes (server/shared-page-scopes.ts).
 */
export async function shopFigures(executor: Reader = db(), now = new Date()): Promise<ShopFigures> {
  const [[productRow], [projectRow], settings, policy] = await Promise.all([
    executor.select({ n: count() }).from(products).where(eq(products.isActive, true)),
    executor.select({ n: count() }).from(projects),
    getShopSettings(executor),
    getDeliveryPolicy(executor),
  ]);
  const cities = new Set(
    policy.zones.flatMap((zone) => zone.cities.map((city) => normaliseCity(city))).filter(Boolean),
  );
  return {
    products: productRow?.n ?? 0,
    projects: projectRow?.n ?? 0,
    years: yearsSince(settings.foundedYear, now),
    cities: cities.size,
  };
}
