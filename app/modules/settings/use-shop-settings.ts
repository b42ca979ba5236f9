import { useRouteLoaderData } from "react-router";
import { defaultShopSettings } from "./settings.defaults";
import type { PublicShopSettings } from "./public-settings";

/** The shop's identity as the root loader read it, for any component of any page. */
export function useShopSettings(): PublicShopSettings {
  const data = useRouteLoaderData("root") as { settings: PublicShopSettings } | undefined;
  return data?.settings ?? defaultShopSettings;
}
