import { z } from "zod";
import { normalisePakistaniPhone } from "~/utils/phone";
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";
import { LABEL_MAX } from "./address-book-limits";

/** Text direction controls, bytes that were not UTF-8 and NUL are refused first, as the host's form guard does. */
const safeText = (message: string) =>
  z
    .string({ error: message })
    .refine((value) => !hasUnsafeText(value) && !value.includes("\0"), { message: UNSAFE_TEXT_MESSAGE, abort: true });

// Checkout's name, phone, address and city are these same fields (orders/checkout.schema.ts).
const required = (message: string, max: number) =>
  safeText(message).trim().min(1, message).max(max, "That is too long.");

const PHONE_REQUIRED = "Please enter your phone number.";

/** One address of the book, as the profile's form sends it (the phone becomes +923XXXXXXXXX). */
export const addressFieldsSchema = z.object({
  label: z
    .string()
    .optional()
    .transform((value) => value ?? "")
    .pipe(safeText("").trim().max(LABEL_MAX, "That is too long."))
    .transform((value) => value || null),
  fullName: required("Please enter your full name.", 100),
  phone: safeText(PHONE_REQUIRED)
    .trim()
    .min(1, PHONE_REQUIRED)
    .transform((value, context) => {
      const canonical = normalisePakistaniPhone(value);
      if (!canonical) {
        context.addIssue({ code: "custom", message: "Please enter a Pakistani mobile number, e.g. 0300 1234567." });
        return z.NEVER;
      }
      return canonical;
    }),
  address: required("Please enter your delivery address.", 500),
  city: required("Please enter your city.", 80),
});

export type AddressFields = z.output<typeof addressFieldsSchema>;

/** The address's form names, in the form's order (what the form is filled with again after a refusal). */
export const ADDRESS_FIELD_NAMES = ["label", "fullName", "phone", "address", "city"] as const;

const squeeze = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Two entries are the same address when the name, phone, address and city match, ignoring case
 * and spacing (the label is a name for it, not part of it): the book keeps one of them.
 */
export function sameAddress(
  a: Pick<AddressFields, "fullName" | "phone" | "address" | "city">,
  b: Pick<AddressFields, "fullName" | "phone" | "address" | "city">,
): boolean {
  return (
    a.phone === b.phone &&
    squeeze(a.fullName) === squeeze(b.fullName) &&
    squeeze(a.address) === squeeze(b.address) &&
    squeeze(a.city) === squeeze(b.city)
  );
}
