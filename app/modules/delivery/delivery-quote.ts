/**
 * What delivery costs and when it arrives, for one city, option and basket. Checkout shows it
 * before the button and the order keeps it; a city the policy prices by quote (a remote zone, a
 * city in no zone, or an address that names a city of another zone) is ordered with delivery
 * "to be confirmed" and the shop names the fee.
 */
import type { DeliveryOption, DeliveryOptionId, DeliveryPolicy, DeliveryZone } from "./delivery-policy";
import { deliveryWindow, withMaking, type DeliveryWindow } from "./delivery-window";
import { cityNamedInAddress, cityOfField, readPlace } from "./address-city";
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
      /** The listed city the address names when it lies in another zone than the city typed ('Karachi'), else null. */
      addressCity: string | null;
    };

export interface DeliveryRequest {
  /** The city as the customer typed it. */
  city: string;
  /**
   * The address as the customer typed it: when it names a listed city of another zone than
   * `city` ('Clifton, Karachi' with the city 'Lahore'), delivery is by quote, so a typed city
   * cannot buy a nearer zone's fee. Absent where no address is known yet (the policy's pages).
   */
  address?: string;
  optionId: DeliveryOptionId;
  /** The goods' total in whole rupees, before delivery. */
  subtotal: number;
  placedAt: Date;
  /** Days a piece of the order is made for (made to order); 0 or absent: the option's lead alone. */
  makingDays?: number;
}

/**
 * The zone of the city that `cityText` names, or null. First the text as a whole (compared through
 * `normaliseCity`: a city the policy lists as typed, its case, short form or spelling: 'Lahore Cantt'
 * is its own zone's if the policy lists it), then the city it names as Pakistanis write one
 * (address-city.ts: 'DHA Lahore', 'Rawalpindi Cantt', 'Karachi, Sindh', 'Clifton', 'F-7'). The one
 * matcher for checkout's quote and the placed order (both through `quoteDelivery`): whatever else
 * finds a typed city's zone should call this, so that it agrees with them.
 */
export function zoneForCity(policy: DeliveryPolicy, cityText: string): DeliveryZone | null {
  const city = normaliseCity(cityText);
  if (city === "") return null;
  const zones = zonesByCity(policy);
  const listed = zones.get(city);
  if (listed) return listed;
  const named = cityOfField(cityText, policyCities(policy));
  return named ? (zones.get(named.key) ?? null) : null;
}

/**
 * The zone for the city field, or null. A field that names only an area several cities have
 * ('DHA', 'Bahria Town Phase 8', 'Cantt') takes the city its address names ('House 5, DHA Phase 6,
 * Lahore'): that is the customer saying which DHA. Anything else in no zone stays in none.
 */
function cityFieldZone(policy: DeliveryPolicy, city: string, address: string): DeliveryZone | null {
  const zone = zoneForCity(policy, city);
  if (zone || address.trim() === "") return zone;
  const reading = readPlace(city, policyCities(policy));
  if (reading.sharedArea === null || reading.city || reading.areaCity || reading.sector) return null;
  const named = cityNamedInAddress(address, policyCities(policy));
  return named ? zoneForCity(policy, named.key) : null;
}

// Each listed city's zone by its compared form, once per policy: checkout quotes on every keystroke.
const zoneIndex = new WeakMap<DeliveryPolicy, Map<string, DeliveryZone>>();
function zonesByCity(policy: DeliveryPolicy): Map<string, DeliveryZone> {
  let index = zoneIndex.get(policy);
  if (!index) {
    index = new Map();
    // The first zone that lists a city wins, as a search in order would find it.
    for (const zone of policy.zones) {
      for (const key of zone.cities.map(normaliseCity)) if (!index.has(key)) index.set(key, zone);
    }
    zoneIndex.set(policy, index);
  }
  return index;
}

/**
 * The fee and the window for one delivery.
 * - Standard in a priced zone: free when the subtotal is at or above the zone's `freeAbove`
 *   ("free above PKR 50,000" includes PKR 50,000 itself: 49,999 pays, 50,000 is free), the
 *   zone's charge below it.
 * - Express and White Glove: the option's charge for the zone, whatever the subtotal.
 * - A zone priced by quote, a city in no zone, an address naming a city of another zone, or (in
 *   a policy that skipped validation) an option with no charge for the zone: by quote, never a
 *   guessed amount. A city in no zone, or in doubt, gets the slowest zone's transit, so its
 *   window promises no more than the farthest zone's.
 */
export function quoteDelivery(policy: DeliveryPolicy, request: DeliveryRequest): DeliveryQuote {
  const { subtotal } = request;
  if (!Number.isSafeInteger(subtotal) || subtotal < 0) {
    throw new RangeError(`The subtotal must be whole rupees, not ${subtotal}.`);
  }
  const option = policy.options.find((candidate) => candidate.id === request.optionId);
  if (!option) throw new Error(`The delivery policy has no option "${request.optionId}".`);

  const cityZone = cityFieldZone(policy, request.city, request.address ?? "");
  const addressCity = otherZonesCity(policy, cityZone, request.address ?? "");
  const zone = addressCity ? null : cityZone;
  const transitZone = zone ?? slowestZone(policy);
  const window = deliveryWindow(
    request.placedAt,
    withMaking(option.leadDays, request.makingDays ?? 0),
    transitZone.transitDays,
    policy.workingDays,
  );

  if (!zone) return { kind: "quote", zone: null, option, quoteFrom: null, window, addressCity };
  if (zone.pricing.kind === "quote") {
    // "Usually from" is the zone's Standard figure; Express and White Glove cost more, so it is not theirs.
    const quoteFrom = option.id === "standard" ? zone.pricing.quoteFrom : null;
    return { kind: "quote", zone, option, quoteFrom, window, addressCity: null };
  }
  if (option.id === "standard") {
    const { freeAbove, standardCharge } = zone.pricing;
    const fee = freeAbove !== null && subtotal >= freeAbove ? 0 : standardCharge;
    return { kind: "priced", zone, option, fee, window };
  }
  const fee = option.charges[zone.id];
  if (fee === undefined) return { kind: "quote", zone, option, quoteFrom: null, window, addressCity: null };
  return { kind: "priced", zone, option, fee, window };
}

/**
 * The city the address names (address-city.ts: the last listed city, not a 'Multan Road') when
 * its zone is not the typed city's, or null. Two cities of one zone cost the same: no doubt there.
 */
function otherZonesCity(policy: DeliveryPolicy, typedZone: DeliveryZone | null, address: string): string | null {
  // A city in no zone is by quote already.
  if (!typedZone || address.trim() === "") return null;
  const named = cityNamedInAddress(address, policyCities(policy));
  if (!named) return null;
  return zoneForCity(policy, named.key) === typedZone ? null : named.name;
}

// The policy's cities, once per policy: checkout quotes each option on every keystroke.
const citiesOfPolicy = new WeakMap<DeliveryPolicy, string[]>();
function policyCities(policy: DeliveryPolicy): string[] {
  let cities = citiesOfPolicy.get(policy);
  if (!cities) citiesOfPolicy.set(policy, (cities = policy.zones.flatMap((zone) => zone.cities)));
  return cities;
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
