import Wand from "lucide-react/icons/wand-sparkles";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cellInputClass as cellInput } from "~/components/ui/field";
import { cn } from "~/utils/cn";
import { formatPrice } from "~/utils/money";
import { ROW_STATES, rowLabel, rowPrice, type EditorRow, type VariantEditor } from "../variant-editor";
import { BULK_CHANGES, editorFieldId } from "../variant-editor-form";

/** One field of the bulk change: its label above its control, tied by the field's id. */
function BulkField({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5 text-sm font-medium text-espresso">
      <label htmlFor={editorFieldId(name)}>{label}</label>
      {children}
    </div>
  );
}

/** Many rows at once: all prices +5 %, all Velvet's stock, all Oak made to order in 6 weeks. */
function BulkFieldset({ editor }: { editor: VariantEditor }) {
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-line bg-ivory p-4 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(0,0.8fr)_auto] sm:items-end">
      <legend className="float-left mb-1 text-sm font-semibold text-espresso sm:col-span-4">
        Change many variants at once
      </legend>
      <BulkField name="bulk.target" label="Which variants">
        <select
          name="bulk.target"
          id={editorFieldId("bulk.target")}
          defaultValue="all"
          className={cn(cellInput, "w-full")}
        >
          <option value="all">All variants</option>
          {editor.options.map((option) =>
            option.values.map((value) => (
              <option key={value.key} value={value.key}>
                {`${option.name}: ${value.value}`}
              </option>
            )),
          )}
        </select>
      </BulkField>
      <BulkField name="bulk.change" label="Change">
        <select
          name="bulk.change"
          id={editorFieldId("bulk.change")}
          defaultValue="percent"
          className={cn(cellInput, "w-full")}
        >
          {Object.entries(BULK_CHANGES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </BulkField>
      <BulkField name="bulk.amount" label="Amount">
        <input
          name="bulk.amount"
          id={editorFieldId("bulk.amount")}
          inputMode="numeric"
          maxLength={8}
          autoComplete="off"
          placeholder="5, -10, 4"
          className={cn(cellInput, "w-full")}
        />
      </BulkField>
      <Button type="submit" name="intent" value="bulk" variant="outline" size="sm" className="h-10">
        <Wand className="size-4" aria-hidden="true" />
        Apply to the table
      </Button>
    </fieldset>
  );
}

/** One variant's row: the fields posted in the same order for every row (the action reads them as lists). */
function VariantRow({ editor, row, basePrice }: { editor: VariantEditor; row: EditorRow; basePrice: number }) {
  const label = rowLabel(editor, row);
  const price = rowPrice(editor, row, basePrice);
  return (
    <tr className={cn("border-t border-line/70", row.state === "off" && "bg-cream/60 text-muted")}>
      <th scope="row" className="min-w-32 py-2 pr-3 font-medium text-espresso">
        <input type="hidden" name="r.keys" value={row.keys.join("|")} />
        <input type="hidden" name="r.loaded" value={row.loadedStock} />
        {label}
      </th>
      <td className="py-2 pr-2">
        <input
          name="r.sku"
          defaultValue={row.sku}
          aria-label={`SKU, ${label}`}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          className={cn(cellInput, "w-44 font-mono uppercase")}
        />
      </td>
      <td className="py-2 pr-2">
        <input
          name="r.price"
          defaultValue={row.price}
          aria-label={`Own price, ${label} (PKR; empty: base price and surcharges)`}
          inputMode="numeric"
          maxLength={14}
          autoComplete="off"
          className={cn(cellInput, "w-28")}
        />
      </td>
      <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{price === null ? "—" : formatPrice(price)}</td>
      <td className="py-2 pr-2">
        <input
          name="r.stock"
          defaultValue={row.weeks ? "0" : row.stock}
          aria-label={`Stock, ${label}`}
          inputMode="numeric"
          maxLength={7}
          autoComplete="off"
          className={cn(cellInput, "w-20")}
        />
      </td>
      <td className="py-2 pr-2">
        <input
          name="r.weeks"
          defaultValue={row.weeks}
          aria-label={`Made to order in weeks, ${label} (empty: from stock)`}
          inputMode="numeric"
          maxLength={2}
          autoComplete="off"
          className={cn(cellInput, "w-20")}
        />
      </td>
      <td className="py-2">
        <select
          name="r.state"
          defaultValue={row.state}
          aria-label={`Status, ${label}`}
          className={cn(cellInput, "w-32")}
        >
          {Object.entries(ROW_STATES).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </td>
    </tr>
  );
}

/**
 * The variants the options make, one row per combination: SKU, own price (or the base price and
 * the values' surcharges), stock or making time, and whether it is sold. 'Not sold' rows are
 * combinations the shop leaves out: they are not stored, and come back here as 'Not sold'.
 */
export function VariantMatrix({ editor, basePrice }: { editor: VariantEditor; basePrice: number }) {
  const sold = editor.rows.filter((row) => row.state !== "off").length;
  return (
    <section aria-labelledby="variant-matrix-heading" className="grid gap-4">
      <div>
        <h3 id="variant-matrix-heading" className="text-2xl font-medium">
          Variants ({sold} sold of {editor.rows.length})
        </h3>
        <p className="mt-1 max-w-3xl text-sm text-muted">
          Leave the own price empty to sell at the base price ({formatPrice(basePrice)}) plus the values&apos;
          surcharges. A variant made to order keeps no stock. Changes here are kept only when you save.
        </p>
      </div>
      {editor.rows.length > 1 && <BulkFieldset editor={editor} />}
      <div className="relative overflow-x-auto rounded-[var(--radius-card)] border border-line bg-linen shadow-soft">
        <table className="w-full min-w-[52rem] text-left text-sm" id={editorFieldId("matrix")}>
          <caption className="sr-only">Variants of this product</caption>
          <thead>
            <tr className="text-xs tracking-wide text-muted uppercase">
              {["Variant", "SKU", "Own price", "Sells at", "Stock", "Made in (weeks)", "Status"].map((title) => (
                <th key={title} scope="col" className="px-0 pt-3 pb-2 font-semibold first:pl-4">
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="[&_td:last-child]:pr-4 [&_th]:pl-4">
            {editor.rows.map((row) => (
              <VariantRow key={row.keys.join("|") || "one"} editor={editor} row={row} basePrice={basePrice} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
