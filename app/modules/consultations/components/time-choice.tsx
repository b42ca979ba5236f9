import { cn } from "~/utils/cn";
import { StepLegend } from "~/components/ui/step-legend";

/**
 * The chosen day's free times as radio buttons named `slot` (the value is the start, in ISO), in a
 * fieldset whose legend names the day. Times taken meanwhile are simply not there.
 */
export function TimeChoice({
  dayLabel,
  slots,
  slotMinutes,
  defaultValue,
  error,
}: {
  dayLabel: string;
  slots: { start: string; label: string }[];
  slotMinutes: number;
  defaultValue?: string;
  error?: string;
}) {
  const length =
    slotMinutes % 60 === 0 ? `${slotMinutes / 60} hour${slotMinutes === 60 ? "" : "s"}` : `${slotMinutes} minutes`;
  return (
    <fieldset>
      <StepLegend step={2}>
        Choose a time <span className="text-muted">on {dayLabel}</span>
      </StepLegend>
      {slots.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-cream px-4 py-5 text-center text-sm text-muted">
          No free times left on this day. Please choose another day.
        </p>
      ) : (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {slots.map((slot) => (
            <label
              key={slot.start}
              className={cn(
                "relative flex h-12 cursor-pointer items-center justify-center rounded-xl border bg-linen text-base font-semibold text-espresso shadow-sm transition-colors",
                "hover:border-walnut/60 has-checked:border-walnut has-checked:bg-walnut has-checked:text-linen",
                "has-focus-visible:ring-3 has-focus-visible:ring-brass/40",
                error ? "border-terracotta" : "border-line",
              )}
            >
              <input
                type="radio"
                name="slot"
                value={slot.start}
                required
                defaultChecked={defaultValue === slot.start}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "slot-error" : undefined}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
              />
              {slot.label}
            </label>
          ))}
        </div>
      )}
      <p className="mt-2 text-sm text-muted">Lahore time. A consultation takes {length}.</p>
      {error && (
        <p id="slot-error" className="mt-1.5 text-sm font-medium text-terracotta">
          {error}
        </p>
      )}
    </fieldset>
  );
}
