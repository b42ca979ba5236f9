import { formatPrice } from "~/utils/money";
import { recordProblem, type FieldChange } from "./product-csv-plan";
import type { CsvRecord } from "./product-csv";
import { OPTION_COLUMNS, parseVariantStatus, type VariantCsvColumn } from "./variant-csv";
import {
  isOptionWord,
  isSku,
  normalSku,
  variantDraftProblem,
  type OptionDraft,
  type VariantDraft,
  type VariantSetDraft,
} from "./variant-draft";
import { wholeNumber } from "./variant-editor";
import { lineName, type VariantSet } from "./variants";

/**
 * What a variants file would do, row by row, decided by pure rules so that the preview and the
 * confirmed import (which plans again, inside its transaction) agree. A row whose SKU is a
 * variant's changes its price, stock, making time or status; a new SKU with its product's slug and
 * a value of each option adds a variant (a value the option lacks is added to it). Each product's
 * rows are then applied to its stored options and variants and the whole checked with the variant
 * editor's own rules; if the product would break one, every row of it fails with the reason. Options
 * and values are renamed, reordered or removed in the editor, never by a file.
 */

export interface CsvVariantProduct {
  id: string;
  slug: string;
  name: string;
  price: number;
  set: VariantSet;
}

export interface VariantCatalogue {
  /** The live products the file names, by a known SKU or by slug, by id. */
  products: ReadonlyMap<string, CsvVariantProduct>;
  /** Product ids by slug (live products only). */
  bySlug: ReadonlyMap<string, string>;
  /** Product ids by SKU, for every SKU of the file that the shop knows (archived products too). */
  bySku: ReadonlyMap<string, string>;
}

/** A row of the plan, in the products file's shape (`slug` holds the SKU), so the preview shows both alike. */
export type VariantPlannedRow =
  | { row: number; kind: "create"; slug: string; name: string }
  | { row: number; kind: "update"; slug: string; name: string; id: string; changes: FieldChange[] }
  | { row: number; kind: "unchanged"; slug: string; name: string }
  | { row: number; kind: "failed"; slug: string | null; name: string; reason: string };

/** A product the file changes: its whole set as it would be stored, and the SKUs whose stored stock stays. */
export interface ProductWrite {
  product: CsvVariantProduct;
  draft: VariantSetDraft;
  keepStock: Set<string>;
}

interface Working extends ProductWrite {
  rows: VariantPlannedRow[];
}

type Cells = CsvRecord<VariantCsvColumn>["cells"];

