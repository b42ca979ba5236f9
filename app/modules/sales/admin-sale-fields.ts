/**
 * The readers of the sale form's own fields: its name and its list of SKUs. The rest (whole
 * numbers, product lines, control characters) is read by the discount form's readers, shared.
 * Each answers a value or the message the admin reads under the field. Browser-safe.
 */
import { someOf, unsafeTextMessage, type Read } from "~/modules/discounts/admin-discount-fields";

export const SALE_NAME_MAX_LENGTH = 80;
export const MAX_SKUS = 200;

/** The name as the shop shows it: trimmed, 1 to 80 characters (as the database counts them), one line. */
export function readSaleName(typed: string): Read<string> {
  const name = typed.trim();
  if (name === "") return { ok: false, message: "Please enter the sale's name, e.g. Eid Sale." };
  const unsafe = unsafeTextMessage(name);
  if (unsafe) return { ok: false, message: unsafe };
  // Characters as PostgreSQL's char_length counts them (an emoji is one), not UTF-16 units.
  const length = [...name].length;
  if (length > SALE_NAME_MAX_LENGTH) {
    return {
      ok: false,
      message: `A sale's name has at most ${SALE_NAME_MAX_LENGTH} characters (this one has ${length}).`,
    };
  }
  return { ok: true, value: name };
}

/**
 * The SKUs typed, one a line or separated by commas, each once, in capitals (every SKU of the
 * shop is: 'nw-chair-teak' names NW-CHAIR-TEAK). Whether each exists is the server's question.
 */
export function readSkus(typed: string): Read<string[]> {
  const unsafe = unsafeTextMessage(typed, { lines: true });
  if (unsafe) return { ok: false, message: unsafe };
  const skus = [...new Set(typed.split(/[\n\r,]+/).map((sku) => sku.trim().toUpperCase()))].filter(Boolean);
  if (skus.length > MAX_SKUS) {
    return { ok: false, message: `Please list at most ${MAX_SKUS} SKUs (there are ${skus.length}).` };
  }
  return { ok: true, value: skus };
}

/** The message for SKUs that name no variant: 'No variant has the SKU X.' */
export function unknownSkusMessage(unknown: string[]): string {
  return unknown.length === 1 ? `No variant has the SKU ${unknown[0]}.` : `No variant has the SKUs ${someOf(unknown)}.`;
}
