import { hasUnsafeText } from "~/utils/text-safety";
import { formatPrice } from "~/utils/money";
import { checkImportItem, type ImportCategory, type ImportProduct } from "./product-import";
import { isSlug, parseActive, splitCsvImages, type CsvRecord, type ProductCsvColumn } from "./product-csv";

/**
 * What a CSV file would do to the catalogue, row by row, decided by pure rules so that the
 * preview and the confirmed import (which plans again, inside its transaction) agree. A row
 * whose slug is a product's updates it; a new slug, or none (the name makes one, as in the
 * JSON import), creates one if the row gives a name. Each row is checked with the JSON
 * import's own item check, which is the product form's schema.
 */

export interface ExistingProduct {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  price: number;
  stock: number;
  categoryId: string | null;
  dimensions: string | null;
  materials: string | null;
  images: string[];
  isActive: boolean;
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

export type PlannedRow =
  | { row: number; kind: "create"; slug: string | null; name: string; product: ImportProduct }
  | {
      row: number;
      kind: "update";
      slug: string;
      name: string;
      id: string;
      product: ImportProduct;
      changes: FieldChange[];
    }
  | { row: number; kind: "unchanged"; slug: string; name: string }
  | { row: number; kind: "failed"; slug: string | null; name: string; reason: string };

// Control characters no product text needs (tab and line breaks are fine in a description).
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** What makes a record of either catalogue file unreadable as a whole: extra cells, or a character no text needs. */
export function recordProblem(record: CsvRecord<string>, columnCount: number): string | null {
  if (record.width > columnCount) {
    return `The row has ${record.width} cells but the header has ${columnCount}: quote cells that hold commas.`;
  }
  const values = Object.values(record.cells) as string[];
  if (values.some((value) => hasUnsafeText(value) || CONTROL.test(value))) {
    return "The row holds a character we do not accept: a text-direction or control character.";
  }
  return null;
}

export function planRecords(
  columns: ProductCsvColumn[],
  records: CsvRecord[],
  existing: ReadonlyMap<string, ExistingProduct>,
  categories: ImportCategory[],
): PlannedRow[] {
  const seen = new Map<string, number>();
  return records.map((record) => {
    const slug = record.cells.slug?.trim() ?? "";
    const fail = (reason: string): PlannedRow => ({
      row: record.row,
      kind: "failed",
      slug: slug || null,
      name: record.cells.name?.trim().slice(0, 200) ?? "",
      reason,
    });
    const unreadable = recordProblem(record, columns.length);
    if (unreadable) return fail(unreadable);
    if (slug) {
      if (!isSlug(slug))
        return fail(`The slug '${slug.slice(0, 60)}' may hold only lowercase letters, digits and hyphens.`);
      const earlier = seen.get(slug);
      if (earlier !== undefined) return fail(`The slug '${slug}' is already used in row ${earlier}.`);
      seen.set(slug, record.row);
    }
    const current = slug ? existing.get(slug) : undefined;
    if (slug && !current && categories.some((category) => category.slug === slug)) {
      return fail(`'${slug}' is a category's address: choose another slug.`);
    }
    if (!current && !record.cells.name?.trim()) return fail(namelessNewRow(record, slug));
    const item = itemOf(record, current);
    if (typeof item === "string") return fail(item);
    const check = checkImportItem(item, categories);
    if (!check.ok) return fail(check.reason);
    const product = check.product;
    if (!current) return { row: record.row, kind: "create", slug: slug || null, name: product.name, product };
    const changes = changesOf(current, product, categories);
    if (changes.length === 0) return { row: record.row, kind: "unchanged", slug, name: product.name };
    return { row: record.row, kind: "update", slug, name: product.name, id: current.id, product, changes };
  });
}

/**
 * Why a row that names no product of the catalogue and gives no name is refused: it would make
 * an 'Imported Product' at PKR 0, active, where the owner meant to change a product (a mistyped
 * slug in a stock or price file). A new product needs at least its name.
 */
function namelessNewRow(record: CsvRecord, slug: string): string {
  const given = Object.entries(record.cells).filter(([column, value]) => column !== "slug" && value.trim() !== "");
  const rule =
    given.length === 1 && given[0]![0] === "stock"
      ? "a row that only sets stock must name an existing product"
      : "a new product needs a name, and a change needs the slug of an existing product";
  return slug ? `No product with the slug '${slug}'; ${rule}.` : `The row has neither a slug nor a name; ${rule}.`;
}

/** The JSON import's item for a row: a product's current values, overlaid by the row's cells. */
function itemOf(record: CsvRecord, current: ExistingProduct | undefined): Record<string, unknown> | string {
  const { cells } = record;
  const item: Record<string, unknown> = current
    ? {
        name: current.name,
        description: current.description ?? "",
        category: current.categoryId ?? undefined,
        price: current.price,
        stock: current.stock,
        is_active: current.isActive,
        dimensions: current.dimensions ?? "",
        materials: current.materials ?? "",
        images: current.images,
      }
    : {};
  if (cells.name !== undefined) {
    if (current && cells.name.trim() === "") return "Please enter a product name.";
    item.name = cells.name;
  }
  for (const field of ["description", "dimensions", "materials", "price", "stock"] as const) {
    if (cells[field] !== undefined) item[field] = cells[field];
  }
  // A blank category keeps the product's (a new one goes in the first category, as in the JSON import).
  if (cells.category?.trim()) item.category = cells.category;
  if (cells.active?.trim()) {
    const active = parseActive(cells.active);
    if (active === null) return "active must be true or false.";
    item.is_active = active;
  }
  if (cells.images !== undefined) item.images = splitCsvImages(cells.images);
  return item;
}

const short = (text: string | null) => {
  const value = text ?? "";
  return value.length > 80 ? `${value.slice(0, 79)}…` : value;
};

/** The fields a row would change, each with its value before and after, as the preview shows them. */
function changesOf(current: ExistingProduct, next: ImportProduct, categories: ImportCategory[]): FieldChange[] {
  const categoryName = (id: string | null) => categories.find((category) => category.id === id)?.name ?? "none";
  const pairs: [string, string, string][] = [
    ["name", current.name, next.name],
    ["description", short(current.description), short(next.description)],
    ["category", categoryName(current.categoryId), categoryName(next.categoryId)],
    ["price", formatPrice(current.price), formatPrice(next.price)],
    ["stock", String(current.stock), String(next.stock)],
    ["active", current.isActive ? "active" : "inactive", next.isActive ? "active" : "inactive"],
    ["dimensions", short(current.dimensions), short(next.dimensions)],
    ["materials", short(current.materials), short(next.materials)],
    ["images", short(current.images.join(" | ")), short(next.images.join(" | "))],
  ];
  const differs: Record<string, boolean> = {
    name: current.name !== next.name,
    description: current.description !== next.description,
    category: current.categoryId !== next.categoryId,
    price: current.price !== next.price,
    stock: current.stock !== next.stock,
    active: current.isActive !== next.isActive,
    dimensions: current.dimensions !== next.dimensions,
    materials: current.materials !== next.materials,
    images: current.images.join("\n") !== next.images.join("\n"),
  };
  return pairs.filter(([field]) => differs[field]).map(([field, before, after]) => ({ field, before, after }));
}

export interface PlanCounts {
  create: number;
  update: number;
  unchanged: number;
  failed: number;
}

export function countPlan(plan: readonly { kind: keyof PlanCounts }[]): PlanCounts {
  const counts: PlanCounts = { create: 0, update: 0, unchanged: 0, failed: 0 };
  for (const row of plan) counts[row.kind] += 1;
  return counts;
}
