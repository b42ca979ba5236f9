/**
 * What may mail the shop (issue 36, item 5): the owner ticks which in the settings. Each place
 * that mails the shop names its event and asks `mailsShopAbout`; the customer's own mails are
 * never affected. Browser-safe: the settings form lists them.
 */
export const SHOP_MAIL_EVENTS = ["order", "request", "booking", "review", "message", "alert-demand"] as const;
export type ShopMailEvent = (typeof SHOP_MAIL_EVENTS)[number];

/** The settings form's words for each event. */
export const SHOP_MAIL_EVENT_LABELS: Record<ShopMailEvent, { label: string; hint: string }> = {
  order: { label: "A new order", hint: "Each order placed, with its lines and the customer's details." },
  request: {
    label: "A custom request or swatch request",
    hint: "A new request, and each message a customer writes on one.",
  },
  booking: { label: "A consultation booked, moved or cancelled", hint: "By the customer, from the booking's link." },
  review: { label: "Reviews waiting for approval", hint: "Gathered: one mail for the reviews of a few minutes." },
  message: { label: "A message from the contact form", hint: "Sent to the address its subject goes to." },
  "alert-demand": {
    label: "Demand for a sold-out piece",
    hint: "When as many people as set below wait for one piece to be back in stock.",
  },
};

/** The most people the demand threshold may be set to. */
export const ALERT_DEMAND_MAX = 1000;

/** Whether the owner wants the shop mailed about `event`. */
export const mailsShopAbout = (settings: { shopMails: readonly ShopMailEvent[] }, event: ShopMailEvent) =>
  settings.shopMails.includes(event);
