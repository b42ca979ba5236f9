import { WEEKDAYS } from "../delivery-policy-form";
import { PolicyCard, type PolicyFormState } from "./policy-card";

/**
 * The days the crews deliver, as boxes (an unticked box is not posted: absent means no). Transit
 * counts only these days, and the delivery window a customer is promised lands on one of them.
 */
export function WorkingDaysFieldset({ state }: { state: PolicyFormState }) {
  const error = state.errors.workingDays;
  return (
    <PolicyCard legend="Working days" description="The days the crews deliver. Transit times count only these days.">
      <div className="flex flex-wrap gap-3">
        {WEEKDAYS.map(({ day, name }, index) => (
          <label
            key={day}
            className="flex min-h-11 items-center gap-2.5 rounded-full border border-line bg-ivory py-2 pr-4 pl-3 has-[:checked]:border-walnut has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brass/40"
          >
            <input
              type="checkbox"
              name={`workingDays.${day}`}
              defaultChecked={state.values[`workingDays.${day}`] === "on"}
              id={index === 0 ? "delivery-workingDays" : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "delivery-workingDays-error" : undefined}
              className="size-5 shrink-0 accent-walnut focus:outline-none"
            />
            <span className="font-medium">{name}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="delivery-workingDays-error" className="text-sm font-medium text-terracotta">
          {error}
        </p>
      )}
    </PolicyCard>
  );
}
