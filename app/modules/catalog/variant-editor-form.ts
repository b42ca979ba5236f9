/**
 * The variant editor's form: how its fields are named, read back into an editor, and the edits
 * its buttons ask for (add or move an option or a value, draw the matrix again, change many rows
 * at once). None of these stores anything: the action answers the edited form, so the editor works
 * without JavaScript; only 'save' stores. Pure.
 */
import type { Notice } from "~/components/ui/toaster";
import { parsePercent, PERCENT_RULE, priceByPercent } from "./admin-product-bulk";
import {
  matrixOptions,
  redrawnRows,
  ROW_STATES,
  rowPrice,
  wholeNumber,
  type EditorOption,
  type EditorRow,
  type RowState,
  type VariantEditor,
} from "./variant-editor";
import { MAX_OPTIONS, MAX_VARIANTS } from "./variants";

/** What the action answers: the editor to show, its notice, and where the focus goes next. */
export interface VariantEditorResult {
  /** New for each answer: the form is drawn afresh from it. */
  revision: string;
  notice: Notice | null;
  editor: VariantEditor;
  /** The id of the field to focus (an added value's), else the notice. */
  focus?: string;
}

export const BULK_CHANGES = {
  percent: "Change prices by percent",
  stock: "Set stock to",
  weeks: "Make to order in weeks",
  active: "Put on sale",
  hidden: "Hide",
  off: "Stop selling",
} as const;
export type BulkChange = keyof typeof BULK_CHANGES;

export type EditorIntent =
  | { kind: "save" }
  | { kind: "redraw" }
  | { kind: "bulk" }
  | { kind: "add-option" }
  | { kind: "remove-option"; option: number }
  | { kind: "option-up"; option: number }
  | { kind: "value-up" | "value-down" | "remove-value"; option: number; value: number };

/** An intent as a button posts it ('value-up:1:3'), or null when it is not one. */
export function editorIntent(text: string | undefined): EditorIntent | null {
  const [kind, first, second] = (text ?? "").split(":");
  const option = Number(first);
  const value = Number(second);
  const optionOk = Number.isInteger(option) && option >= 0 && option < MAX_OPTIONS;
  switch (kind) {
    case "save":
    case "redraw":
    case "bulk":
    case "add-option":
      return first === undefined ? { kind } : null;
    case "remove-option":
    case "option-up":
      return optionOk && second === undefined ? { kind, option } : null;
    case "value-up":
    case "value-down":
    case "remove-value":
      return optionOk && Number.isInteger(value) && value >= 0 ? { kind, option, value } : null;
    default:
      return null;
  }
}

const KEY = /^[a-z0-9-]{1,40}$/;
const text = (value: FormDataEntryValue | null | undefined, max = 80) =>
  typeof value === "string" ? value.slice(0, max) : "";
const all = (form: FormData, name: string) => form.getAll(name).map((value) => text(value));
const isRowState = (value: string): value is RowState => Object.hasOwn(ROW_STATES, value);

/** A field's id in the page (for labels, the error summary and the focus after an edit). */
export const editorFieldId = (name: string) => `variant-editor-${name.replace(/[^a-zA-Z0-9-]+/g, "-")}`;

/**
 * The editor as the form posted it. A value typed in an option's empty last row becomes a new
 * value (with a new key); a row whose keys name no value, or a field beyond the limits, is dropped.
 */
export function readEditorForm(form: FormData, newKey: () => string): VariantEditor {
  const options: EditorOption[] = [];
  for (let index = 0; index < MAX_OPTIONS; index += 1) {
    const prefix = `o${index}`;
    if (!form.has(`${prefix}.name`)) continue;
    const keys = all(form, `${prefix}.key`);
    const words = all(form, `${prefix}.value`);
    const surcharges = all(form, `${prefix}.surcharge`);
    const colors = all(form, `${prefix}.color`);
    const values = words
      .map((value, at) => ({
        key: KEY.test(keys[at] ?? "") ? keys[at]! : value.trim() ? newKey() : "",
        value,
        surcharge: surcharges[at] ?? "",
        color: colors[at] ?? "",
        // Ticked pictures of the value's row, by its place (the action keeps only the product's own).
        pictures: form
          .getAll(`${prefix}.pic.${at}`)
          .map((url) => text(url, 2_000))
          .slice(0, 20),
      }))
      .filter((value) => value.key && value.value.trim())
      .slice(0, 31);
    options.push({
      name: text(form.get(`${prefix}.name`)),
      display: form.get(`${prefix}.display`) === "swatches" ? "swatches" : "buttons",
      values,
    });
  }
  const known = new Set(options.flatMap((option) => option.values.map((value) => value.key)));
  const skus = all(form, "r.sku");
  const prices = all(form, "r.price");
  const stocks = all(form, "r.stock");
  const loaded = all(form, "r.loaded");
  const weeks = all(form, "r.weeks");
  const states = all(form, "r.state");
  const rows: EditorRow[] = all(form, "r.keys")
    .slice(0, MAX_VARIANTS)
    .map((joined, at) => ({
      keys: joined ? joined.split("|") : [],
      sku: skus[at] ?? "",
      price: prices[at] ?? "",
      stock: stocks[at] ?? "",
      loadedStock: loaded[at] ?? "",
      weeks: weeks[at] ?? "",
      state: isRowState(states[at] ?? "") ? (states[at] as RowState) : "active",
    }))
    .filter((row) => row.keys.every((key) => known.has(key)));
  return { options, rows };
}

