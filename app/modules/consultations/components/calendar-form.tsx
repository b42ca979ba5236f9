import Save from "lucide-react/icons/save";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { AdminPanel } from "~/components/admin/admin-panel";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { Field, SelectField, TextAreaField } from "~/components/ui/field";
import { WEEKDAY_NAMES, WEEKDAYS } from "../calendar";
import { hoursField, SLOT_LENGTHS, type CalendarFormValues } from "../calendar-form";

const lengthLabel = (minutes: number) =>
  minutes % 60 === 0
    ? `${minutes / 60} hour${minutes === 60 ? "" : "s"}`
    : minutes > 60
      ? `${Math.floor(minutes / 60)} h ${minutes % 60} min`
      : `${minutes} minutes`;

/**
 * The consultation calendar's editor: hours per weekday, the consultation's length, and the
 * closed days as lines of text. A plain form that works without JavaScript; with it, the answer
 * is a toast. The booking page reads the saved calendar on its next request.
 */
export function CalendarForm({ calendar, outcome }: { calendar: CalendarFormValues; outcome?: AdminActionResult }) {
  const { fetcher, formRef, errors, values: posted } = useAdminForm("calendar", outcome, { resetOnSuccess: false });
  const values = { ...calendar, ...posted };
  const length = Number(values.slotMinutes);
  const lengths = SLOT_LENGTHS.includes(length as (typeof SLOT_LENGTHS)[number])
    ? SLOT_LENGTHS
    : [...SLOT_LENGTHS, length];
  return (
    <AdminPanel
      title="Calendar"
      description="When customers can book. Changes apply to new bookings; bookings already made keep their time."
    >
      {/* Drawn afresh when the saved calendar changes, so the fields show what is stored. */}
      <fetcher.Form ref={formRef} method="post" noValidate key={JSON.stringify(calendar)} className="grid gap-8">
        <input type="hidden" name="intent" value="calendar" />
        <fieldset className="grid gap-4">
          <legend className="mb-1 text-lg font-semibold text-espresso">Opening hours</legend>
          <p className="-mt-2 text-sm text-muted">
            24-hour clock, Lahore time. Two periods for a break (11:00-13:00, 15:00-19:00); empty when closed.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {WEEKDAYS.map((day) => (
              <Field
                key={day}
                label={WEEKDAY_NAMES[day]}
                name={hoursField(day)}
                defaultValue={values[hoursField(day)]}
                placeholder="Closed"
                maxLength={200}
                error={errors[hoursField(day)]}
              />
            ))}
          </div>
        </fieldset>
        <SelectField
          label="Length of a consultation"
          name="slotMinutes"
          defaultValue={values.slotMinutes}
          error={errors.slotMinutes}
          options={lengths.map((minutes) => ({ value: String(minutes), label: lengthLabel(minutes) }))}
          className="max-w-xs"
        />
        <TextAreaField
          label="Closed days"
          name="closedDays"
          rows={10}
          defaultValue={values.closedDays}
          error={errors.closedDays}
          hint="One per line: the date and its name, e.g. 2026-03-23 Pakistan Day. The Islamic holidays follow the moon: correct their dates when they are announced."
        />
        <Button type="submit" disabled={fetcher.state !== "idle"} className="justify-self-start">
          <Save className="size-4" aria-hidden="true" />
          {fetcher.state !== "idle" ? "Saving..." : "Save the calendar"}
        </Button>
      </fetcher.Form>
    </AdminPanel>
  );
}
