/**
 * Which listed city an address names, if any: the check that an address and its city agree
 * (checkout prices 'House 5, Clifton, Karachi' with the city 'Lahore' by quote; the consultation
 * booking visits homes in Lahore only). Browser-safe: checkout runs it as the customer types.
 */
import { PAKISTAN_CITIES } from "~/utils/pakistan-cities";
import { CITY_ALIASES, foldPlaceText, normaliseCity } from "./pakistan-cities";

/**
 * Words that, right after a city's name, make it the name of a street, a market or a
 * neighbourhood rather than the city: 'Multan Road, Lahore' is in Lahore, 'Karachi Company' in
 * Islamabad, 'Hyderabad Colony' in Karachi. 'Cantt' is not among them: 'Lahore Cantt' is Lahore.
 */
const NAMED_AFTER = new Set([
  "road",
  "rd",
  "street",
  "avenue",
  "highway",
  "bypass",
  "motorway",
  "chowk",
  "mor",
  "bazaar",
  "bazar",
  "market",
  "gate",
  "colony",
  "town",
  "society",
  "company",
  "plaza",
  "stop",
  "adda",
]);

export interface NamedCity {
  /** The city as `normaliseCity` gives it ('karachi'), to compare. */
  key: string;
  /** The city as the list spells it ('Karachi'), to show. */
  name: string;
}

interface CityWords extends NamedCity {
  words: string[];
}

/**
 * Every name to look for (the listed cities, `extra` ones, and their short forms) by its first
 * word, the longest first: an address is read word by word, as the customer types.
 */
function cityWords(extra: readonly string[]): Map<string, CityWords[]> {
  const listed = [...PAKISTAN_CITIES, ...extra];
  const shown = new Map(listed.map((name) => [normaliseCity(name), name]));
  const byFirstWord = new Map<string, CityWords[]>();
  for (const text of [...listed, ...CITY_ALIASES.keys()]) {
    const key = normaliseCity(text);
    if (key === "") continue;
    const words = foldPlaceText(text).split(" ");
    const entries = byFirstWord.get(words[0]!) ?? [];
    entries.push({ key, name: shown.get(key) ?? text, words });
    byFirstWord.set(
      words[0]!,
      entries.sort((a, b) => b.words.length - a.words.length),
    );
  }
  return byFirstWord;
}

const LISTED = cityWords([]);
// Per list of extra cities (a delivery policy's, kept by delivery-quote.ts): built once, not per keystroke.
const WITH_EXTRA = new WeakMap<readonly string[], Map<string, CityWords[]>>();

/**
 * The listed city an address names, or null. Pakistani addresses end with their city, so the last
 * city named wins ('DHA Phase 6, Lahore'), except a name followed by one of `NAMED_AFTER` ('Multan
 * Road'). Names are matched as whole words after `foldPlaceText`, so look-alike letters, case and
 * punctuation do not hide one. `extra`: more cities to know (a delivery policy's own).
 */
export function cityNamedInAddress(address: string, extra: readonly string[] = []): NamedCity | null {
  let names = extra.length > 0 ? WITH_EXTRA.get(extra) : LISTED;
  if (!names) WITH_EXTRA.set(extra, (names = cityWords(extra)));
  const words = foldPlaceText(address).split(" ");
  let named: NamedCity | null = null;
  for (let at = 0; at < words.length;) {
    const match = names
      .get(words[at]!)
      ?.find((entry) => entry.words.every((word, offset) => words[at + offset] === word));
    if (!match) {
      at += 1;
      continue;
    }
    at += match.words.length;
    const next = words[at];
    if (next === undefined || !NAMED_AFTER.has(next)) named = { key: match.key, name: match.name };
  }
  return named;
}
