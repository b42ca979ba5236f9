import type { Notice } from "~/components/ui/toaster";

/**
 * What every action of the Categories, Projects and Settings tabs
 * answers: the spec's notice, and for a refused form its field errors and the
 * values sent (so that a page posted without JavaScript shows them again).
 */
export interface AdminActionResult {
  intent: string;
  notice: Notice | null;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}

export const succeeded = (text: string): Notice => ({ tone: "success", title: "Success", text });
export const failed = (text: string): Notice => ({ tone: "error", title: "Error", text });

/** A form post as plain strings; files (the gallery without JavaScript) are read apart by the action that takes them. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  return values;
}
