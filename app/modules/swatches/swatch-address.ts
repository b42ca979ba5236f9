/**
 * Where swatches are posted: the city read as checkout reads its City field, an address that does
 * not name another city, and the folded form of the two that the monthly limit counts by. Pure.
 */
import { cityNamedInAddress } from "~/modules/delivery/address-city";
import { deliveryCityOf, DELIVERY_CITY_NOTES } from "~/modules/delivery/delivery-city";
import type { DeliveryPolicy } from "~/modules/delivery/delivery-policy";
import { foldPlaceText, normaliseCity } from "~/modules/delivery/pakistan-cities";

export type PostalPlace =
  { ok: true; city: string; addressKey: string } | { ok: false; field: "city" | "address"; message: string };

/**
 * The address and city as one key: folded as place text is compared (case, accents, punctuation,
 * look-alike letters and spacing do not count), with the city's name left off the address's end
 * when it is there too ('House 5, Gulberg, Lahore' + 'Lahore' is 'House 5 Gulberg' + 'Lahore').
 * So the same house asked for twice, typed two ways, is one address for the limit.
 */
export function addressKey(address: string, city: string): string {
  const cityKey = normaliseCity(city);
  let place = foldPlaceText(address);
  if (cityKey !== "" && (place === cityKey || place.endsWith(` ${cityKey}`))) {
    place = place.slice(0, place.length - cityKey.length).trim();
  }
  return `${place}|${cityKey}`;
}

/**
 * The city the field names (the policy's spelling where it lists it; any city of Pakistan will
 * do, as swatches go by post), refused when it names none ('Narnia', 'DHA' alone) or when the
 * address ends in another city: a parcel must not go to the wrong one.
 */
export function postalPlace(policy: DeliveryPolicy, cityText: string, address: string): PostalPlace {
  const city = deliveryCityOf(policy, cityText);
  if (!city) return { ok: false, field: "city", message: DELIVERY_CITY_NOTES.unknown };
  const policyCities = policy.zones.flatMap((zone) => zone.cities);
  const named = cityNamedInAddress(address, policyCities);
  if (named && named.key !== normaliseCity(city)) {
    return {
      ok: false,
      field: "address",
      message: `This address names ${named.name}, but the city is ${city}. Please correct one of them.`,
    };
  }
  return { ok: true, city, addressKey: addressKey(address, city) };
}
