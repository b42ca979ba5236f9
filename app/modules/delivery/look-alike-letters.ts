/**
 * Cyrillic and Greek letters that look like a Latin letter, read as that letter, so that
 * 'Lаhore' typed with a Cyrillic 'а' is Lahore and not a city in no zone (issue 32).
 *
 * Taken from Unicode's confusables.txt (UTS #39, the security mechanisms' data file): the
 * Cyrillic and Greek entries whose skeleton is a single Latin letter, for the letters that the
 * shop's city names use. Each maps to the Latin letter it looks like in its own case (the file
 * sends a capital I and its look-alikes to 'l'; the cities are compared after case folding, where
 * 'I' must become 'i'). A small table rather than the whole file (about 6,000 entries, most of
 * them symbols no city name has): checkout runs this in the browser, where every kilobyte counts
 * (docs/performance.md's budget).
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  a: "\u0430\u03B1\u0251", // Cyrillic а, Greek α, Latin alpha ɑ
  A: "\u0410\u0391", // Cyrillic А, Greek Α
  B: "\u0412\u0392", // Cyrillic В, Greek Β
  c: "\u0441\u03F2", // Cyrillic с, Greek lunate sigma ϲ
  C: "\u0421\u03F9", // Cyrillic С, Greek capital lunate sigma Ϲ
  d: "\u0501", // Cyrillic ԁ
  e: "\u0435", // Cyrillic е
  E: "\u0415\u0395", // Cyrillic Е, Greek Ε
  h: "\u04BB", // Cyrillic һ
  H: "\u041D\u0397", // Cyrillic Н, Greek Η
  i: "\u0456\u03B9", // Cyrillic і, Greek ι
  I: "\u0406\u04C0\u0399", // Cyrillic І, palochka Ӏ, Greek Ι
  j: "\u0458\u03F3", // Cyrillic ј, Greek yot ϳ
  J: "\u0408\u037F", // Cyrillic Ј, Greek capital yot Ϳ
  K: "\u041A\u039A", // Cyrillic К, Greek Κ
  l: "\u04CF", // Cyrillic small palochka ӏ
  M: "\u041C\u039C", // Cyrillic М, Greek Μ
  N: "\u039D", // Greek Ν
  o: "\u043E\u03BF\u03C3", // Cyrillic о, Greek ο, Greek σ
  O: "\u041E\u039F", // Cyrillic О, Greek Ο
  p: "\u0440\u03C1", // Cyrillic р, Greek ρ
  P: "\u0420\u03A1", // Cyrillic Р, Greek Ρ
  q: "\u051B", // Cyrillic ԛ
  Q: "\u051A", // Cyrillic Ԛ
  s: "\u0455", // Cyrillic ѕ
  S: "\u0405", // Cyrillic Ѕ
  T: "\u0422\u03A4", // Cyrillic Т, Greek Τ
  v: "\u03BD\u0475", // Greek ν, Cyrillic ѵ
  w: "\u051D", // Cyrillic ԝ
  W: "\u051C", // Cyrillic Ԝ
  x: "\u0445", // Cyrillic х
  X: "\u0425\u03A7", // Cyrillic Х, Greek Χ
  y: "\u0443\u04AF\u03B3", // Cyrillic у, Cyrillic ү, Greek γ
  Y: "\u04AE\u03A5", // Cyrillic Ү, Greek Υ
  Z: "\u0396", // Greek Ζ
};

const LATIN_FOR = new Map(
  Object.entries(LOOK_ALIKES).flatMap(([latin, alikes]) => [...alikes].map((alike) => [alike, latin] as const)),
);
const ANY_LOOK_ALIKE = new RegExp(`[${[...LATIN_FOR.keys()].join("")}]`, "gu");

/** `text` with each Cyrillic or Greek look-alike of a Latin letter replaced by that letter. */
export function foldLookAlikes(text: string): string {
  return text.replace(ANY_LOOK_ALIKE, (letter) => LATIN_FOR.get(letter) ?? letter);
}
