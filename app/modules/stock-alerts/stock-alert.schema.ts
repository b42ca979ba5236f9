import { z } from "zod";
import { fieldErrors } from "~/utils/form-fields";
import { normalisePakistaniPhone } from "~/utils/phone";
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";

const EMAIL_REQUIRED = "Please enter your e-mail address.";

/**
 * 'Tell me when it is back': the variant, an e-mail (checkout's rule and the contact forms' cap)
 * and, if the buyer likes, a Pakistani mobile number for a call. Checked by the browser for
 * quick answers and again by the server.
 */
export const stockAlertSchema = z.object({
  variantId: z.uuid("This piece has changed. Please reload the page."),
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, EMAIL_REQUIRED)
    .max(320, "That is too long.")
    .refine((value) => !hasUnsafeText(value), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .pipe(z.email("Please enter a valid e-mail address."))
    .transform((value) => value.toLowerCase()),
  phone: z
    .string()
    .max(40, "That is too long.")
    .optional()
    .transform((value, context) => {
      const typed = (value ?? "").trim();
      if (!typed) return null;
      const canonical = normalisePakistaniPhone(typed);
      if (!canonical) {
        context.addIssue({
          code: "custom",
          message: "Please enter a Pakistani mobile number, e.g. 0300 1234567, or leave it empty.",
        });
        return z.NEVER;
      }
      return canonical;
    }),
});

export type StockAlertInput = z.output<typeof stockAlertSchema>;

/** The form as the sign-up needs it, or the first message per field. */
export function parseStockAlert(
  form: Record<string, unknown>,
): { success: true; data: StockAlertInput } | { success: false; errors: Record<string, string> } {
  const parsed = stockAlertSchema.safeParse(form);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors = fieldErrors(parsed.error);
  // A variant that is not one is the form's problem, said above the fields.
  if (errors.variantId) return { success: false, errors: { form: errors.variantId } };
  return { success: false, errors };
}
