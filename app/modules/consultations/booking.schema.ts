import { z } from "zod";
import { cityNamedInAddress } from "~/modules/delivery/address-city";
import { normaliseCity } from "~/modules/delivery/pakistan-cities";
import { fieldErrors } from "~/utils/form-fields";
import { normalisePakistaniPhone } from "~/utils/phone";
import { UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";
import { CONSULTATION_KINDS, type ConsultationKind } from "./consultation-kinds";
import { isPlainText } from "./plain-text";

/**
 * The booking form, checked by the browser for quick answers and again by the server. The
 * person's fields follow the contact form's rules (app/modules/inbox/inbox-fields.ts): the same
 * messages, e-mail stored lower-case, a Pakistani mobile number stored as +923001234567.
 */
export const BOOKING_FIELDS = ["slot", "kind", "name", "email", "phone", "address", "note"] as const;

const TOO_LONG = "That is too long.";
const safe = isPlainText;

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();
const PHONE_FORMAT = "Please enter a Pakistani mobile number, e.g. 0300 1234567.";

/** A time chosen from the offered ones: its start as an ISO instant (a booking's, and a move's from the mail's link). */
export const slotField = z
  .string({ error: "Please choose a time." })
  .max(40, "Please choose a time.")
  .refine((value) => /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), {
    message: "Please choose a time.",
  });

const bookingFields = z.object({
  slot: slotField,
  kind: z.enum(CONSULTATION_KINDS, { error: "Please choose how you would like to meet." }),
  name: z
    .string({ error: "Please enter your name." })
    .transform(oneLine)
    .pipe(z.string().min(1, "Please enter your name.").max(100, TOO_LONG).refine(safe, UNSAFE_TEXT_MESSAGE)),
  email: z
    .string({ error: "Please enter your e-mail address." })
    .trim()
    .min(1, "Please enter your e-mail address.")
    .max(320, TOO_LONG)
    .pipe(z.email("Please enter a valid e-mail address."))
    .transform((value) => value.toLowerCase()),
  phone: z
    .string({ error: "Please enter your phone number." })
    .trim()
    .min(1, "Please enter your phone number.")
    .transform((value, context) => {
      const canonical = normalisePakistaniPhone(value);
      if (canonical) return canonical;
      context.addIssue({ code: "custom", message: PHONE_FORMAT });
      return z.NEVER;
    }),
  address: z
    .string()
    .optional()
    .transform((value) => oneLine(value ?? ""))
    .pipe(z.string().max(300, TOO_LONG).refine(safe, UNSAFE_TEXT_MESSAGE)),
  note: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(
      z
        .string()
        .max(2000, "Please keep it under 2,000 characters.")
        .refine(safe, UNSAFE_TEXT_MESSAGE)
        .transform((value) => value || null),
    ),
  idempotencyKey: z.uuid("This form has expired. Please reload the page."),
});

export interface BookingInput {
  slot: string;
  kind: ConsultationKind;
  name: string;
  email: string;
  phone: string;
  /** A home visit's address, ending in Lahore; null for the other kinds. */
  address: string | null;
  note: string | null;
  idempotencyKey: string;
}

const LAHORE = normaliseCity("Lahore");

/**
 * A home visit's address, or its problem. Designers visit homes in Lahore only: an address whose
 * city is another (the last listed city it names, as checkout reads an address: 'Multan Road,
 * Lahore' is Lahore, 'Clifton, Kаrachi' with a Cyrillic 'а' is Karachi) is refused; one that
 * names no city is taken as Lahore's and says so, so the designer's calendar and the customer's
 * invitation read the same.
 */
export function homeAddress(address: string): { ok: true; address: string } | { ok: false; message: string } {
  if (address === "") return { ok: false, message: "Please enter the address in Lahore where we should visit." };
  if (address.length < 8) return { ok: false, message: "Please enter the full address: house, street and area." };
  const city = cityNamedInAddress(address);
  if (city && city.key !== LAHORE) {
    return { ok: false, message: "We visit homes in Lahore only. For another city, please choose a video call." };
  }
  return { ok: true, address: city ? address : `${address}, Lahore` };
}

/** The form as the booking needs it, or a message per field (every field's, at once). */
export function parseBooking(
  form: Record<string, unknown>,
): { success: true; data: BookingInput } | { success: false; errors: Record<string, string> } {
  const parsed = bookingFields.safeParse(form);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  let address: string | null = null;
  if (form.kind === "home" && !errors.address) {
    const checked = homeAddress(oneLine(typeof form.address === "string" ? form.address : ""));
    if (checked.ok) address = checked.address;
    else errors.address = checked.message;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { success: false, errors };
  return { success: true, data: { ...parsed.data, address } };
}
