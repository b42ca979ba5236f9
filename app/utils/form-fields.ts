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

/** An image address: a web address (http or https) or a path on this site (/images/…, /media/…). */
export function isImageUrl(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

const IMAGE_URL_MESSAGE = "Please enter a web address (https://…) or a path on this site (/images/…).";

export const optionalImageUrl = optionalText(2000).refine((value) => value === null || isImageUrl(value), {
  message: IMAGE_URL_MESSAGE,
});

/** The spec's images field: comma-separated addresses, trimmed; empty means none. */
export const imageUrlList = formText
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  )
  // Checked as a whole, so that the message belongs to the field and not to one item.
  .pipe(
    z
      .array(z.string())
      .max(20, "Please give at most 20 images.")
      .refine((list) => list.every((item) => item.length <= 2000 && isImageUrl(item)), {
        message: `Each image must be a web address (https://…) or a path on this site (/images/…), separated by commas.`,
      }),
  );

/** The first message for each field, keyed by its form name ('emails.sales', 'businessHours.0.days'). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}