const move = <T>(list: T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length || from < 0 || from >= list.length) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
};

export type EditResult = { ok: true; editor: VariantEditor; focus?: string } | { ok: false; message: string };

/** The matrix drawn again after an edit of the options, or why it cannot be. */
function redrawn(editor: VariantEditor, stem: string, focus?: string): EditResult {
  const rows = redrawnRows(editor, stem);
  if (!rows) {
    const count = matrixOptions(editor).reduce((product, option) => product * option.values.length, 1);
    return {
      ok: false,
      message: `These values make ${count.toLocaleString("en-US")} combinations; a product has at most ${MAX_VARIANTS} variants. Remove some values first.`,
    };
  }
  return { ok: true, editor: { ...editor, rows }, focus };
}

/** An edit of the options (add, move, remove), with the matrix drawn again to match. */
export function editOptions(editor: VariantEditor, intent: EditorIntent, stem: string): EditResult {
  const options = editor.options;
  const withOptions = (next: EditorOption[], focus?: string) => redrawn({ ...editor, options: next }, stem, focus);
  switch (intent.kind) {
    case "add-option":
      if (options.length >= MAX_OPTIONS) return { ok: false, message: `A product has at most ${MAX_OPTIONS} options.` };
      return withOptions(
        [...options, { name: "", display: "buttons", values: [] }],
        editorFieldId(`o${options.length}.name`),
      );
    case "remove-option":
      return withOptions(options.filter((_, at) => at !== intent.option));
    case "option-up":
      return withOptions(move(options, intent.option, intent.option - 1));
    case "value-up":
    case "value-down":
    case "remove-value": {
      const option = options[intent.option];
      if (!option || !option.values[intent.value]) return { ok: true, editor };
      const values =
        intent.kind === "remove-value"
          ? option.values.filter((_, at) => at !== intent.value)
          : move(option.values, intent.value, intent.value + (intent.kind === "value-up" ? -1 : 1));
      return withOptions(options.map((candidate, at) => (at === intent.option ? { ...option, values } : candidate)));
    }
    default:
      return redrawn(editor, stem);
  }
}

/** The bulk fields: which rows (all, or those of one value), what to change, and by how much. */
export interface BulkRequest {
  target: string;
  change: string;
  amount: string;
}

export const readBulk = (form: FormData): BulkRequest => ({
  target: text(form.get("bulk.target")),
  change: text(form.get("bulk.change")),
  amount: text(form.get("bulk.amount")),
});

/** Many rows changed at once (all prices +5 %, all Velvet's stock): the edited form, stored only on save. */
export function applyBulk(editor: VariantEditor, bulk: BulkRequest, basePrice: number): EditResult {
  if (!Object.hasOwn(BULK_CHANGES, bulk.change)) return { ok: false, message: "Choose what to change." };
  const change = bulk.change as BulkChange;
  const chosen = (row: EditorRow) => bulk.target === "all" || row.keys.includes(bulk.target);
  if (!editor.rows.some(chosen)) return { ok: false, message: "Choose which variants to change." };
  let update: (row: EditorRow) => EditorRow | string;
  if (change === "percent") {
    const percent = parsePercent(bulk.amount);
    if (percent === null) return { ok: false, message: PERCENT_RULE };
    update = (row) => {
      const price = rowPrice(editor, row, basePrice);
      return price === null
        ? `The price of ${row.sku} is not a number.`
        : { ...row, price: String(priceByPercent(price, percent)) };
    };
  } else if (change === "stock" || change === "weeks") {
    const amount = wholeNumber(bulk.amount);
    if (change === "stock" && (amount === null || amount < 0 || amount > 100_000)) {
      return { ok: false, message: "The stock is a whole number from 0 to 100,000." };
    }
    if (change === "weeks" && (amount === null || amount < 1 || amount > 52)) {
      return { ok: false, message: "The lead time is 1 to 52 weeks." };
    }
    update = (row) =>
      change === "stock" ? { ...row, stock: String(amount), weeks: "" } : { ...row, stock: "0", weeks: String(amount) };
  } else {
    update = (row) => ({ ...row, state: change });
  }
  const rows: EditorRow[] = [];
  for (const row of editor.rows) {
    const next = chosen(row) ? update(row) : row;
    if (typeof next === "string") return { ok: false, message: next };
    rows.push(next);
  }
  return { ok: true, editor: { ...editor, rows } };
}
