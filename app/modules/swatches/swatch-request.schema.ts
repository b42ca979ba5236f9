import { z } from "zod";
import { addressFieldsSchema } from "~/modules/accounts/address-book.schema";
import { fieldErrors } from "~/utils/form-fields";
import { UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";

/**
 * The 'Request free swatches' form, checked by the browser for quick answers and again by the
 * server. Name, phone, address and city are checkout's fields (the address book's rules and
 * words), so a buyer meets the same answers on both; the e-mail is checkout's too, with the
 * contact forms' length cap. Whether the city is a city is the server's question (it reads the
 * delivery policy): swatch-address.ts.
 */
export const MAX_SWATCHES = 5;

/** The checkbox of each swatch: one entry per swatch chosen, its option value's id. */
export const SWATCH_FIELD = "swatch";

/** The form's fields in its order: the first one in error takes the focus. */
export const SWATCH_FORM_FIELDS = ["swatches", "name", "email", "phone", "address", "city"] as const;

/** Control characters (but line breaks and tabs) have no place in a name or an address on a parcel. */
const noControls = (value: string) => !/\p{Cc}/u.test(value.replace(/[\n\r\t]/g, ""));

const { fullName, phone, address, city } = addressFieldsSchema.shape;

export const swatchRequestSchema = z.object({
  swatches: z
    .array(z.string().max(64, "Please choose the swatches again."), { error: "Please choose at least one swatch." })
    .min(1, "Please choose at least one swatch.")
    .max(MAX_SWATCHES, `Please choose at most ${MAX_SWATCHES} swatches: uncheck one or more.`),
  name: fullName.transform((value) => value.replace(/\s+/g, " ")).refine(noControls, UNSAFE_TEXT_MESSAGE),
  email: z
    .string({ error: "Please enter your e-mail address." })
    .trim()
    .min(1, "Please enter your e-mail address.")
    .max(320, "That is too long.")
    .pipe(z.email("Please enter a valid e-mail address."))
    .transform((value) => value.toLowerCase()),
  phone,
  address: address
    .min(8, "Please enter the full address: house, street and area.")
    .refine(noControls, UNSAFE_TEXT_MESSAGE),
  city: city.transform((value) => value.replace(/\s+/g, " ")),
  idempotencyKey: z.uuid("This form has expired. Please reload the page."),
});

export type SwatchRequestInput = z.output<typeof swatchRequestSchema>;

/** The form as the request needs it, or the first message per field (a swatch's own problem is the list's). */
export function parseSwatchRequest(
  form: Record<string, unknown>,
): { success: true; data: SwatchRequestInput } | { success: false; errors: Record<string, string> } {
  const parsed = swatchRequestSchema.safeParse(form);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors(parsed.error))) {
    errors[key.startsWith("swatches") ? "swatches" : key] ??= message;
  }
  return { success: false, errors };
}

/** A posted form as the schema reads it: its text fields, and every swatch checked as a list. */
export function swatchFormValues(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) if (typeof value === "string" && name !== SWATCH_FIELD) fields[name] = value;
  fields.swatches = form.getAll(SWATCH_FIELD).filter((value): value is string => typeof value === "string");
  return fields;
}
