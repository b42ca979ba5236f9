/**
 * The admin's editor of a product's options and variants (issue 34), as the form holds it: every
 * field as typed, so that a refused save shows the owner's own words again. Options' values have a
 * key that lasts while the owner renames or moves them (a stored value's id, or one made for a new
 * value), and the matrix's rows name their values by key: renaming 'Velvet' keeps its rows, their
 * SKUs and stock. Pure: the action and the page share it.
 */
import { normalSku, type VariantSetDraft } from "./variant-draft";
import { MAX_VARIANTS, variantPrice, type VariantSet } from "./variants";

export interface EditorValue {
  key: string;
  value: string;
  /** Whole rupees as typed ('45,000', '-5000'); empty: none. */
  surcharge: string;
  /** '#6b4f3a' or empty. */
  color: string;
  /**
   * The product's pictures that show this value (all Velvet variants share the velvet pictures),
   * in the product's order; empty: the product's own pictures. A variant shows its values' pictures.
   */
  pictures: string[];
}

export interface EditorOption {
  name: string;
  display: "buttons" | "swatches";
  values: EditorValue[];
}

/** On sale, kept but hidden from the shop, or not sold at all (left out of the product). */
export const ROW_STATES = { active: "On sale", hidden: "Hidden", off: "Not sold" } as const;
export type RowState = keyof typeof ROW_STATES;

export interface EditorRow {
  /** One value key per option that has values, in the options' order. */
  keys: string[];
  sku: string;
  /** Its own price as typed; empty: the base price plus its values' surcharges. */
  price: string;
  stock: string;
  /** The stock as loaded: a row whose stock the owner did not touch keeps what sales left (see toDraft). */
  loadedStock: string;
  /** Made to order in these weeks; empty: sold from stock. */
  weeks: string;
  state: RowState;
}

export interface VariantEditor {
  options: EditorOption[];
  rows: EditorRow[];
}

const digits = (text: string) => text.replace(/[\s,]/g, "");

/** A typed whole number ('45,000', '-5000'), or null when it is not one. */
export function wholeNumber(text: string): number | null {
  const plain = digits(text);
  return /^[+-]?\d{1,10}$/.test(plain) ? Number(plain) : null;
}

/** The editor of what is stored. */
export function editorOf(set: VariantSet): VariantEditor {
  return {
    options: set.options.map((option) => ({
      name: option.name,
      display: option.display,
      values: option.values.map((value) => ({
        key: value.id,
        value: value.value,
        surcharge: value.surcharge ? String(value.surcharge) : "",
        color: value.swatchColor ?? "",
        pictures: valuePictures(set, value.id),
      })),
    })),
    rows: set.variants.map((variant) => ({
      keys: variant.valueIds,
      sku: variant.sku,
      price: variant.price === null ? "" : String(variant.price),
      stock: String(variant.stock),
      loadedStock: String(variant.stock),
      weeks: variant.madeToOrder && variant.leadTimeWeeks ? String(variant.leadTimeWeeks) : "",
      state: variant.isActive ? "active" : "hidden",
    })),
  };
}

/**
 * A stored value's pictures: those every variant of it shows (a variant's pictures are its values',
 * see toDraft); none when a variant of it has no pictures of its own.
 */
function valuePictures(set: VariantSet, valueId: string): string[] {
  const lists = set.variants.filter((variant) => variant.valueIds.includes(valueId)).map((variant) => variant.images);
  if (lists.length === 0 || lists.some((list) => list.length === 0)) return [];
  return lists[0]!.filter((url) => lists.every((list) => list.includes(url)));
}

/** A variant's pictures: its values' pictures, in the options' order, each once. */
function rowPictures(options: readonly EditorOption[], keys: readonly string[]): string[] {
  const pictures = options
    .flatMap((option) => option.values.filter((value) => keys.includes(value.key)))
    .flatMap((value) => value.pictures);
  return [...new Set(pictures)];
}

/** The editor with each value's pictures kept to the product's own (a posted address that is not one is dropped). */
export function withProductPictures(editor: VariantEditor, productPictures: readonly string[]): VariantEditor {
  return {
    ...editor,
    options: editor.options.map((option) => ({
      ...option,
      values: option.values.map((value) => ({
        ...value,
        pictures: productPictures.filter((url) => value.pictures.includes(url)),
      })),
    })),
  };
}

/** The stored options and variants as the editor shows them: every combination, those not sold as 'Not sold'. */
export function editorWithMatrix(set: VariantSet, stem: string): VariantEditor {
  const editor = editorOf(set);
  return { ...editor, rows: redrawnRows(editor, stem, "off") ?? editor.rows };
}

/** The options that take part in the matrix: those with a value (a new option counts once it has one). */
export const matrixOptions = (editor: VariantEditor) => editor.options.filter((option) => option.values.length > 0);

/** Every combination of the options' values, as keys, in the options' and values' order. */
export function combinations(options: readonly EditorOption[]): string[][] {
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value.key])),
    [[]],
  );
}

/** How many variants the options make: the matrix's size before anything is drawn. */
export const combinationCount = (options: readonly EditorOption[]) =>
  options.reduce((count, option) => count * (option.values.length || 1), 1);

/** 'NOOR-SOFA-VEL-3SE': the product's SKU stem and three letters of each value, unique among `taken`. */
export function suggestedSku(stem: string, words: readonly string[], taken: ReadonlySet<string>): string {
  const parts = words.map(
    (word) =>
      word
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, "")
        .slice(0, 3) || "X",
  );
  const base = normalSku([stem.slice(0, 40 - 4 * parts.length - 3), ...parts].filter(Boolean).join("-")).replace(
    /-+/g,
    "-",
  );
  let sku = base;
  for (let count = 2; taken.has(sku); count += 1) sku = `${base.slice(0, 36)}-${count}`;
  return sku;
}

