import { z } from "zod";
import { normalisePakistaniPhone } from "~/utils/phone";

/** Field rules shared by the custom-order and contact forms (browser and server). */

const TOO_LONG = "That is too long.";

/** Trimmed text that must be there; runs of spaces and line breaks become one space (one-line fields). */
export const requiredLine = (message: string, max: number) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, message).max(max, TOO_LONG));

/** Trimmed multi-line text that must be there. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep it under ${max.toLocaleString("en-US")} characters.`);

/** Optional one-line text: blank becomes null. */
export const optionalLine = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => value?.replace(/\s+/g, " ").trim() ?? "")
    .pipe(z.string().max(max, TOO_LONG))
    .transform((value) => value || null);

export const emailField = z
  .string({ error: "Please enter your e-mail address." })
  .trim()
  .min(1, "Please enter your e-mail address.")
  .max(320, TOO_LONG)
  .pipe(z.email("Please enter a valid e-mail address."))
  .transform((value) => value.toLowerCase());

const PHONE_FORMAT = "Please enter a Pakistani mobile number, e.g. 0300 1234567.";

function canonicalPhone(value: string, context: z.RefinementCtx) {
  const canonical = normalisePakistaniPhone(value);
  if (!canonical) {
    context.addIssue({ code: "custom", message: PHONE_FORMAT });
    return z.NEVER;
  }
  return canonical;
}

/** A Pakistani mobile number, stored as +923001234567. */
export const requiredPhone = z
  .string({ error: "Please enter your phone number." })
  .trim()
  .min(1, "Please enter your phone number.")
  .transform(canonicalPhone);

/** The same, or null when left blank. */
export const optionalPhone = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? "")
  .transform((value, context) => (value === "" ? null : canonicalPhone(value, context)));

/** One of `values`, or null when left blank ('Not sure yet'). */
export const optionalChoice = <const Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z
    .string()
    .optional()
    .transform((value) => value || null)
    .pipe(z.enum(values, { error: message }).nullable());

export const idempotencyKeyField = z.uuid("This form has expired. Please reload the page.");
