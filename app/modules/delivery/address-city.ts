/**
 * Which city a city field or an address names, if any: the one reader of place text (issue 33,
 * part 5). Checkout's quote and the server's order price a city field such as 'DHA Lahore',
 * 'Lahore Cantt', 'Karachi, Sindh' or 'F-7' by it (delivery-quote.ts); they check with it that an
 * address and its city agree ('House 5, Clifton, Karachi' with the city 'Lahore' is by quote);
 * the consultation booking visits homes in Lahore only. Browser-safe: checkout runs it as the
 * customer types, so every table is built once, at module load (or once per delivery policy).
 */
import { PAKISTAN_CITIES } from "~/utils/pakistan-cities";
import { CITY_AREAS, NOT_CITIES, SHARED_AREAS } from "./city-areas";
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
  "more",
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

/** What a run of words can be: a city (or its short form), an area of one city, an area of several, or another place. */
type Place =
  | { kind: "city"; city: NamedCity }
  | { kind: "area"; city: NamedCity }
  | { kind: "shared"; area: string }
  | { kind: "other" };

interface PlaceWords {
  place: Place;
  words: string[];
}

type PlaceIndex = Map<string, PlaceWords[]>;

/** A city as the list spells it, for a name from the tables (which use the list's spelling). */
const named = (name: string): NamedCity => ({ key: normaliseCity(name), name });

/**
 * Every name to look for (the listed cities, `extra` ones, their short forms, the areas and the
 * other places of city-areas.ts) by its first word, the longest first: text is read word by
 * word, and 'Gulberg III' must be found before 'Gulberg', 'Mirpur Khas' before 'Mirpur'.
 */
function placeIndex(extra: readonly string[]): PlaceIndex {
  const listed = [...PAKISTAN_CITIES, ...extra];
  const shown = new Map(listed.map((name) => [normaliseCity(name), name]));
  const names: [string, Place][] = [];
  for (const text of [...listed, ...CITY_ALIASES.keys()]) {
    const key = normaliseCity(text);
    if (key !== "") names.push([text, { kind: "city", city: { key, name: shown.get(key) ?? text } }]);
  }
  for (const [city, areas] of Object.entries(CITY_AREAS)) {
    for (const area of areas) names.push([area, { kind: "area", city: named(city) }]);
  }
  for (const area of Object.keys(SHARED_AREAS)) names.push([area, { kind: "shared", area }]);
  for (const place of NOT_CITIES) names.push([place, { kind: "other" }]);

  const byFirstWord: PlaceIndex = new Map();
  for (const [text, place] of names) {
    const words = foldPlaceText(text).split(" ");
    if (words[0] === "") continue;
    const entries = byFirstWord.get(words[0]!) ?? [];
    // A city the policy adds ('Chitral') is read as a city even where a table has it as an area.
    if (entries.some((entry) => entry.words.join(" ") === words.join(" "))) continue;
    entries.push({ place, words });
    byFirstWord.set(words[0]!, entries);
  }
  for (const entries of byFirstWord.values()) entries.sort((a, b) => b.words.length - a.words.length);
  return byFirstWord;
}

const LISTED = placeIndex([]);
// Per list of extra cities (a delivery policy's, kept by delivery-quote.ts): built once, not per keystroke.
const WITH_EXTRA = new WeakMap<readonly string[], PlaceIndex>();

function indexFor(extra: readonly string[]): PlaceIndex {
  if (extra.length === 0) return LISTED;
  let index = WITH_EXTRA.get(extra);
  if (!index) WITH_EXTRA.set(extra, (index = placeIndex(extra)));
  return index;
}

const ISLAMABAD = named("Islamabad");
const SECTOR_NUMBER = /^(?:[5-9]|1[0-8])$/;
const SECTOR_JOINED = /^[d-i](?:[5-9]|1[0-8])$/;

