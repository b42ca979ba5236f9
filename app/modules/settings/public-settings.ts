import type { ShopSettings } from "./settings.schema";

/**
 * Settings that only the server acts on: every page's loader sends the rest
 * to the browser, and a visitor has no business knowing how admins sign in.
 */
const SERVER_ONLY = [
  "requireAdminTwoFactor",
  "requireCustomerConfirmation",
  "announcedStatuses",
  "shopMails",
  "alertDemandAt",
  // Only the invoice prints the tax registration, from its own loader: no page needs it.
  "tax",
] as const;

export type PublicShopSettings = Omit<ShopSettings, (typeof SERVER_ONLY)[number]>;

/** The settings as every page's shell may show them. */
export function publicShopSettings(settings: ShopSettings): PublicShopSettings {
  const shown: Partial<ShopSettings> = { ...settings };
  for (const key of SERVER_ONLY) delete shown[key];
  return shown as PublicShopSettings;
}
