import { useRouteLoaderData } from "react-router";
import { defaultShopSettings } from "./settings.defaults";
import type { ShopSettings } from "./settings.schema";

/** The shop's identity as the root loader read it, for any component of any page. */
export function useShopSettings(): ShopSettings {
  const data = useRouteLoaderData("root") as { settings: ShopSettings } | undefined;
  return data?.settings ?? defaultShopSettings;
}
