// The house rules for every CSV file the shop writes, as DECISIONS 'Imports and exports that
// tell the truth' asks: RFC 4180 quoting, a UTF-8 byte-order mark, and no cell a spreadsheet
// would run as a formula. The orders export and the products export both write with these.

/** Spreadsheet programs read the file as UTF-8 (Urdu names) only when it starts with this mark. */
export const UTF8_BOM = "\uFEFF";

/**
 * Text a spreadsheet would run as a formula: starting with = + - @ (or a tab or carriage
 * return, which some programs skip before reading a formula), possibly behind quotes we
 * added. The quotes are counted in so that neutralising is reversible: `=x` is written
 * `'=x` and `'=x` is written `''=x`, and reading strips exactly one quote back.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * One cell. Text that could run as a formula gets a leading single quote so it stays
 * text (CSV injection). Then RFC 4180: a cell holding a comma, a quote or a line break
 * is wrapped in quotes, with its quotes doubled.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  // Numbers are our own (totals, prices): never negative, so never read as a formula.
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended by CRLF as RFC 4180 says. */
export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A cell as read back from a file we wrote: the quote `csvCell` put before a formula taken off again. */
export function uncsvCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
