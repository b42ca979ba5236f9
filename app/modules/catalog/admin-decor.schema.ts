import { z } from "zod";
import { formText, imageUrlList, optionalText, requiredText } from "~/utils/form-fields";

export const DECOR_SLUG = "decor";
/** The spec's notice when the décor category is missing (here so the page can show it too). */
export const DECOR_MISSING = "Decor category not found. Please create it first.";
export const MAX_PRICE = 1_000_000_000;
export const MAX_STOCK = 100_000;

/**
 * Whole rupees (prices are stored exactly, DECISIONS: money). Written the way
 * people write them: '12,500', 'PKR 12500', '12500.00'; paisa are refused
 * rather than silently rounded.
 */
const price = formText.transform((value, context) => {
  const plain = value.replace(/^(pkr|rs\.?|₨)\s*/i, "").replace(/[,\s]/g, "");
  if (plain === "") {
    context.addIssue({ code: "custom", message: "Please enter the price." });
    return z.NEVER;
  }
  if (!/^\d+(\.0+)?$/.test(plain) || Number.parseFloat(plain) > MAX_PRICE) {
    context.addIssue({ code: "custom", message: "Please enter the price in whole rupees, e.g. 12,500." });
    return z.NEVER;
  }
  return Number.parseInt(plain, 10);
});

const stock = formText.transform((value, context) => {
  const plain = value.replace(/[,\s]/g, "");
  if (plain === "") {
    context.addIssue({ code: "custom", message: "Please enter how many are in stock." });
    return z.NEVER;
  }
  if (!/^\d+$/.test(plain) || Number.parseInt(plain, 10) > MAX_STOCK) {
    context.addIssue({ code: "custom", message: "Please enter a whole number of items, 0 or more." });
    return z.NEVER;
  }
  return Number.parseInt(plain, 10);
});

/** The Home Decor tab's add form: name, price and stock required (as for any product). */
export const decorFormSchema = z.object({
  name: requiredText(160, "Please enter the item's name."),
  description: optionalText(5000),
  price,
  stock,
  images: imageUrlList,
});

export type DecorInput = z.output<typeof decorFormSchema>;
