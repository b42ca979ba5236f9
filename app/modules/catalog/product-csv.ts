import { csvRow, UTF8_BOM } from "~/utils/csv";
import { shopCalendar } from "~/utils/shop-time";

/**
 * The products' CSV file, written by the export and read by the import: one record per
 * product keyed by its slug, in these columns. A file keeps the house CSV rules
 * (~/utils/csv); images are the product's picture addresses separated by ' | '
 * (a line break between them is read too, as a spreadsheet's Alt+Enter writes it).
 */
export const PRODUCT_CSV_COLUMNS = [
  "slug",
  "name",
  "description",
  "category",
  "price",
  "stock",
  "active",
  "dimensions",
  "materials",
  "images",
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

const IMAGE_SEPARATOR = " | ";

/** A product as the export writes it: the category by its slug. */
export interface CsvProduct {
  slug: string;
  name: string;
  description: string | null;
  categorySlug: string | null;
  price: number;
  stock: number;
  isActive: boolean;
  dimensions: string | null;
  materials: string | null;
  images: string[];
}

export function productsCsvHeader(): string {
  return UTF8_BOM + csvRow(PRODUCT_CSV_COLUMNS);
}

export function productCsvRow(product: CsvProduct): string {
  return csvRow([
    product.slug,
    product.name,
    product.description,
    product.categorySlug,
    product.price,
    product.stock,
    product.isActive,
    product.dimensions,
    product.materials,
    product.images.join(IMAGE_SEPARATOR),
  ]);
}

/** products-2024-01-05.csv, the day in Pakistan (as the orders file is named). */
export function productsCsvFilename(now = new Date()): string {
  return `products-${shopCalendar(now).date}.csv`;
}

/** One record of the file: its row as a spreadsheet numbers it (the header is row 1), and its cells by column. */
export interface CsvRecord<Column extends string = ProductCsvColumn> {
  row: number;
  cells: Partial<Record<Column, string>>;
  /** How many cells the row had: more than the header's columns is a mistake the plan reports. */
  width: number;
}

/** The `active` column: true/false as the export writes, and the words a person would type. */
export function parseActive(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (["true", "yes", "1", "active"].includes(value)) return true;
  if (["false", "no", "0", "inactive"].includes(value)) return false;
  return null;
}

/** The `images` column: addresses separated by '|' or line breaks. */
export function splitCsvImages(text: string): string[] {
  return text
    .split(/\||\r\n|\n|\r/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A slug the file may give a new product: what slugify makes (lowercase Latin letters, digits, single hyphens). */
export function isSlug(text: string): boolean {
  return text.length <= 80 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(text);
}
