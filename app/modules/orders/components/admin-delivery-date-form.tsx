import CalendarClock from "lucide-react/icons/calendar-clock";
import { useId } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useNotice } from "~/components/ui/toaster";
import { shopCalendar } from "~/utils/shop-time";
import { DELIVERY_SLOT_STARTS, slotText } from "../delivery-date";
import { Select } from "./admin-select";

const inputClass =
  "h-9 w-full rounded-xl border border-line bg-linen px-3 text-sm text-espresso focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none";

/**
 * Plans or moves an order's delivery: a day and an optional two-hour slot. The customer is
 * e-mailed the day (once, if it is corrected within a minute); the server refuses a past day.
 */
export function AdminDeliveryDateForm({
  orderId,
  date,
  slotStart,
}: {
  orderId: string;
  date: string | null;
  slotStart: number | null;
}) {
  const fetcher = useFetcher();
  useNotice(fetcher.data);
  const busy = fetcher.state !== "idle";
  const dateId = useId();
  const slotId = useId();
  return (
    <fetcher.Form method="post" className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <input type="hidden" name="intent" value="delivery-date" />
      <input type="hidden" name="orderId" value={orderId} />
      <div>
        <label htmlFor={dateId} className="mb-1 block text-xs font-semibold text-espresso">
          Delivery day
        </label>
        <input
          id={dateId}
          key={date}
          type="date"
          name="date"
          required
          min={shopCalendar(new Date()).date}
          defaultValue={date ?? ""}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={slotId} className="mb-1 block text-xs font-semibold text-espresso">
          Time slot
        </label>
        <Select
          id={slotId}
          key={slotStart ?? "any"}
          name="slot"
          defaultValue={slotStart === null ? "" : String(slotStart)}
          className="h-9 text-sm"
        >
          <option value="">Any time that day</option>
          {DELIVERY_SLOT_STARTS.map((start) => (
            <option key={start} value={start}>
              {slotText(start)}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" size="sm" disabled={busy}>
        <CalendarClock className="size-4" aria-hidden="true" />
        {busy ? "Saving..." : date ? "Move and e-mail" : "Plan and e-mail"}
      </Button>
    </fetcher.Form>
  );
}
