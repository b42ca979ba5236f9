import { z } from "zod";
import { normalisePakistaniPhone } from "~/utils/phone";

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, "That is too long.");

/** The checkout form (spec: fullName, email, phone, address, city required; notes optional) plus payment and the idempotency key. */
export const checkoutSchema = z.object({
  fullName: required("Please enter your full name.", 100),
  email: z
    .string({ error: "Please enter your e-mail address." })
    .trim()
    .min(1, "Please enter your e-mail address.")
    .pipe(z.email("Please enter a valid e-mail address."))
    .transform((value) => value.toLowerCase()),
  phone: z
    .string({ error: "Please enter your phone number." })
    .trim()
    .min(1, "Please enter your phone number.")
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
  notes: z
    .string()
    .trim()
    .max(1000, "Notes are at most 1,000 characters.")
    .optional()
    .transform((value) => value || null),
  paymentMethod: z.enum(["cod", "bank_transfer"], { error: "Please choose how you will pay." }).default("cod"),
  idempotencyKey: z.uuid("This form has expired. Please reload the page."),
});

export type CheckoutInput = z.output<typeof checkoutSchema>;
