import type { FormLimits } from "~/utils/form-limits";

/** The fields of POST /discount-code: the code, what to do with it, the page to go back to, how to answer. */
export const DISCOUNT_CODE_FORM: FormLimits = {
  bytes: 8 * 1024,
  fields: 6,
  fieldBytes: 2 * 1024,
  files: 0,
  fileBytes: 0,
};

/** Why a post changed nothing, as the page it returns to reads it from its address (`?code-note=`). */
export const DISCOUNT_CODE_NOTES = {
  empty: "Please enter a discount code.",
  shape: "A discount code is letters and digits only, at most 30.",
  unknown: "We do not know this code. Please check it and try again.",
  busy: "Too many codes tried from here. Please wait a few minutes and try again.",
} as const;
export type DiscountCodeNote = keyof typeof DISCOUNT_CODE_NOTES;
export const DISCOUNT_CODE_NOTE_PARAM = "code-note";

/** A note named in a page's address, or null for anything else. */
export function discountCodeNote(value: string | null): DiscountCodeNote | null {
  return value !== null && Object.hasOwn(DISCOUNT_CODE_NOTES, value) ? (value as DiscountCodeNote) : null;
}

/** What a fetcher (JavaScript) gets back. */
export type DiscountCodeReply = { ok: true; code: string | null } | { ok: false; message: string };
