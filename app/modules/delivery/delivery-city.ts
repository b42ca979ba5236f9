/**
 * The city a buyer chooses on a product page (issue 33, part 4), read as checkout reads its City
 * field: a city the policy lists (its case, short form or spelling: 'KHI', 'lahore'), or the city
 * that place text names ('DHA Lahore', 'Karachi, Sindh', 'Clifton', 'F-7'), as address-city.ts
 * reads it. What is kept is the city's name (the policy's spelling where it lists it), so the
 * promise, checkout's field and the charge all name the same city. Pure; the server runs it.
 */
import { cityOfField } from "./address-city";
import { sharedAreaNote } from "./city-field";
import type { DeliveryPolicy } from "./delivery-policy";
import { quoteDelivery } from "./delivery-quote";
import { normaliseCity } from "./pakistan-cities";
import { UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";

// The policy's cities, once per policy: address-city.ts keeps its index per list.
const citiesOf = new WeakMap<DeliveryPolicy, string[]>();
function policyCities(policy: DeliveryPolicy): string[] {
  let cities = citiesOf.get(policy);
  if (!cities) citiesOf.set(policy, (cities = policy.zones.flatMap((zone) => zone.cities)));
  return cities;
}

/**
 * The city `text` names, or null when it names none ('Narnia', or 'DHA' alone: an area of several
 * cities). A city Pakistan has but the policy lists in no zone ('Sargodha') is a city all the same:
 * delivery there is by quote, and the promise says so.
 */
export function deliveryCityOf(policy: DeliveryPolicy, text: string): string | null {
  const key = normaliseCity(text);
  if (key === "") return null;
  const cities = policyCities(policy);
  const spelled = (cityKey: string) => cities.find((city) => normaliseCity(city) === cityKey)?.trim();
  const listed = spelled(key);
  if (listed) return listed;
  const named = cityOfField(text, cities);
  return named ? (spelled(named.key) ?? named.name) : null;
}

/** The field's suggestions (a datalist, so any other city may still be typed): the policy's cities, once each, A to Z. */
export function deliveryCitySuggestions(policy: DeliveryPolicy): string[] {
  const byKey = new Map<string, string>();
  for (const city of policyCities(policy)) {
    const key = normaliseCity(city);
    if (key !== "" && !byKey.has(key)) byKey.set(key, city.trim());
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, "en"));
}

/**
 * Why a city was refused, by the code that a page without JavaScript is sent back with
 * (`?deliver-to=unknown`): a code, never the text typed, so that no buyer's words reach an
 * address that the shared page cache may keep.
 */
export const DELIVERY_CITY_NOTES = {
  empty: "Please type your city.",
  long: "A city's name is at most 80 characters.",
  unsafe: UNSAFE_TEXT_MESSAGE,
  unknown: "We could not find that city. Please type your city's name, as in 'Karachi' or 'DHA Lahore'.",
  busy: "Too many changes of city at once. Please try again in a few minutes.",
} as const;

export type DeliveryCityNote = keyof typeof DELIVERY_CITY_NOTES;

/** The query parameter that carries a refusal's code back to the product page. */
export const DELIVERY_CITY_NOTE_PARAM = "deliver-to";

/** The note a code names, or null for anything else in the address. */
export function deliveryCityNote(code: string | null): string | null {
  return code !== null && Object.hasOwn(DELIVERY_CITY_NOTES, code)
    ? DELIVERY_CITY_NOTES[code as DeliveryCityNote]
    : null;
}

/**
 * What to tell a page with JavaScript when `text` names no city: checkout's question when it names
 * an area of several cities ("DHA is in more than one city: please add yours, as in 'DHA,
 * Lahore'."), else the plain note.
 */
export function unknownCityMessage(policy: DeliveryPolicy, text: string, now: Date): string {
  const quotable =
    policy.zones.length > 0 &&
    policy.workingDays.length > 0 &&
    policy.options.some((option) => option.id === "standard");
  if (!quotable) return DELIVERY_CITY_NOTES.unknown;
  const quote = quoteDelivery(policy, { city: text, optionId: "standard", subtotal: 0, placedAt: now });
  return sharedAreaNote(policy, text, quote) ?? DELIVERY_CITY_NOTES.unknown;
}
