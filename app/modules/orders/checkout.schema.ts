import { z } from "zod";
import { DELIVERY_OPTION_IDS } from "~/modules/delivery/delivery-policy";
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
  deliveryOption: z.enum(DELIVERY_OPTION_IDS, { error: "Please choose a delivery option." }).default("standard"),
  paymentMethod: z.enum(["cod", "bank_transfer"], { error: "Please choose how you will pay." }).default("cod"),
  idempotencyKey: z.uuid("This form has expired. Please reload the page."),
  /**
   * What the customer saw (DECISIONS: never charged an amount they did not see): the total on
   * the button, and each piece's price as 'productId:price,...'. A missing total is a form
   * from before this check, and is asked to be confirmed like a changed one.
   */
  shownTotal: z.preprocess(
    (value) => (typeof value === "string" && /^\d{1,10}$/.test(value.trim()) ? Number(value) : null),
    z.number().int().nonnegative().nullable(),
  ),
  shownPrices: z
    .string()
    .max(20_000)
    .optional()
    .transform((value) => parseShownPrices(value ?? "")),
});

/** 'id:38000,id:12500' → a map; anything malformed is left out (the total still guards). */
function parseShownPrices(text: string): Map<string, number> {
  const prices = new Map<string, number>();
  for (const pair of text.split(",")) {
    const match = /^([0-9a-f-]{36}):(\d{1,10})$/.exec(pair.trim());
    if (match) prices.set(match[1]!, Number(match[2]));
  }
  return prices;
}

export type CheckoutInput = z.output<typeof checkoutSchema>;
