import { z } from "zod";
import {
  fromImageEntries,
  imageListField,
  readImageEntries,
  toImageEntries,
  withImageEntries,
  type ImageEntry,
} from "~/modules/media/image-list";
import { MAX_PRICE } from "~/utils/money";

/**
 * The admin's product form, validated with the same schema in the browser (for
 * quick feedback) and in the action (which decides). Form values arrive as
 * strings; the JSON import passes numbers, so the number fields take either.
 */

export const MAX_STOCK = 1_000_000;
export const MAX_IMAGES = 20;

/** Text or a number, as the text the user would have typed. */
const numberText = (missing: string) =>
  z
    .union([z.string(), z.number()], { error: missing })
    .transform((value) => (typeof value === "number" ? String(value) : value.replace(/[\s,]/g, "")));

/**
 * Whole rupees: money is exact, so '12500.00' is accepted but '12500.50' is
 * refused instead of rounded (the shop never sells in paise).
 */
export const priceField = numberText("Please enter a price.").transform((text, context) => {
  const fail = (message: string) => {
    context.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (text === "") return fail("Please enter a price.");
  if (text.startsWith("-")) return fail("The price cannot be negative.");
  if (/^\d+\.\d*[1-9]\d*$/.test(text)) return fail("Prices are whole rupees: leave out the paise.");
  if (!/^\d+(\.0*)?$/.test(text)) return fail("The price must be a number of rupees, e.g. 45000.");
  const price = Number(text.split(".")[0]);
  if (price > MAX_PRICE) return fail("That price is too high.");
  return price;
});

export const stockField = numberText("Please enter the stock.").transform((text, context) => {
  const fail = (message: string) => {
    context.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (text === "") return fail("Please enter the stock.");
  if (text.startsWith("-")) return fail("Stock cannot be negative.");
  if (!/^\d+$/.test(text)) return fail("Stock is a whole number of pieces.");
  const stock = Number(text);
  if (stock > MAX_STOCK) return fail("That stock is too high.");
  return stock;
});

/** Optional text: blank is stored as none. */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} has at most ${max.toLocaleString("en-US")} characters.`)
    .transform((value) => value || null);

export const productNameField = z
  .string({ error: "Please enter a product name." })
  .trim()
  .min(1, "Please enter a product name.")
  .max(200, "The name has at most 200 characters.");

/**
 * The form's fields; its pictures arrive as the gallery's `images.<n>.url/alt`
 * (the JSON import passes `images` as a list) and leave as the two columns,
 * `images` and `imageAlts`, position by position.
 */
export const adminProductSchema = z.preprocess(
  withImageEntries,
  z
    .object({
      name: productNameField,
      description: optionalText(5_000, "The description").prefault(""),
      price: priceField,
      stock: stockField,
      categoryId: z.uuid({ error: "Please choose a category." }),
      dimensions: optionalText(200, "Dimensions").prefault(""),
      materials: optionalText(200, "Materials").prefault(""),
      images: imageListField(MAX_IMAGES, "product").default([]),
    })
    .transform(({ images, ...product }) => ({ ...product, ...fromImageEntries(images) })),
);

export type AdminProductInput = z.output<typeof adminProductSchema>;

/** The form's fields as text, for filling the form again (an edit, or input the server refused). */
export type AdminProductValues = Record<
  "name" | "description" | "price" | "stock" | "categoryId" | "dimensions" | "materials",
  string
> & { images: ImageEntry[] };

export function productValues(product?: {
  name: string;
  description: string | null;
  price: number;
  stock: number;
  categoryId: string | null;
  dimensions: string | null;
  materials: string | null;
  images: string[];
  imageAlts: string[];
}): AdminProductValues {
  return {
    name: product?.name ?? "",
    description: product?.description ?? "",
    price: product ? String(product.price) : "",
    stock: product ? String(product.stock) : "",
    categoryId: product?.categoryId ?? "",
    dimensions: product?.dimensions ?? "",
    materials: product?.materials ?? "",
    images: product ? toImageEntries(product.images, product.imageAlts) : [],
  };
}

/** What the user typed, for showing the form again after a refusal. */
export function typedValues(form: Record<string, FormDataEntryValue>): AdminProductValues {
  const text = (key: string) => (typeof form[key] === "string" ? (form[key] as string) : "");
  return {
    name: text("name"),
    description: text("description"),
    price: text("price"),
    stock: text("stock"),
    categoryId: text("categoryId"),
    dimensions: text("dimensions"),
    materials: text("materials"),
    images: readImageEntries(form),
  };
}
