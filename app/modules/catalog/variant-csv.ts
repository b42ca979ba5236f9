import { csvRow, UTF8_BOM } from "~/utils/csv";
import { shopCalendar } from "~/utils/shop-time";
import { MAX_OPTIONS, type VariantSet } from "./variants";

/**
 * The variants' CSV file (issue 34): one record per variant keyed by its SKU, written by the
 * export and read by the import through the products file's own preview. A product's options are
 * named on each of its rows (option1/value1 … option3/value3), so a row reads on its own in a
 * spreadsheet. `price` is the variant's own price, empty when it sells at the product's base price
 * plus its values' surcharges; `made_to_order_weeks` is empty for a variant sold from stock.
 */
export const VARIANT_CSV_COLUMNS = [
  "sku",
  "product",
  "option1",
  "value1",
  "option2",
  "value2",
  "option3",
  "value3",
  "price",
  "stock",
  "made_to_order_weeks",
  "status",
] as const;
export type VariantCsvColumn = (typeof VARIANT_CSV_COLUMNS)[number];

export const OPTION_COLUMNS = [
  ["option1", "value1"],
  ["option2", "value2"],
  ["option3", "value3"],
] as const satisfies readonly (readonly [VariantCsvColumn, VariantCsvColumn])[];

/** The `status` column: 'active' (on sale) or 'hidden' (kept, not shown in the shop). */
export function parseVariantStatus(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (["active", "on sale", "true", "yes"].includes(value)) return true;
  if (["hidden", "false", "no"].includes(value)) return false;
  return null;
}

export function variantsCsvHeader(): string {
  return UTF8_BOM + csvRow(VARIANT_CSV_COLUMNS);
}

/** A product's variants as rows, in the owner's order. */
export function variantCsvRows(productSlug: string, set: VariantSet): string {
  const names = new Map(set.options.flatMap((option) => option.values.map((value) => [value.id, value.value])));
  return set.variants
    .map((variant) => {
      const optionCells = Array.from({ length: MAX_OPTIONS }, (_, index) => {
        const option = set.options[index];
        return option ? [option.name, names.get(variant.valueIds[index] ?? "") ?? ""] : ["", ""];
      }).flat();
      return csvRow([
        variant.sku,
        productSlug,
        ...optionCells,
        variant.price,
        variant.madeToOrder ? 0 : variant.stock,
        variant.madeToOrder ? variant.leadTimeWeeks : null,
        variant.isActive ? "active" : "hidden",
      ]);
    })
    .join("");
}

/** variants-2024-01-05.csv, the day in Pakistan (as the products file is named). */
export function variantsCsvFilename(now = new Date()): string {
  return `variants-${shopCalendar(now).date}.csv`;
}
