import { z } from "zod";
import { plainLineText } from "~/modules/orders/payments";
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";
import type { QuoteLine } from "./quote-figures";

import { QUOTE_FORM_ROWS } from "./quote.schema-types";

export { QUOTE_FORM_ROWS };
/** The furthest a quote may stay open. */
export const QUOTE_MAX_VALID_DAYS = 180;

const MONEY_MESSAGE = "Please enter whole rupees, from 1 to 100,000,000.";
const QUANTITY_MESSAGE = "Please enter a quantity from 1 to 999.";

/** Whole rupees, thousands separators allowed (480,000). */
const rupees = (min: number, message: string) =>
  z.preprocess(
    (value) =>
      typeof value === "string" && /^\s*\d{1,3}(,?\d{3})*\s*$/.test(value) ? Number(value.replaceAll(",", "")) : value,
    z.int({ error: message }).min(min, message).max(100_000_000, message),
  );

/** Several paragraphs a person typed: kept as typed, without the characters the shop refuses. */
export const plainText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    // Line breaks and tabs are text here; any other control character is not.
    .refine((value) => !/\p{Cc}/u.test(value.replace(/[\n\r\t]/g, "")) && !hasUnsafeText(value), UNSAFE_TEXT_MESSAGE);

const lineSchema = z.object({
  description: plainLineText(200, "Please keep each description under 200 characters.").pipe(
    z.string().min(1, "Please describe each line that has a price."),
  ),
  quantity: z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.int({ error: QUANTITY_MESSAGE }).min(1, QUANTITY_MESSAGE).max(999, QUANTITY_MESSAGE),
  ),
  unitPrice: rupees(1, MONEY_MESSAGE),
});

/** The quote form's rows as lines: a row with nothing typed in it is not a line. */
export function formLines(form: FormData): Record<string, string>[] {
  const text = (name: string) => form.getAll(name).map((value) => (typeof value === "string" ? value : ""));
  const descriptions = text("lineDescription");
  const quantities = text("lineQuantity");
  const prices = text("linePrice");
  return descriptions
    .map((description, index) => ({ description, quantity: quantities[index] ?? "", unitPrice: prices[index] ?? "" }))
    .filter((row) => [row.description, row.unitPrice].some((value) => value.trim() !== ""))
    .slice(0, QUOTE_FORM_ROWS + 1);
}

/** The admin's quote: lines, delivery (a fee or included), lead time, advance, last valid day, a note. */
export function quoteFormSchema(today: string, maxDay: string) {
  return z
    .object({
      requestKey: z.uuid("Please reload the page and try again."),
      lines: z
        .array(lineSchema)
        .min(1, "Please enter at least one line: a description and its price.")
        .max(QUOTE_FORM_ROWS, `A quote has at most ${QUOTE_FORM_ROWS} lines.`),
      deliveryIncluded: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
      deliveryFee: z.string().optional(),
      leadTimeWeeks: z.preprocess(
        (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
        z
          .int({ error: "Please enter the lead time in whole weeks, 1 to 104." })
          .min(1, "Please enter the lead time in whole weeks, 1 to 104.")
          .max(104, "Please enter the lead time in whole weeks, 1 to 104."),
      ),
      advancePercent: z.preprocess(
        (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
        z
          .int({ error: "Please enter a whole percentage from 0 to 100." })
          .min(0, "Please enter a whole percentage from 0 to 100.")
          .max(100, "Please enter a whole percentage from 0 to 100."),
      ),
      validUntil: z
        .string({ error: "Please choose the last day the quote can be accepted." })
        .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose the last day the quote can be accepted.")
        .refine((day) => day >= today, "The last day cannot be in the past.")
        .refine((day) => day <= maxDay, `A quote may stay open for at most ${QUOTE_MAX_VALID_DAYS} days.`),
      note: plainText(2000, "Please keep the note under 2,000 characters.")
        .optional()
        .transform((value) => value || null),
    })
    .transform((value, context) => {
      let deliveryFee: number | null = null;
      if (!value.deliveryIncluded) {
        const fee = rupees(
          0,
          "Please enter the delivery charge in whole rupees, or tick 'Delivery included'.",
        ).safeParse(value.deliveryFee ?? "");
        if (!fee.success) {
          context.addIssue({ code: "custom", path: ["deliveryFee"], message: fee.error.issues[0]!.message });
          return z.NEVER;
        }
        deliveryFee = fee.data;
      }
      const lines: QuoteLine[] = value.lines;
      return { ...value, lines, deliveryFee };
    });
}

export type QuoteForm = z.output<ReturnType<typeof quoteFormSchema>>;

/** Why the request is declined, as the customer will read it. */
export const declineFormSchema = z.object({
  reason: plainText(1000, "Please keep the reason under 1,000 characters.").pipe(
    z.string().min(1, "Please say why, in a sentence the customer will read."),
  ),
});

/** A message on the request, from either side. */
export const messageFormSchema = z.object({
  requestKey: z.uuid("Please reload the page and try again."),
  body: plainText(2000, "Please keep the message under 2,000 characters.").pipe(
    z.string().min(1, "Please write your message."),
  ),
});
