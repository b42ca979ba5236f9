import { ADMIN_FORM, formWithFiles } from "~/utils/form-limits";
import { adminProductSchema, type AdminProductInput } from "./admin-product.schema";

/**
 * The admin's JSON import, as pure steps: read the file, then check each item
 * on its own, so that one bad item is reported and the others still go in.
 * The spec's defaults stay: name 'Imported Product', no description, price 0,
 * stock 0, no images, and the shop's first category.
 */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_LABEL = "2 MB";
/** A post to the product list (the import form with its file) or of a products CSV. */
export const IMPORT_FORM = formWithFiles(ADMIN_FORM, 1, IMPORT_MAX_BYTES);
export const IMPORT_MAX_ITEMS = 5_000;
export const INVALID_FORMAT = "Invalid JSON file format.";
export const DEFAULT_NAME = "Imported Product";

export type ImportFile = { ok: true; items: unknown[] } | { ok: false; message: string };

/** The file's items, or why it cannot be imported at all. */
export function parseImportFile(text: string): ImportFile {
  let value: unknown;
  try {
    // Spreadsheet programs and Windows editors start UTF-8 files with a byte-order mark.
    value = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return { ok: false, message: INVALID_FORMAT };
  }
  if (!Array.isArray(value)) return { ok: false, message: INVALID_FORMAT };
  if (value.length > IMPORT_MAX_ITEMS) {
    return {
      ok: false,
      message: `Too many products in one file: at most ${IMPORT_MAX_ITEMS.toLocaleString("en-US")}.`,
    };
  }
  return { ok: true, items: value };
}

export interface ImportCategory {
  id: string;
  name: string;
  slug: string;
}

export type ImportProduct = AdminProductInput & { isActive: boolean };
export type ItemCheck = { ok: true; product: ImportProduct } | { ok: false; reason: string };

/** The first of these keys that has a value (null counts as none). */
function pick(item: Record<string, unknown>, ...keys: string[]): unknown {
  for (const key of keys) if (item[key] !== undefined && item[key] !== null) return item[key];
  return undefined;
}

/** A category given by id, slug or name (any case); the first category when none is given. */
function resolveCategory(given: unknown, categories: ImportCategory[]): ItemCheck | string {
  if (given === undefined || given === "") {
    return categories[0]?.id ?? { ok: false, reason: "There is no category to put it in: add a category first." };
  }
  if (typeof given !== "string") return { ok: false, reason: "The category must be given by its id, slug or name." };
  const wanted = given.trim().toLowerCase();
  const match = categories.find(
    (category) => category.id === wanted || category.slug === wanted || category.name.toLowerCase() === wanted,
  );
  return match?.id ?? { ok: false, reason: `Unknown category '${given.slice(0, 60)}'.` };
}

/** One item of the file, checked with the admin form's own rules. */
export function checkImportItem(item: unknown, categories: ImportCategory[]): ItemCheck {
  if (typeof item !== "object" || item === null || Array.isArray(item)) {
    return { ok: false, reason: "Each item must be a JSON object." };
  }
  const record = item as Record<string, unknown>;
  const name = pick(record, "name") ?? DEFAULT_NAME;
  if (typeof name !== "string") return { ok: false, reason: "The name must be text." };
  const isActive = pick(record, "is_active", "isActive") ?? true;
  if (typeof isActive !== "boolean") return { ok: false, reason: "is_active must be true or false." };
  const categoryId = resolveCategory(pick(record, "category_id", "categoryId", "category"), categories);
  if (typeof categoryId !== "string") return categoryId;

  const parsed = adminProductSchema.safeParse({
    name: name.trim() || DEFAULT_NAME,
    description: pick(record, "description") ?? "",
    price: pick(record, "price") ?? 0,
    stock: pick(record, "stock") ?? 0,
    images: pick(record, "images") ?? [],
    dimensions: pick(record, "dimensions") ?? "",
    materials: pick(record, "materials") ?? "",
    categoryId,
  });
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? "The item is not valid." };
  return { ok: true, product: { ...parsed.data, isActive } };
}
