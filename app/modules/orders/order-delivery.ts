/**
 * How an order's delivery reads wherever the order is shown (checkout, the confirmation page,
 * mails, tracking, the profile, the admin): one wording. Safe for the browser.
 */
import type { DeliveryOptionId } from "~/modules/delivery/delivery-policy";
import { formatDeliveryWindow } from "~/modules/delivery/delivery-window";
import { formatPrice } from "~/utils/money";

export const DELIVERY_OPTION_NAMES: Record<DeliveryOptionId, string> = {
  standard: "Standard",
  express: "Express",
  "white-glove": "White Glove",
};

/** What an order keeps of its delivery; every field null on orders from before delivery was charged. */
export interface OrderDelivery {
  deliveryOption: DeliveryOptionId | null;
  deliveryZone: string | null;
  /** null: to be confirmed by the shop (a city priced by quote). */
  deliveryFee: number | null;
  /** 'YYYY-MM-DD', Lahore days. */
  deliveryEarliest: string | null;
  deliveryLatest: string | null;
}

export const TO_BE_CONFIRMED = "To be confirmed";

/** 'Free', 'PKR 12,000' or 'To be confirmed'. */
export function deliveryFeeText(fee: number | null): string {
  if (fee === null) return TO_BE_CONFIRMED;
  return fee === 0 ? "Free" : formatPrice(fee);
}

/** 'Delivery (Standard, Zone 3)': the label of the fee's line; plain 'Delivery' on older orders. */
export function deliveryLineLabel(order: Pick<OrderDelivery, "deliveryOption" | "deliveryZone">): string {
  if (!order.deliveryOption) return "Delivery";
  const option = DELIVERY_OPTION_NAMES[order.deliveryOption];
  return order.deliveryZone ? `Delivery (${option}, ${order.deliveryZone})` : `Delivery (${option})`;
}

/** 'Dec 08 – Dec 22, 2026', or null when the order has no window. */
export function orderWindowText(order: Pick<OrderDelivery, "deliveryEarliest" | "deliveryLatest">): string | null {
  if (!order.deliveryEarliest || !order.deliveryLatest) return null;
  return formatDeliveryWindow({ earliest: order.deliveryEarliest, latest: order.deliveryLatest });
}
