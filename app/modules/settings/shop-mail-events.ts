/**
 * What may mail the shop (issue 36, item 5): the owner ticks which in the settings. Each place
 * that mails the shop names its event and asks `mailsShopAbout`; the customer's own mails are
 * never affected. Browser-safe and small: every page's settings defaults name the list (its words
 * for the settings form are shop-mail-event-labels.ts).
 */
export const SHOP_MAIL_EVENTS = ["order", "request", "booking", "review", "claim", "message", "alert-demand"] as const;
export type ShopMailEvent = (typeof SHOP_MAIL_EVENTS)[number];

/** The most people the demand threshold may be set to. */
export const ALERT_DEMAND_MAX = 1000;

/** Whether the owner wants the shop mailed about `event`. */
export const mailsShopAbout = (settings: { shopMails: readonly ShopMailEvent[] }, event: ShopMailEvent) =>
  settings.shopMails.includes(event);
