/**
 * What delivery costs and when it arrives, for one city, option and basket. Checkout shows it
 * before the button and the order keeps it; a city the policy prices by quote (a remote zone, or
 * a city in no zone) is ordered with delivery "to be confirmed" and the shop names the fee.
 */
import type { DeliveryOption, DeliveryOptionId, DeliveryPolicy, DeliveryZone } from "./delivery-policy";
import { deliveryWindow, type DeliveryWindow } from "./delivery-window";
import { normaliseCity } from "./pakistan-cities";

export type DeliveryQuote =
  | { kind: "priced"; zone: DeliveryZone; option: DeliveryOption; fee: number; window: DeliveryWindow }
  | {
      kind: "quote";
      /** null: the city is in no zone. */
      zone: DeliveryZone | null;
      option: DeliveryOption;
      /** The "usually from" figure to show, or null when the policy gives none. */
      quoteFrom: number | null;
      window: DeliveryWindow;
    };

export interface DeliveryRequest {
  /** The city as the customer typed it. */
  city: string;
  optionId: DeliveryOptionId;
  /** The goods' total in whole rupees, before delivery. */
  subtotal: number;
  placedAt: Date;
}

/** The zone whose cities include `cityText` (compared through `normaliseCity`), or null. */
export function zoneForCity(policy: DeliveryPolicy, cityText: string): DeliveryZone | null {
  const city = normaliseCity(cityText);
  if (city === "") return null;
  return policy.zones.find((zone) => zone.cities.some((listed) => normaliseCity(listed) === city)) ?? null;
}

/**
 * The fee and the window for one delivery.
 * - Standard in a priced zone: free when the subtotal is at or above the zone's `freeAbove`
 *   ("free above PKR 50,000" includes PKR 50,000 itself: 49,999 pays, 50,000 is free), the
 *   zone's charge below it.
 * - Express and White Glove: the option's charge for the zone, whatever the subtotal.
 * - A zone priced by quote, a city in no zone, or (in a policy that skipped validation) an
 *   option with no charge for the zone: by quote, never a guessed amount. A city in no zone
 *   gets the slowest zone's transit, so its window promises no more than the farthest zone's.
 */
export function quoteDelivery(policy: DeliveryPolicy, request: DeliveryRequest): DeliveryQuote {
  const { subtotal } = request;
  if (!Number.isSafeInteger(subtotal) || subtotal < 0) {
    throw new RangeError(`The subtotal must be whole rupees, not ${subtotal}.`);
  }
  const option = policy.options.find((candidate) => candidate.id === request.optionId);
  if (!option) throw new Error(`The delivery policy has no option "${request.optionId}".`);

  const zone = zoneForCity(policy, request.city);
  const transitZone = zone ?? slowestZone(policy);
  const window = deliveryWindow(request.placedAt, option.leadDays, transitZone.transitDays, policy.workingDays);

  if (!zone) return { kind: "quote", zone: null, option, quoteFrom: null, window };
  if (zone.pricing.kind === "quote") {
    // "Usually from" is the zone's Standard figure; Express and White Glove cost more, so it is not theirs.
    const quoteFrom = option.id === "standard" ? zone.pricing.quoteFrom : null;
    return { kind: "quote", zone, option, quoteFrom, window };
  }
  if (option.id === "standard") {
    const { freeAbove, standardCharge } = zone.pricing;
    const fee = freeAbove !== null && subtotal >= freeAbove ? 0 : standardCharge;
    return { kind: "priced", zone, option, fee, window };
  }
  const fee = option.charges[zone.id];
  if (fee === undefined) return { kind: "quote", zone, option, quoteFrom: null, window };
  return { kind: "priced", zone, option, fee, window };
}

/** The zone with the longest transit (its latest day first, then its earliest). */
function slowestZone(policy: DeliveryPolicy): DeliveryZone {
  const [first, ...rest] = policy.zones;
  if (!first) throw new Error("The delivery policy has no zones.");
  return rest.reduce((slowest, zone) => {
    const { min, max } = zone.transitDays;
    const longer = max > slowest.transitDays.max || (max === slowest.transitDays.max && min > slowest.transitDays.min);
    return longer ? zone : slowest;
  }, first);
}
