import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Trash2 from "lucide-react/icons/trash-2";
import { Button } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cellInputClass as cellInput, inputClass } from "~/components/ui/field";
import { cn } from "~/utils/cn";
import type { EditorOption, EditorValue } from "../variant-editor";
import { editorFieldId } from "../variant-editor-form";

/** A small square button of the values' table (move, remove), named for the value it acts on. */
function IconButton({ intent, label, children }: { intent: string; label: string; children: React.ReactNode }) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      aria-label={label}
      title={label}
      className="inline-flex size-9 items-center justify-center rounded-full text-walnut transition-colors hover:bg-cream focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none"
    >
      {children}
    </button>
  );
}

/** One value's row: its name, what it adds to the price, its swatch colour, and its buttons. */
function ValueRow({
  option,
  index,
  value,
  at,
  count,
  pictures,
}: {
  option: EditorOption;
  index: number;
  value: EditorValue | null;
  at: number;
  count: number;
  pictures: string[];
}) {
  const prefix = `o${index}`;
  const name = option.name.trim() || `option ${index + 1}`;
  const word = value?.value.trim() || `new value of ${name}`;
  return (
    <tr className="border-t border-line/70">
      <td className="py-2 pr-2">
        <input type="hidden" name={`${prefix}.key`} value={value?.key ?? ""} />
        <input
          name={`${prefix}.value`}
          defaultValue={value?.value ?? ""}
          aria-label={value ? `Value ${at + 1} of ${name}` : `New value of ${name}`}
          placeholder={value ? undefined : "Add a value"}
          maxLength={40}
          autoComplete="off"
          id={value ? undefined : editorFieldId(`${prefix}.new`)}
          className={cn(cellInput, "w-full min-w-40")}
        />
      </td>
      <td className="py-2 pr-2">
        <input
          name={`${prefix}.surcharge`}
          defaultValue={value?.surcharge ?? ""}
          aria-label={`Adds to the price, ${word} (PKR)`}
          inputMode="numeric"
          maxLength={14}
          autoComplete="off"
          className={cn(cellInput, "w-32")}
        />
      </td>
      <td className="py-2 pr-2">
        <div className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-7 shrink-0 rounded-full border border-line"
            style={{ background: /^#[0-9a-f]{6}$/i.test(value?.color ?? "") ? value!.color : "transparent" }}
          />
          <input
            name={`${prefix}.color`}
            defaultValue={value?.color ?? ""}
            aria-label={`Swatch colour, ${word}`}
            placeholder="#6b4f3a"
            maxLength={7}
            autoComplete="off"
            spellCheck={false}
            className={cn(cellInput, "w-28 font-mono")}
          />
        </div>
      </td>
      {pictures.length > 0 && (
        <td className="py-2 pr-2">
          {value && (
            <ValuePictures name={`${prefix}.pic.${at}`} word={word} pictures={pictures} chosen={value.pictures} />
          )}
        </td>
      )}
      <td className="py-2 whitespace-nowrap">
        {value && (
          <>
            {at > 0 && (
              <IconButton intent={`value-up:${index}:${at}`} label={`Move ${word} up`}>
                <ArrowUp className="size-4" aria-hidden="true" />
              </IconButton>
            )}
            {at < count - 1 && (
              <IconButton intent={`value-down:${index}:${at}`} label={`Move ${word} down`}>
                <ArrowDown className="size-4" aria-hidden="true" />
              </IconButton>
            )}
            <IconButton intent={`remove-value:${index}:${at}`} label={`Remove ${word}`}>
              <Trash2 className="size-4" aria-hidden="true" />
            </IconButton>
          </>
        )}
      </td>
    </tr>
  );
}

/** A value's pictures: a ticked thumbnail for each of the product's pictures that shows it. */
function ValuePictures({
  name,
  word,
  pictures,
  chosen,
}: {
  name: string;
  word: string;
  pictures: string[];
  chosen: string[];
}) {
  return (
    <div className="flex gap-1.5">
      {pictures.map((url, at) => (
        <label
          key={url}
          className="relative block size-10 shrink-0 cursor-pointer overflow-hidden rounded-lg border-2 border-transparent has-checked:border-walnut has-focus-visible:ring-3 has-focus-visible:ring-brass/40"
        >
          <input
            type="checkbox"
            name={name}
            value={url}
            defaultChecked={chosen.includes(url)}
            aria-label={`Picture ${at + 1} shows ${word}`}
            className="peer absolute top-0.5 left-0.5 size-3.5 accent-walnut"
          />
          <ResponsiveImage src={url} alt="" sizes="40px" className="size-full object-cover" />
        </label>
      ))}
    </div>
  );
}

/**
 * One option (Fabric, Finish, Size): its name, how the product page shows its values, and the
 * values in their order, with an empty last row that adds one. Moving and removing are submit
 * buttons: the action answers the edited form, so they work without JavaScript.
 */
export function OptionFieldset({
  option,
  index,
  pictures,
}: {
  option: EditorOption;
  index: number;
  pictures: string[];
}) {
  const prefix = `o${index}`;
  const title = option.name.trim() || `Option ${index + 1}`;
  return (
    <fieldset className="min-w-0 rounded-[var(--radius-card)] border border-line bg-linen p-4 shadow-soft sm:p-6">
      <legend className="sr-only">{`Option ${index + 1}: ${title}`}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid min-w-56 flex-1 gap-1.5 text-sm font-semibold text-espresso">
          {`Option ${index + 1} name`}
          <input
            name={`${prefix}.name`}
            id={editorFieldId(`${prefix}.name`)}
            defaultValue={option.name}
            placeholder="Fabric, Finish or Size"
            maxLength={40}
            autoComplete="off"
            className={cn(inputClass, "font-normal")}
          />
        </label>
        <label className="grid gap-1.5 text-sm font-semibold text-espresso">
          Shown as
          <select name={`${prefix}.display`} defaultValue={option.display} className={cn(inputClass, "font-normal")}>
            <option value="buttons">Buttons</option>
            <option value="swatches">Swatches</option>
          </select>
        </label>
        <div className="flex gap-2">
          {index > 0 && (
            <Button type="submit" name="intent" value={`option-up:${index}`} variant="outline" size="sm">
              <ArrowUp className="size-4" aria-hidden="true" />
              Move {title} up
            </Button>
          )}
          <Button type="submit" name="intent" value={`remove-option:${index}`} variant="outline" size="sm">
            <Trash2 className="size-4" aria-hidden="true" />
            Remove {title}
          </Button>
        </div>
      </div>
      <div className="relative mt-4 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{`Values of ${title}`}</caption>
          <thead>
            <tr className="text-xs tracking-wide text-muted uppercase">
              <th scope="col" className="pb-2 font-semibold">
                Value
              </th>
              <th scope="col" className="pb-2 font-semibold">
                Adds to price (PKR)
              </th>
              <th scope="col" className="pb-2 font-semibold">
                Swatch colour
              </th>
              {pictures.length > 0 && (
                <th scope="col" className="pb-2 font-semibold">
                  Pictures
                </th>
              )}
              <th scope="col" className="pb-2 font-semibold">
                <span className="sr-only">Order and removal</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {option.values.map((value, at) => (
              <ValueRow
                key={value.key}
                option={option}
                index={index}
                value={value}
                at={at}
                count={option.values.length}
                pictures={pictures}
              />
            ))}
            <ValueRow
              option={option}
              index={index}
              value={null}
              at={option.values.length}
              count={0}
              pictures={pictures}
            />
          </tbody>
        </table>
      </div>
      {option.values.length === 0 && (
        <p className="mt-2 text-sm text-muted">Type its first value in the empty row, then update the variants.</p>
      )}
    </fieldset>
  );
}
