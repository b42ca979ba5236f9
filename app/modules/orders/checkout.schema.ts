import { z } from "zod";
import { DELIVERY_OPTION_IDS } from "~/modules/delivery/delivery-policy";
import { addressFieldsSchema } from "~/modules/accounts/address-book.schema";

/** The checkout form (spec: fullName, email, phone, address, city required; notes optional) plus delivery, payment, the idempotency key and what the customer saw. */
export const checkoutSchema = z.object({
  // Name, phone, address and city: the address book's rules and words (an address saved there is
  // one checkout accepts, and the other way round).
  fullName: addressFieldsSchema.shape.fullName,
  email: z
    .string({ error: "Please enter your e-mail address." })
    .trim()
    .min(1, "Please enter your e-mail address.")
    .pipe(z.email("Please enter a valid e-mail address."))
    .transform((value) => value.toLowerCase()),
  phone: addressFieldsSchema.shape.phone,
  address: addressFieldsSchema.shape.address,
  city: addressFieldsSchema.shape.city,
  notes: z
    .string()
    .trim()
    .max(1000, "Notes are at most 1,000 characters.")
    .optional()
    .transform((value) => value || null),
  deliveryOption: z.enum(DELIVERY_OPTION_IDS, { error: "Please choose a delivery option." }).default("standard"),
  paymentMethod: z.enum(["cod", "bank_transfer"], { error: "Please choose how you will pay." }).default("cod"),
  idempotencyKey: z.uuid("This form has expired. Please reload the page."),
  /** The discount code the page showed applied (from the visit's cookie); checked again as the order is placed. */
  discountCode: z
    .string()
    .trim()
    .max(100, "A discount code is letters and digits only, at most 30.")
    .optional()
    .transform((value) => value || null),
  /**
   * What the customer saw (DECISIONS: never charged an amount they did not see): the total on
   * the button, and each piece's price as 'productId:price,...'. A missing total is a form
   * from before this check, and is asked to be confirmed like a changed one.
   */
  shownTotal: z.preprocess(
    (value) =>
      typeof value === "number" || (typeof value === "string" && /^\d{1,10}$/.test(value.trim()))
        ? Number(value)
        : null,
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
