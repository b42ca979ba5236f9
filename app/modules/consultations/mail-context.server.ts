import { getShopSettings } from "~/modules/settings/settings.server";
import type { ShopMailEvent } from "~/modules/settings/shop-mail-events";
import { env } from "~/utils/env.server";
import type { ConsultationMailShop } from "./mails/booking-facts";

export interface ConsultationMailContext {
  shop: ConsultationMailShop;
  /** Where the shop's notices go: SHOP_EMAIL, else the general address (as the inbox does for messages). */
  shopEmail: string;
  /** What the owner wants the shop mailed about (the settings' 'Mails to the shop'). */
  shopMails: ShopMailEvent[];
}

/**
 * What the mails need of the shop, read before a transaction opens: on the embedded database,
 * db() inside a transaction would wait for itself.
 */
export async function consultationMailContext(origin: string): Promise<ConsultationMailContext> {
  const settings = await getShopSettings();
  const { line1, city, region, country } = settings.address;
  return {
    shop: { ...settings, showroom: [line1, city, region, country].filter(Boolean).join(", "), origin },
    shopEmail: env().SHOP_EMAIL ?? settings.emails.general,
    shopMails: settings.shopMails,
  };
}
