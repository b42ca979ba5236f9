/**
 * What checkout's City field offers and says (issue 33, part 5): the cities to suggest as the
 * customer types, and the question to ask when the field names an area that several cities have.
 * Browser-safe and without zod: the checkout page runs it.
 */
import { PAKISTAN_CITIES } from "~/utils/pakistan-cities";
import { readPlace } from "./address-city";
import { SHARED_AREAS } from "./city-areas";
import type { DeliveryPolicy } from "./delivery-policy";
import type { DeliveryQuote } from "./delivery-quote";
import { normaliseCity } from "./pakistan-cities";

// Once per policy: the page renders the list on every keystroke.
const suggestionsOf = new WeakMap<DeliveryPolicy, string[]>();

/**
 * The cities the field suggests (an HTML datalist: native, without JavaScript, any other text
 * still allowed): every city the delivery policy names, as the policy spells it, and Pakistan's
 * other main cities, once each and alphabetical.
 */
export function citySuggestions(policy: DeliveryPolicy): string[] {
  let cities = suggestionsOf.get(policy);
  if (!cities) {
    const byKey = new Map<string, string>();
    // The policy's spelling first: it is the one /shipping shows.
    for (const city of [...policy.zones.flatMap((zone) => zone.cities), ...PAKISTAN_CITIES]) {
      const key = normaliseCity(city);
      if (key !== "" && !byKey.has(key)) byKey.set(key, city.trim());
    }
    cities = [...byKey.values()].sort((a, b) => a.localeCompare(b, "en"));
    suggestionsOf.set(policy, cities);
  }
  return cities;
}

/**
 * When the field names an area that several cities have and no city ('DHA', 'Bahria Town Phase
 * 8', 'Cantt'), and delivery is therefore by quote: which city is meant, with an example the
 * policy delivers to ("DHA is in more than one city: please add yours, as in 'DHA, Lahore'.").
 * Otherwise null.
 */
export function sharedAreaNote(policy: DeliveryPolicy, city: string, quote: DeliveryQuote | null): string | null {
  if (quote?.kind !== "quote" || quote.zone !== null || quote.addressCity !== null) return null;
  const reading = readPlace(city);
  if (reading.sharedArea === null || reading.city || reading.areaCity || reading.sector) return null;
  const listed = new Set(policy.zones.flatMap((zone) => zone.cities.map(normaliseCity)));
  const example =
    SHARED_AREAS[reading.sharedArea]?.find((candidate) => listed.has(normaliseCity(candidate))) ??
    policy.zones[0]?.cities[0] ??
    "Lahore";
  return `${reading.sharedArea} is in more than one city: please add yours, as in '${reading.sharedArea}, ${example}'.`;
}