/**
 * The matrix drawn again from the options: one row per combination, each the row already there
 * for it (by its values' keys) or else the first row whose keys it contains (an option added:
 * the old row becomes its first value's, with its SKU and stock), or else a new row on sale with
 * a suggested SKU and no stock (`newState`: on sale after an edit; 'Not sold' for the combinations
 * a stored product leaves out). Null when the options make more variants than a product has.
 */
export function redrawnRows(editor: VariantEditor, stem: string, newState: RowState = "active"): EditorRow[] | null {
  const options = matrixOptions(editor);
  if (combinationCount(options) > MAX_VARIANTS) return null;
  const exact = new Map(editor.rows.map((row) => [row.keys.join("|"), row]));
  const claimed = new Set<EditorRow>();
  const wordOf = new Map(options.flatMap((option) => option.values.map((value) => [value.key, value.value])));
  const taken = new Set(editor.rows.map((row) => normalSku(row.sku)));
  const drawn = combinations(options).map((keys) => {
    const found = exact.get(keys.join("|"));
    if (found && !claimed.has(found)) {
      claimed.add(found);
      return { ...found, keys };
    }
    return keys;
  });
  return drawn.map((entry) => {
    if (!Array.isArray(entry)) return entry;
    const keys = entry;
    const inherited = editor.rows.find(
      (row) => !claimed.has(row) && row.keys.every((key) => keys.includes(key)) && row.keys.length < keys.length,
    );
    if (inherited) {
      claimed.add(inherited);
      return { ...inherited, keys };
    }
    const sku = suggestedSku(
      stem,
      keys.map((key) => wordOf.get(key) ?? ""),
      taken,
    );
    taken.add(sku);
    return { keys, sku, price: "", stock: "0", loadedStock: "", weeks: "", state: newState };
  });
}

/** 'Velvet, 3-seater': a row's values in words ('One variant' for a product without options). */
export function rowLabel(editor: VariantEditor, row: EditorRow): string {
  const wordOf = new Map(editor.options.flatMap((option) => option.values.map((value) => [value.key, value.value])));
  const words = row.keys.map((key) => wordOf.get(key)?.trim()).filter(Boolean);
  return words.length ? words.join(", ") : "One variant";
}

/** What a row sells at as the editor stands (its own price, or base plus surcharges); null when a figure is not a number. */
export function rowPrice(editor: VariantEditor, row: EditorRow, basePrice: number): number | null {
  if (row.price.trim()) return wholeNumber(row.price);
  let price = basePrice;
  for (const option of editor.options) {
    const value = option.values.find((candidate) => row.keys.includes(candidate.key));
    if (!value || !value.surcharge.trim()) continue;
    const surcharge = wholeNumber(value.surcharge);
    if (surcharge === null) return null;
    price += surcharge;
  }
  return price;
}

export type EditorDraft = { ok: true; draft: VariantSetDraft; keepStock: Set<string> } | { ok: false; message: string };

/**
 * The editor as a draft to store, or the first figure that is not a number. A row whose stock
 * still reads as loaded keeps the stock stored at saving (`keepStock`, by SKU): a sale while the
 * owner edited is not undone by the form's older figure.
 */
export function toDraft(editor: VariantEditor): EditorDraft {
  const options = matrixOptions(editor);
  if (options.length !== editor.options.length) {
    const empty = editor.options.find((option) => option.values.length === 0)!;
    return { ok: false, message: `The option '${empty.name.trim() || "without a name"}' needs at least one value.` };
  }
  const draftOptions: VariantSetDraft["options"] = [];
  for (const option of options) {
    const values = [];
    for (const value of option.values) {
      const surcharge = value.surcharge.trim() ? wholeNumber(value.surcharge) : 0;
      if (surcharge === null) return { ok: false, message: `The surcharge of '${value.value}' must be whole rupees.` };
      values.push({ value: value.value, surcharge, swatchColor: value.color.trim().toLowerCase() || null });
    }
    draftOptions.push({ name: option.name, display: option.display, values });
  }
  const wordOf = new Map(options.flatMap((option) => option.values.map((value) => [value.key, value.value])));
  const keepStock = new Set<string>();
  const variants: VariantSetDraft["variants"] = [];
  for (const row of editor.rows) {
    if (row.state === "off") continue;
    const sku = normalSku(row.sku);
    const price = row.price.trim() ? wholeNumber(row.price) : null;
    if (price === null && row.price.trim()) return { ok: false, message: `The price of ${sku} must be whole rupees.` };
    const weeks = row.weeks.trim() ? wholeNumber(row.weeks) : null;
    if (weeks === null && row.weeks.trim())
      return { ok: false, message: `The lead time of ${sku} must be 1 to 52 weeks.` };
    const stock = weeks ? 0 : wholeNumber(row.stock || "0");
    if (stock === null) return { ok: false, message: `The stock of ${sku} must be a whole number from 0 to 100,000.` };
    if (!weeks && digits(row.stock) === digits(row.loadedStock)) keepStock.add(sku);
    variants.push({
      sku,
      values: row.keys.map((key) => wordOf.get(key) ?? ""),
      price,
      stock,
      madeToOrder: weeks !== null,
      leadTimeWeeks: weeks,
      images: rowPictures(options, row.keys),
      isActive: row.state === "active",
    });
  }
  if (variants.length === 0) return { ok: false, message: "Sell at least one variant: set a row to 'On sale'." };
  return { ok: true, draft: { options: draftOptions, variants }, keepStock };
}

/** The price a stored variant sells at, for the audit's account of a save. */
export const storedPrice = (set: VariantSet, basePrice: number, variant: VariantSet["variants"][number]) =>
  variantPrice(basePrice, variant, set.options);
