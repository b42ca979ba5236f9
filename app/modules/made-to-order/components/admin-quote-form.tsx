import Send from "lucide-react/icons/send";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass, TextAreaField } from "~/components/ui/field";
import { rupees } from "~/utils/money";
import { QUOTE_FORM_ROWS, type QuoteLine } from "../quote.schema-types";

export interface QuoteDefaults {
  advancePercent: number;
  validUntil: string;
  minDay: string;
  maxDay: string;
  leadTimeWeeks: number | null;
  deliveryFee: number | null;
  lines: QuoteLine[];
  note: string;
}

/** The line errors ('lines.0.unitPrice') as sentences a person reads, 'Line 1: ...'. */
function lineErrors(errors: Record<string, string>): string[] {
  return Object.entries(errors)
    .filter(([key]) => key === "lines" || key.startsWith("lines."))
    .map(([key, message]) => {
      const row = /^lines\.(\d+)/.exec(key)?.[1];
      return row === undefined ? message : `Line ${Number(row) + 1}: ${message}`;
    });
}

/**
 * The admin's quote: up to six lines (description, quantity, unit price), delivery as a charge
 * or included, lead time, advance, last valid day and a note. A revision starts from the latest
 * quote's figures. Works without JavaScript: every row is in the page, blank ones are ignored.
 */
export function AdminQuoteForm({
  defaults,
  requestKey,
  revising,
  errors,
}: {
  defaults: QuoteDefaults;
  requestKey: string;
  revising: boolean;
  errors: Record<string, string>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "quote";
  const rows = Array.from({ length: QUOTE_FORM_ROWS }, (_, index) => defaults.lines[index] ?? null);
  const problems = lineErrors(errors);
  return (
    <Form method="post" key={requestKey} className="grid gap-5" aria-labelledby="quote-form-heading">
      <h3 id="quote-form-heading" className="font-display text-xl font-medium">
        {revising ? "Revise the quote" : "Write a quote"}
      </h3>
      <input type="hidden" name="intent" value="quote" />
      <input type="hidden" name="requestKey" value={requestKey} />
      <fieldset className="grid gap-4 sm:gap-3">
        <legend className="mb-2 text-sm font-semibold text-espresso">Lines (blank rows are left out)</legend>
        {problems.length > 0 && (
          <ul role="alert" className="grid gap-1 text-sm font-medium text-terracotta">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        {/* Column names for the eye (each input has its own label): on a phone the description takes a row of its own. */}
        <div
          aria-hidden="true"
          className="grid grid-cols-[5rem_1fr] gap-x-2 text-xs font-semibold tracking-wide text-muted uppercase sm:grid-cols-[1fr_5rem_8rem]"
        >
          <span className="col-span-2 sm:col-span-1">Description</span>
          <span>Qty</span>
          <span>Unit price (PKR)</span>
        </div>
        {rows.map((line, index) => (
          <div key={index} className="grid grid-cols-[5rem_1fr] gap-2 sm:grid-cols-[1fr_5rem_8rem]">
            <label className="sr-only" htmlFor={`line-description-${index}`}>
              Line {index + 1} description
            </label>
            <input
              id={`line-description-${index}`}
              name="lineDescription"
              maxLength={200}
              placeholder={index === 0 ? "Sheesham dining table, 8 seats" : ""}
              defaultValue={line?.description}
              className={`${inputClass} col-span-2 sm:col-span-1`}
            />
            <label className="sr-only" htmlFor={`line-quantity-${index}`}>
              Line {index + 1} quantity
            </label>
            <input
              id={`line-quantity-${index}`}
              name="lineQuantity"
              inputMode="numeric"
              defaultValue={line ? String(line.quantity) : "1"}
              className={inputClass}
            />
            <label className="sr-only" htmlFor={`line-price-${index}`}>
              Line {index + 1} unit price in rupees
            </label>
            <input
              id={`line-price-${index}`}
              name="linePrice"
              inputMode="numeric"
              placeholder={index === 0 ? "PKR" : ""}
              defaultValue={line ? rupees(line.unitPrice) : ""}
              className={inputClass}
            />
          </div>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Delivery charge (PKR)"
          name="deliveryFee"
          inputMode="numeric"
          defaultValue={defaults.deliveryFee === null ? "" : rupees(defaults.deliveryFee)}
          error={errors.deliveryFee}
          hint="Leave it empty and tick 'Delivery included' when the price includes delivery."
        />
        <label className="flex items-center gap-3 self-center text-sm font-semibold text-espresso">
          <input
            type="checkbox"
            name="deliveryIncluded"
            defaultChecked={defaults.lines.length > 0 && defaults.deliveryFee === null}
            className="size-5 accent-walnut"
          />
          Delivery included
        </label>
        <Field
          label="Lead time (weeks)"
          name="leadTimeWeeks"
          inputMode="numeric"
          required
          defaultValue={defaults.leadTimeWeeks === null ? "" : String(defaults.leadTimeWeeks)}
          error={errors.leadTimeWeeks}
        />
        <Field
          label="Advance (%)"
          name="advancePercent"
          inputMode="numeric"
          required
          defaultValue={String(defaults.advancePercent)}
          error={errors.advancePercent}
        />
        <Field
          label="Valid until"
          name="validUntil"
          type="date"
          required
          min={defaults.minDay}
          max={defaults.maxDay}
          defaultValue={defaults.validUntil}
          error={errors.validUntil}
        />
      </div>
      <TextAreaField
        label="Note to the customer (optional)"
        name="note"
        rows={3}
        maxLength={2000}
        defaultValue={defaults.note}
        error={errors.note}
      />
      <Button type="submit" disabled={busy} className="justify-self-start">
        <Send className="size-4" aria-hidden="true" />
        {busy ? "Sending..." : revising ? "Send revised quote" : "Send quote"}
      </Button>
    </Form>
  );
}