/** A stored set as a draft the rows can change: values named in words, everything else kept. */
function draftOf(set: VariantSet): VariantSetDraft {
  const words = new Map(set.options.flatMap((option) => option.values.map((value) => [value.id, value.value])));
  return {
    options: set.options.map((option) => ({
      name: option.name,
      display: option.display,
      values: option.values.map(({ value, surcharge, swatchColor, swatchImage }) => ({
        value,
        surcharge,
        swatchColor,
        swatchImage,
      })),
    })),
    variants: set.variants.map((variant) => ({
      sku: variant.sku,
      values: variant.valueIds.map((id) => words.get(id) ?? ""),
      price: variant.price,
      stock: variant.stock,
      madeToOrder: variant.madeToOrder,
      leadTimeWeeks: variant.leadTimeWeeks,
      images: variant.images,
      isActive: variant.isActive,
    })),
  };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The row's figures over the variant's own (a column left out or, for stock, left empty keeps the value). */
function withFigures(cells: Cells, variant: VariantDraft): VariantDraft | string {
  const next = { ...variant };
  if (cells.price !== undefined) {
    const price = cells.price.trim() ? wholeNumber(cells.price) : null;
    if (cells.price.trim() && (price === null || price < 0))
      return "price must be whole rupees, or empty for the base price and surcharges.";
    next.price = price;
  }
  if (cells.made_to_order_weeks !== undefined) {
    const text = cells.made_to_order_weeks.trim();
    const weeks = text ? wholeNumber(text) : null;
    if (text && (weeks === null || weeks < 1 || weeks > 52))
      return "made_to_order_weeks must be 1 to 52, or empty for a variant sold from stock.";
    next.madeToOrder = weeks !== null;
    next.leadTimeWeeks = weeks;
    if (weeks !== null) next.stock = 0;
  }
  if (cells.stock?.trim()) {
    const stock = wholeNumber(cells.stock);
    if (stock === null || stock < 0 || stock > 100_000) return "stock must be a whole number from 0 to 100,000.";
    if (next.madeToOrder && stock > 0) return "A variant made to order keeps no stock: leave stock at 0.";
    next.stock = stock;
  }
  if (cells.status?.trim()) {
    const active = parseVariantStatus(cells.status);
    if (active === null) return "status must be active or hidden.";
    next.isActive = active;
  }
  return next;
}

/** The row's values for a new variant of the product, and the values its options lack (added if the row holds); or why not. */
function newValues(cells: Cells, options: OptionDraft[], slug: string): { values: string[]; added: number[] } | string {
  if (options.length === 0)
    return `The product '${slug}' has no options: add them in its variant editor, then import its variants.`;
  const values: string[] = [];
  const added: number[] = [];
  for (const [index, [optionColumn, valueColumn]] of OPTION_COLUMNS.entries()) {
    const name = cells[optionColumn]?.trim() ?? "";
    const word = cells[valueColumn]?.trim() ?? "";
    const option = options[index];
    if (!option) {
      if (name || word) return `The product '${slug}' has ${options.length} option(s): ${valueColumn} must be empty.`;
      continue;
    }
    if (name && !same(name, option.name)) return `${optionColumn} of '${slug}' is ${option.name}, not ${name}.`;
    if (!word) return `A new variant needs a value of each option: ${valueColumn} (${option.name}) is empty.`;
    if (!isOptionWord(word)) return `'${word.slice(0, 40)}' is not a value: letters and digits, up to 40 characters.`;
    const known = option.values.find((value) => same(value.value, word));
    if (!known) added.push(index);
    values.push(known?.value ?? word);
  }
  return { values, added };
}

/** A variant's row naming values other than its own: a file does not move a variant to another combination. */
function movedValues(cells: Cells, options: OptionDraft[], variant: VariantDraft): string | null {
  for (const [index, [optionColumn, valueColumn]] of OPTION_COLUMNS.entries()) {
    const name = cells[optionColumn]?.trim() ?? "";
    const word = cells[valueColumn]?.trim() ?? "";
    const option = options[index];
    if ((name && !same(name, option?.name ?? "")) || (word && !same(word, variant.values[index] ?? ""))) {
      return `${variant.sku} is ${variant.values.join(", ") || "the product's only variant"}: change options and values in the product's variant editor.`;
    }
  }
  return null;
}

function sellsAt(draft: VariantSetDraft, variant: VariantDraft, basePrice: number): string {
  if (variant.price !== null && variant.price !== undefined) return formatPrice(variant.price);
  const surcharge = variant.values.reduce((sum, word, index) => {
    const value = draft.options[index]?.values.find((candidate) => same(candidate.value, word));
    return sum + (value?.surcharge ?? 0);
  }, 0);
  return `${formatPrice(basePrice + surcharge)} (base + surcharges)`;
}

const supply = (variant: VariantDraft) =>
  variant.madeToOrder ? `made to order in ${variant.leadTimeWeeks} weeks` : `${variant.stock ?? 0} in stock`;

function changesOf(draft: VariantSetDraft, before: VariantDraft, after: VariantDraft, basePrice: number) {
  const pairs: [string, string, string][] = [
    ["price", sellsAt(draft, before, basePrice), sellsAt(draft, after, basePrice)],
    ["stock", supply(before), supply(after)],
    ["status", before.isActive ? "active" : "hidden", after.isActive ? "active" : "hidden"],
  ];
  return pairs.filter(([, was, now]) => was !== now).map(([field, was, now]) => ({ field, before: was, after: now }));
}

export function planVariantRecords(
  columnCount: number,
  records: CsvRecord<VariantCsvColumn>[],
  catalogue: VariantCatalogue,
): { rows: VariantPlannedRow[]; writes: ProductWrite[] } {
  const working = new Map<string, Working>();
  const workOn = (product: CsvVariantProduct) => {
    let work = working.get(product.id);
    if (!work) {
      const draft = draftOf(product.set);
      const keepStock = new Set(draft.variants.map((variant) => variant.sku));
      work = { product, draft, keepStock, rows: [] };
      working.set(product.id, work);
    }
    return work;
  };
  const seen = new Map<string, number>();
  const rows = records.map((record): VariantPlannedRow => {
    const { cells } = record;
    const sku = normalSku(cells.sku ?? "");
    const slug = cells.product?.trim() ?? "";
    const fail = (reason: string, name = slug): VariantPlannedRow => ({
      row: record.row,
      kind: "failed",
      slug: sku || null,
      name: name.slice(0, 200),
      reason,
    });
    const unreadable = recordProblem(record, columnCount);
    if (unreadable) return fail(unreadable);
    if (!sku) return fail("Every row needs its variant's SKU.");
    if (!isSku(sku)) return fail(`'${sku.slice(0, 40)}' is not an SKU: letters, digits and dashes, up to 40.`);
    const earlier = seen.get(sku);
    if (earlier !== undefined) return fail(`The SKU ${sku} is already used in row ${earlier}.`);
    seen.set(sku, record.row);

    const ownerId = catalogue.bySku.get(sku);
    const productId = ownerId ?? catalogue.bySlug.get(slug);
    const product = productId ? catalogue.products.get(productId) : undefined;
    if (ownerId && !product) return fail(`The SKU ${sku} belongs to an archived product.`);
    if (!product) {
      return fail(
        slug ? `No product with the slug '${slug.slice(0, 80)}'.` : `No variant has the SKU ${sku}: give its product.`,
      );
    }
    if (ownerId && slug && slug !== product.slug) {
      return fail(`The SKU ${sku} belongs to '${product.slug}', not '${slug.slice(0, 80)}'.`, product.name);
    }
    const work = workOn(product);
    const current = work.draft.variants.find((variant) => variant.sku === sku);
    if (current) {
      const name = lineName(product.name, current.values.join(", ") || null);
      const moved = movedValues(cells, work.draft.options, current);
      if (moved) return fail(moved, name);
      const next = withFigures(cells, current);
      if (typeof next === "string") return fail(next, name);
      const changes = changesOf(work.draft, current, next, product.price);
      if (changes.length === 0) return { row: record.row, kind: "unchanged", slug: sku, name };
      Object.assign(current, next);
      if (changes.some((change) => change.field === "stock")) work.keepStock.delete(sku);
      const planned = { row: record.row, kind: "update" as const, slug: sku, name, id: product.id, changes };
      work.rows.push(planned);
      return planned;
    }
    const chosen = newValues(cells, work.draft.options, product.slug);
    if (typeof chosen === "string") return fail(chosen, product.name);
    const { values, added } = chosen;
    const created = withFigures(cells, { sku, values, price: null, stock: 0, images: [], isActive: true });
    const name = lineName(product.name, values.join(", "));
    if (typeof created === "string") return fail(created, name);
    for (const index of added) {
      work.draft.options[index]!.values.push({
        value: values[index]!,
        surcharge: 0,
        swatchColor: null,
        swatchImage: null,
      });
    }
    work.draft.variants.push(created);
    const planned = { row: record.row, kind: "create" as const, slug: sku, name };
    work.rows.push(planned);
    return planned;
  });

  // Each product whole, by the editor's rules: one that would break them takes back all its rows.
  const failedRows = new Map<number, string>();
  const writes: ProductWrite[] = [];
  for (const { rows: productRows, ...write } of working.values()) {
    if (productRows.length === 0) continue;
    const problem = variantDraftProblem(write.draft, write.product.price);
    if (!problem) writes.push(write);
    else for (const row of productRows) failedRows.set(row.row, `${problem} Nothing of ${write.product.slug} changes.`);
  }
  const checked = rows.map((row): VariantPlannedRow => {
    const reason = failedRows.get(row.row);
    return reason ? { row: row.row, kind: "failed", slug: row.slug, name: row.name, reason } : row;
  });
  return { rows: checked, writes };
}
