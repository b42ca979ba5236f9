import { useRouteLoaderData } from "react-router";
import { defaultShopSettings } from "./settings.defaults";
import type { PublicShopSettings } from "./public-settings";

/** The shop's identity as the root loader read it, for any component of any page. */
export function useShopSettings(): PublicShopSettings {
  const data = useRouteLoaderData("root") as { settings: PublicShopSettings } | undefined;
  return data?.settings ?? defaultShopSettings;
}

/**
 * The shop's phone and WhatsApp numbers as pages print them ('+92 42 3571 2345'), formatted on
 * the server by the root loader (app/utils/phone-display.ts), so that no page ships the formatter.
 */
export function useShopPhones(): { phone: string; whatsapp: string } {
  const data = useRouteLoaderData("root") as { printed?: { phone: string; whatsapp: string } } | undefined;
  const settings = useShopSettings();
  return data?.printed ?? { phone: settings.phone, whatsapp: settings.whatsapp };
}
