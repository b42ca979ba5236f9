import type { z } from "zod";

/**
 * The first message for each field, keyed by its form name ('emails.sales', 'businessHours.0.days').
 * Apart from the schema pieces (form-fields.ts) and with zod's types only, so that a form that
 * fetches its schema when it is used does not load zod with the page.
 */
export function fieldErrors(error: Pick<z.ZodError, "issues">): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}
