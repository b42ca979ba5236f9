import type { FreeTimesDay } from "../free-times.server";

/**
 * The calendar's free times as a select's options, grouped by day: the shop's move of a booking
 * and a request's visit offer the same list. Each option names its short day, so the chosen one
 * reads whole in a phone's field.
 */
export function FreeTimeOptions({ days }: { days: FreeTimesDay[] }) {
  return days.map((day) => (
    <optgroup key={day.day} label={day.label}>
      {day.slots.map((slot) => (
        <option key={slot.start} value={slot.start}>
          {day.short}, {slot.label}
        </option>
      ))}
    </optgroup>
  ));
}
