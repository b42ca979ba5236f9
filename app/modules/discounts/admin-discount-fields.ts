/**
 * The readers of the discount form's fields, one per kind of text: the code, a whole number, a
 * product's line. Each answers a value or the message the admin reads under the field, so that
 * the schema (admin-discount.schema.ts) can report every field at once. Browser-safe.
 */
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";
import { CODE_MAX_LENGTH } from "./discount-settle";
import { normaliseCode } from "./discount-rules";

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const refuse = <T>(message: string): Read<T> => ({ ok: false, message });

// A line break in a one-line field, a NUL, an escape: no text a person types holds them.
const CONTROL = /\p{Cc}/u;
// The text area of products may hold its line breaks (and a pasted tab); nothing else.
const CONTROL_IN_LINES = /(?![\n\r\t])\p{Cc}/u;

export const CONTROL_MESSAGE =
  "Please remove the invisible control character (such as a tab or an escape) from this text and type it again.";

/** The message for text a field cannot hold, or null when it is clean. */
export function unsafeTextMessage(value: string, { lines = false } = {}): string | null {
  if (hasUnsafeText(value)) return UNSAFE_TEXT_MESSAGE;
  return (lines ? CONTROL_IN_LINES : CONTROL).test(value) ? CONTROL_MESSAGE : null;
}

/**
 * The code as typed: Latin letters and digits only, checked before it is upper-cased (so that a
 * 'ß' cannot become 'SS' behind the admin's back), stored upper-case.
 */
export function readCode(typed: string): Read<string> {
  const text = typed.trim();
  if (text === "") return refuse("Please enter the code, e.g. EID25.");
  const unsafe = unsafeTextMessage(text);
  if (unsafe) return refuse(unsafe);
  if (text.length > CODE_MAX_LENGTH) {
    return refuse(`A code has at most ${CODE_MAX_LENGTH} letters and digits (this one has ${text.length} characters).`);
  }
  if (!/^[A-Za-z0-9]*$/.test(text)) {
    return refuse("A code has letters (A to Z) and digits only: no spaces, dashes or other signs.");
  }
  const code = normaliseCode(text);
  return code ? ok(code) : refuse("A code has at least 3 letters and digits.");
}

/**
 * A whole number as typed ('20000', '20,000'), or null when left empty. `message` is said for
 * anything else, and for a number outside min..max unless `tooHigh` names that case.
 */
export function readWhole(
  typed: string,
  { min, max, message, tooHigh }: { min: number; max: number; message: string; tooHigh?: string },
): Read<number | null> {
  const text = typed.trim();
  if (text === "") return ok(null);
  if (!/^\d+$/.test(text) && !/^\d{1,3}(,\d{3})+$/.test(text)) return refuse(message);
  const value = Number(text.replaceAll(",", ""));
  if (value > max) return refuse(tooHigh ?? message);
  return value < min ? refuse(message) : ok(value);
}

/** One line of the products list as typed, and the slug it names (null: it names none). */
export interface ProductLine {
  line: string;
  slug: string | null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_PRODUCT_LINES = 200;
const MAX_LINE = 300;

/**
 * The slug a line names: the slug itself ('noor-walnut-chair'), or a product's page address,
 * whole ('https://…/furniture/noor-walnut-chair?x') or from its path ('/furniture/noor-walnut-chair').
 */
export function productSlugOf(line: string): string | null {
  if (line.length > MAX_LINE) return null;
  let path = line.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  path = path.replace(/[?#].*$/, "").replace(/\/+$/, "");
  const match = /^(?:\/?furniture\/)?([^/]+)$/i.exec(path);
  const slug = match?.[1]?.toLowerCase() ?? null;
  return slug && SLUG.test(slug) ? slug : null;
}

/** The products' text area: one product a line, blank lines left out, each named once. */
export function readProductLines(typed: string): Read<ProductLine[]> {
  const unsafe = unsafeTextMessage(typed, { lines: true });
  if (unsafe) return refuse(unsafe);
  const lines = [...new Set(typed.split(/\r\n|\r|\n/).map((line) => line.trim()))].filter(Boolean);
  if (lines.length > MAX_PRODUCT_LINES) {
    return refuse(`Please list at most ${MAX_PRODUCT_LINES} products, one a line (there are ${lines.length}).`);
  }
  return ok(lines.map((line) => ({ line, slug: productSlugOf(line) })));
}

/** 'a, b and 3 more': the first few of a list, for a message. */
export function someOf(items: string[], shown = 8): string {
  const first = items.slice(0, shown).map((item) => (item.length > 60 ? `${item.slice(0, 60)}…` : item));
  return items.length > shown ? `${first.join(", ")} and ${items.length - shown} more` : first.join(", ");
}