/**
 * How many words at `at` spell one of Islamabad's sectors ('F-7', 'G 11', 'I8'), or 0. The sectors
 * are a letter D to I and a number from 5 (D-12 to D-18, E-7 to E-18, F-5 to F-17, G-5 to G-16,
 * H-8 to H-17, I-8 to I-16): lower numbers are left out, as other cities' blocks are called so
 * (Johar Town's G-1 to G-4 in Lahore).
 */
function sectorAt(words: readonly string[], at: number): number {
  const word = words[at]!;
  // Most words start with another letter or are longer: no sector, without a regular expression.
  const first = word.charCodeAt(0);
  if (word.length > 3 || first < 0x64 || first > 0x69) return 0;
  if (word.length > 1) return SECTOR_JOINED.test(word) ? 1 : 0;
  const number = words[at + 1];
  return number !== undefined && SECTOR_NUMBER.test(number) ? 2 : 0;
}
/** What a piece of place text names: each the last of its kind in the text, or null. */
export interface PlaceReading {
  /** The last listed city named by its name or a short form, not a 'Multan Road'. */
  city: NamedCity | null;
  /** The city of the last area named that only one city has ('Clifton': Karachi), or null. */
  areaCity: NamedCity | null;
  /** The last area named that several cities have ('DHA'), as city-areas.ts writes it. */
  sharedArea: string | null;
  /** Whether an Islamabad sector ('F-7', 'G-11/2') is named. */
  sector: boolean;
}

/**
 * Reads place text as Pakistanis write it. Names are matched as whole words after
 * `foldPlaceText`, so look-alike letters, case and punctuation do not hide one; the longest name
 * at each word wins. `extra`: more cities to know (a delivery policy's own).
 */
export function readPlace(text: string, extra: readonly string[] = []): PlaceReading {
  const index = indexFor(extra);
  const words = foldPlaceText(text).split(" ");
  const reading: PlaceReading = { city: null, areaCity: null, sharedArea: null, sector: false };
  for (let at = 0; at < words.length;) {
    const match = index
      .get(words[at]!)
      ?.find((entry) => entry.words.every((word, offset) => words[at + offset] === word));
    if (!match) {
      const sectorWords = sectorAt(words, at);
      if (sectorWords > 0) reading.sector = true;
      at += Math.max(sectorWords, 1);
      continue;
    }
    at += match.words.length;
    const { place } = match;
    if (place.kind === "city" && !NAMED_AFTER.has(words[at] ?? "")) reading.city = place.city;
    else if (place.kind === "area") reading.areaCity = place.city;
    else if (place.kind === "shared") reading.sharedArea = place.area;
  }
  return reading;
}

/**
 * The listed city an address names, or null. Pakistani addresses end with their city, so the last
 * city named wins ('DHA Phase 6, Lahore'), except a name followed by one of `NAMED_AFTER` ('Multan
 * Road'). Only a city's name or short form counts, never an area: an address's area words repeat
 * across cities (house and block numbers such as 'F-7', society and street names), and a
 * customer in Lahore is not to be priced by quote because a street shares a Karachi area's name.
 * So 'House 5, DHA Phase 6' names no city, 'Clifton, Karachi' names Karachi.
 */
export function cityNamedInAddress(address: string, extra: readonly string[] = []): NamedCity | null {
  return readPlace(address, extra).city;
}

/**
 * The city a city field names, or null: its city ('DHA Lahore', 'Lahore Cantt', 'Karachi, Sindh',
 * 'Pindi'), else the city of an area only one city has ('Clifton', 'Johar Town', 'Blue Area'), else
 * Islamabad for a sector ('F-7/2'). An area several cities have ('DHA', 'Cantt') names none.
 * Unlike an address, a city field holds the place alone, so an area or a sector in it is the
 * customer's answer to 'City'.
 */
export function cityOfField(text: string, extra: readonly string[] = []): NamedCity | null {
  const reading = readPlace(text, extra);
  return reading.city ?? reading.areaCity ?? (reading.sector ? ISLAMABAD : null);
}
