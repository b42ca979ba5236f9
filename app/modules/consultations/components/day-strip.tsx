import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { cn } from "~/utils/cn";
import type { BookingDay } from "../booking-page.server";

/**
 * The three weeks' days as links (?day=…), so choosing one works without JavaScript: a row that
 * scrolls sideways on a phone and wraps into weeks on wider screens. Closed and fully booked days
 * are shown, not linked, with the reason.
 */
export function DayStrip({
  days,
  current,
  hrefFor,
}: {
  days: BookingDay[];
  current: string;
  hrefFor: (day: string) => string;
}) {
  const listRef = useRef<HTMLUListElement>(null);

  // On a phone the chosen day may sit off to the right: bring it into the row's view, not the page's.
  useEffect(() => {
    const list = listRef.current;
    const chip = list?.querySelector<HTMLElement>("[aria-current]");
    if (list && chip && list.scrollWidth > list.clientWidth) {
      // Left-aligned with the row's padding, with the day before it peeking in when there is one.
      list.scrollLeft += chip.getBoundingClientRect().left - list.getBoundingClientRect().left - 20 - 40;
    }
  }, [current]);

  return (
    <ul
      ref={listRef}
      role="list"
      className="relative -mx-5 flex snap-x gap-2 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-7 sm:overflow-visible sm:px-0"
    >
      {days.map((day) => {
        const chosen = day.day === current;
        const open = day.free > 0;
        const status = day.closed ?? (open ? `${day.free} free` : "No times left");
        // Screen readers hear the whole date and its state; the short forms are for the eye.
        const face = (
          <>
            <span className="sr-only">{`${day.label}, ${status}`}</span>
            <span aria-hidden="true" className="text-xs font-semibold tracking-wide uppercase">
              {day.weekday}
            </span>
            <span aria-hidden="true" className="font-display text-2xl leading-none font-medium">
              {day.date}
            </span>
            <span aria-hidden="true" className="text-xs">
              {day.month}
            </span>
            <span
              aria-hidden="true"
              className={cn("mt-1 max-w-full truncate text-[0.6875rem] leading-tight", !chosen && "text-muted")}
            >
              {status}
            </span>
          </>
        );
        const chip =
          "relative flex w-[4.75rem] shrink-0 snap-start flex-col items-center gap-0.5 rounded-xl border px-1 py-2.5 text-center sm:w-auto";
        return (
          <li key={day.day}>
            {open ? (
              <Link
                to={hrefFor(day.day)}
                preventScrollReset
                aria-current={chosen ? "date" : undefined}
                className={cn(
                  chip,
                  "transition-colors focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none",
                  chosen
                    ? "border-walnut bg-walnut text-linen"
                    : "border-line bg-linen text-espresso hover:border-walnut",
                )}
              >
                {face}
              </Link>
            ) : (
              <span
                aria-current={chosen ? "date" : undefined}
                className={cn(chip, "border-dashed border-line bg-cream text-muted")}
              >
                {face}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
