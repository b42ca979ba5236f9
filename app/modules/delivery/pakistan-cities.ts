/**
 * How two city names are compared (the delivery zones' cities with a typed one, the admin's policy
 * form's duplicates): folded as they look, and a short form or spelling read as its city. Longer
 * place text ('DHA Lahore', 'Karachi, Sindh') is read by address-city.ts, with these. The cities a
 * form offers are ~/utils/pakistan-cities and, at checkout, city-field.ts.
 */
import { CITY_SPELLINGS } from "./city-areas";
import { foldLookAlikes } from "./look-alike-letters";

/**
 * The short forms, spellings and Urdu names of city-areas.ts as `foldPlaceText` leaves them, each
 * with its city's name as `normaliseCity` gives it. Only names that mean one city: an entry decides
 * which zone a customer pays for. Areas inside a city are not here (address-city.ts reads them).
 */
export const CITY_ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries(CITY_SPELLINGS).flatMap(([city, names]) =>
    names.map((name) => [foldPlaceText(name), foldPlaceText(city)] as const),
  ),
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
