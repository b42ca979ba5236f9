/**
 * The one way a typed city is compared with the delivery zones' cities. The cities a form
 * offers are ~/utils/pakistan-cities.
 */

/**
 * Short forms and spellings that people commonly type for a listed city, written as
 * `normaliseCity` leaves them (lower case, dots and commas gone). Kept short on purpose: an
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
};

/**
 * The form in which two city names are compared: trimmed, spaces collapsed, lower case, dots
 * and commas read as spaces ('D.G. Khan' is 'd g khan'), and a known alternative name replaced
 * by its city's ('Isb' is 'islamabad'). Anything else is left as typed, so an unknown place
 * never quietly becomes a known one.
 */
export function normaliseCity(text: string): string {
  const plain = text.normalize("NFKC").toLowerCase().replace(/[.,]/g, " ").replace(/\s+/g, " ").trim();
  return ALTERNATIVE_NAMES[plain] ?? plain;
}
