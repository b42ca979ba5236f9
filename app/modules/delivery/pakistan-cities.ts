/**
 * The one way a typed city is compared with the delivery zones' cities (checkout, its quote, the
 * admin's policy form and, through address-city.ts, the consultation booking). The cities a form
 * offers are ~/utils/pakistan-cities.
 */
import { foldLookAlikes } from "./look-alike-letters";

/**
 * Short forms, spellings and Urdu names that people commonly type for a listed city, each
 * compared after `foldPlaceText` (so written here as read). Kept short on purpose: an
 * entry here decides which zone a customer pays for, so only names that mean one city belong.
 * Areas inside a city (DHA, Gulberg, Bahria Town) are not here: several cities have one.
 */
const ALTERNATIVE_NAMES: Readonly<Record<string, string>> = {
  lhr: "lahore",
  khi: "karachi",
  isb: "islamabad",
  pindi: "rawalpindi",
  rwp: "rawalpindi",
  faislabad: "faisalabad",
  fsd: "faisalabad",
  "dg khan": "dera ghazi khan",
  "d g khan": "dera ghazi khan",
  "di khan": "dera ismail khan",
  "d i khan": "dera ismail khan",
  ryk: "rahim yar khan",
  "shaheed benazirabad": "nawabshah",
  لاہور: "lahore",
  کراچی: "karachi",
  "اسلام آباد": "islamabad",
  راولپنڈی: "rawalpindi",
};

/** The alternative names as `foldPlaceText` leaves them, each with its city's name as `normaliseCity` gives it. */
export const CITY_ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries(ALTERNATIVE_NAMES).map(([name, city]) => [foldPlaceText(name), city]),
);

/**
 * Place text in the form in which it is compared, so that what looks the same is the same:
 * compatibility forms unified (NFKC: a full-width 'Ｌａｈｏｒｅ' is 'Lahore'), a Cyrillic or Greek
 * look-alike read as its Latin letter, lower case, accents and invisible characters (zero-width
 * spaces, soft hyphens) dropped, punctuation and symbols read as spaces ('D.G. Khan' is 'd g khan',
 * 'Dera-Ghazi-Khan' 'dera ghazi khan'), and spaces collapsed.
 */
export function foldPlaceText(text: string): string {
  return foldLookAlikes(text.normalize("NFKC"))
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\p{M}\p{Default_Ignorable_Code_Point}]/gu, "")
    .replace(/[\p{P}\p{S}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .normalize("NFC");
}

/**
 * The form in which two city names are compared: `foldPlaceText`, and a known alternative name
 * replaced by its city's ('Isb' is 'islamabad'). Anything else is left as typed, so an unknown
 * place never quietly becomes a known one.
 */
export function normaliseCity(text: string): string {
  const plain = foldPlaceText(text);
  return CITY_ALIASES.get(plain) ?? plain;
}
