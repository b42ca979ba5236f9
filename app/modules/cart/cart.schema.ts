import { z } from "zod";

/** Far above any stock we hold; keeps a typed 1e9 from reaching the database. */
export const MAX_LINE_QUANTITY = 999;

// Digits only: Number() would also read '0x10' as 16, '1e2' as 100 and '' as 0.
const DIGITS = /^\s*\d+\s*$/;

const quantity = z.preprocess(
  (value) => (typeof value === "string" && DIGITS.test(value) ? Number(value) : value),
  z
    .number({
      error: (issue) => (issue.input === undefined ? "Please choose a quantity." : "Quantities are whole numbers."),
    })
    .int("Quantities are whole numbers.")
    .min(1, "The quantity is at least 1.")
    .max(MAX_LINE_QUANTITY, `The quantity is at most ${MAX_LINE_QUANTITY}.`),
);

const id = z.uuid("That item is not in your cart.");

/** Every change to a cart, one form field `intent` apart (the browser and the server parse the same). */
export const cartIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    productId: z.uuid("That product does not exist."),
    /** The chosen variant; absent for a product without options (its one variant). */
    variantId: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.uuid("That choice does not exist.").optional(),
    ),
    quantity: quantity.default(1),
  }),
  z.object({ intent: z.literal("set"), lineId: id, quantity }),
  z.object({ intent: z.literal("remove"), lineId: id }),
]);

export type CartIntent = z.infer<typeof cartIntentSchema>;
