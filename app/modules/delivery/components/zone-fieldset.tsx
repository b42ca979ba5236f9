import Trash2 from "lucide-react/icons/trash-2";
import { Button } from "~/components/ui/button";
import { CHARGED_OPTIONS, fieldId, OPTION_NAMES, REMOVE_ZONE, zoneIdOf } from "../delivery-policy-form";
import { DaysInput, MoneyInput, PolicyGroup, PolicyInput, PolicyTextArea } from "./policy-field";
import { fieldProps, PolicyCard, type PolicyFormState } from "./policy-card";

const KINDS = [
  { value: "priced", label: "Fixed charges", hint: "A Standard charge below a free-delivery threshold." },
  { value: "quote", label: "By quote", hint: "The shop names the fee after the order, for every option." },
] as const;

/**
 * One zone of the policy: its name and cities, transit time and how delivery there is charged.
 * Only the charges of the chosen kind show: the CSS `:has()` rules below read the checked radio,
 * so this works before (and without) JavaScript. The hidden fields are still posted, and ignored.
 */
export function ZoneFieldset({ row, state, removable }: { row: number; state: PolicyFormState; removable: boolean }) {
  const name = (field: string) => `zones.${row}.${field}`;
  const field = (key: string) => fieldProps(state, name(key));
  const zoneName = state.values[name("name")]?.trim() || `Zone row ${row + 1}`;
  const kind = state.values[name("pricing.kind")] === "quote" ? "quote" : "priced";
  const zoneId = zoneIdOf(state.values, row);
  const kindError = state.errors[name("pricing.kind")];
  return (
    <PolicyCard
      legend={zoneName}
      className="group/zone"
      action={
        removable && (
          <Button type="submit" name="intent" value={`${REMOVE_ZONE}${row}`} variant="outline" size="sm">
            <Trash2 className="size-4" aria-hidden="true" />
            Remove {zoneName}
          </Button>
        )
      }
    >
      <input type="hidden" name={name("id")} value={zoneId} />
      <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:gap-x-5">
        <PolicyInput
          label="Zone name"
          maxLength={60}
          autoComplete="off"
          className="col-span-2 sm:col-span-1"
          {...field("name")}
        />
        <DaysInput label="Transit days, fastest" {...field("transitDays.min")} />
        <DaysInput label="Transit days, slowest" {...field("transitDays.max")} />
      </div>
      <p className="-mt-2 text-sm text-muted">
        Transit counts the crews&apos; working days (below) from the day the piece leaves the workshop.
      </p>
      <PolicyTextArea
        label="Cities"
        hint="Separated by commas. A city typed at checkout is matched to these (short forms such as Isb count)."
        {...field("cities")}
      />
      <PolicyInput
        label="Note on areas (optional)"
        maxLength={200}
        autoComplete="off"
        hint="Shown after the cities on /shipping, never matched: 'including DHA and Gulberg', 'and other remote areas'."
        {...field("areasNote")}
      />

      <fieldset className="min-w-0" aria-describedby={kindError ? `${fieldId(name("pricing.kind"))}-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold text-espresso">How delivery here is charged</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {KINDS.map((choice) => (
            <label
              key={choice.value}
              className="flex items-start gap-3 rounded-xl border border-line bg-ivory p-4 has-[:checked]:border-walnut has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brass/40"
            >
              <input
                type="radio"
                name={name("pricing.kind")}
                value={choice.value}
                defaultChecked={kind === choice.value}
                id={choice.value === kind ? fieldId(name("pricing.kind")) : undefined}
                className="mt-0.5 size-5 shrink-0 accent-walnut focus:outline-none"
              />
              <span>
                <span className="block font-semibold">{choice.label}</span>
                <span className="block text-sm text-muted">{choice.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {kindError && (
          <p id={`${fieldId(name("pricing.kind"))}-error`} className="mt-1.5 text-sm font-medium text-terracotta">
            {kindError}
          </p>
        )}
      </fieldset>

      <PolicyGroup
        legend="Fixed charges, in rupees"
        hint="Express and White Glove replace the Standard charge and are never free."
        className="group-has-[input[type=radio][value=quote]:checked]/zone:hidden"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <MoneyInput label="Standard charge" {...field("pricing.standardCharge")} />
          <MoneyInput
            label="Free above (optional)"
            hint="Standard delivery is free for orders of this total or more. Blank: never free."
            {...field("pricing.freeAbove")}
          />
          {CHARGED_OPTIONS.map((option) => (
            <MoneyInput
              key={option.id}
              label={`${OPTION_NAMES[option.id]} charge`}
              {...fieldProps(state, `options.${option.index}.charges.${zoneId}`)}
            />
          ))}
        </div>
      </PolicyGroup>

      <PolicyGroup
        legend="Quote, in rupees"
        className="group-has-[input[type=radio][value=priced]:checked]/zone:hidden"
      >
        <MoneyInput
          label="Usually from (optional)"
          hint="Shown on /shipping and at checkout before the quote. Blank: no figure is given."
          className="sm:max-w-xs"
          {...field("pricing.quoteFrom")}
        />
      </PolicyGroup>
    </PolicyCard>
  );
}
