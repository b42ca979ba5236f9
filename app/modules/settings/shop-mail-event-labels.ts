import type { ShopMailEvent } from "./shop-mail-events";

/** The settings form's words for each event. */
export const SHOP_MAIL_EVENT_LABELS: Record<ShopMailEvent, { label: string; hint: string }> = {
  order: { label: "A new order", hint: "Each order placed, with its lines and the customer's details." },
  request: {
    label: "A custom request or swatch request",
    hint: "A new request, and each message a customer writes on one.",
  },
  booking: { label: "A consultation booked, moved or cancelled", hint: "By the customer, from the booking's link." },
  review: { label: "Reviews waiting for approval", hint: "Gathered: one mail for the reviews of a few minutes." },
  claim: {
    label: "A return, exchange or warranty claim",
    hint: "Each request a customer opens from a delivered order, with its pieces and reason.",
  },
  message: { label: "A message from the contact form", hint: "Sent to the address its subject goes to." },
  "alert-demand": {
    label: "Demand for a sold-out piece",
    hint: "When as many people as set below wait for one piece to be back in stock.",
  },
};
