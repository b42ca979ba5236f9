import { z } from "zod";

/**
 * Pieces of the admin forms' zod schemas, safe for the browser. Form posts
 * carry strings, and a field left out of a post is read as empty, so the same
 * schema serves a full form and a hand-made request.
 */
export const formText = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim());

export const requiredText = (max: number, message: string) =>
  formText.pipe(z.string().min(1, message).max(max, `Please keep this under ${max} characters.`));

/** Blank means none: stored as null, not as an empty string. */
export const optionalText = (max: number) =>
  formText
    .pipe(z.string().max(max, `Please keep this under ${max} characters.`))
    .transform((value) => (value === "" ? null : value));

// In a file of its own (no zod at run time), for the forms that fetch their schema when used.
export { fieldErrors } from "./field-errors";
