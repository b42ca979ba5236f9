// A cash-on-delivery customer's one-click confirmation: its words and its link (shared with the page).

/** How long the mail's 'Yes, I placed this order' link works. */
export const CONFIRM_LINK_DAYS = 14;

/** /orders/A1B2C3D4/confirm?key=…: a GET shows the button, only the POST confirms (mail scanners open links). */
export const confirmPath = (number: string) => `/orders/${number}/confirm`;
export const confirmUrl = (origin: string, number: string, key: string) =>
  `${origin}${confirmPath(number)}?key=${encodeURIComponent(key)}`;

/** What the link can find: an order to confirm, one confirmed already, or nothing it may open. */
export type ConfirmLinkState = "open" | "confirmed" | "expired" | "invalid";

/**
 * What the customer is told once they have checked their order: their confirmation, not the
 * shop's (only the shop confirms an order, and tracking says Pending until it does).
 */
export const CUSTOMER_CHECK_THANKS = "Thank you: we have your confirmation";
/** The same link used again. */
export const CUSTOMER_CHECK_AGAIN = "We already have your confirmation";
export const CUSTOMER_CHECK_NEXT = "We will call you before production starts.";
