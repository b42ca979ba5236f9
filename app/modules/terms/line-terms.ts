/**
 * An order line's returns and warranty as dates, from the terms the line was bought under
 * (order_items.return_days and .warranty) and the day it was delivered (the order's account:
 * its Delivered step, on Pakistan's calendar). The invoice prints them; a claim (issue 36,
 * item 2) is offered by the same dates. Pure: the browser may share it.
 */
import { formatShopDate, shopCalendar } from "~/utils/shop-time";
import { returnPhrase } from "./return-terms";
import { sortedTerms, WARRANTY_PART_WORDS, yearsText, type WarrantyTerm } from "./warranty-parts";

export interface LineTermsSource {
  returnDays: number;
  warranty: readonly WarrantyTerm[];
}

/** 'YYYY-MM-DD' plus whole days or years on the calendar (29 Feb plus a year: 28 Feb). */
function calendarPlus(day: string, { days = 0, years = 0 }: { days?: number; years?: number }): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  const moved = new Date(Date.UTC(year + years, month - 1, Math.min(date, lastOfMonth) + days));
  return moved.toISOString().slice(0, 10);
}

/** The last day a change-of-mind return may be asked for (delivered on day D: D plus the days), or null for none. */
export function returnLastDay(line: LineTermsSource, deliveredOn: string): string | null {
  return line.returnDays > 0 ? calendarPlus(deliveredOn, { days: line.returnDays }) : null;
}

/** Whether a return may still be asked for `now`: until the end of its last day in Pakistan. */
export function returnOpen(line: LineTermsSource, deliveredOn: string, now = new Date()): boolean {
  const last = returnLastDay(line, deliveredOn);
  return last !== null && shopCalendar(now).date <= last;
}

/** Each part's last day of cover (null: for life). */
export function warrantyLastDays(line: LineTermsSource, deliveredOn: string) {
  return sortedTerms(line.warranty).map((term) => ({
    ...term,
    until: term.years === "lifetime" ? null : calendarPlus(deliveredOn, { years: term.years }),
  }));
}

/**
 * The invoice's words: before delivery, the terms ('30-day returns from delivery · Warranty from
 * delivery: frames & joinery 5 years'); once delivered, the dates ('Returns until Dec 05, 2026 ·
 * Warranty: frames & joinery until Nov 28, 2031').
 */
export function lineTermsText(line: LineTermsSource, deliveredOn: string | null): string {
  const label = (term: WarrantyTerm) => WARRANTY_PART_WORDS[term.part].label.toLowerCase();
  if (!deliveredOn) {
    const returns = line.returnDays > 0 ? `${returnPhrase(line.returnDays)} from delivery` : returnPhrase(0);
    if (line.warranty.length === 0) return returns;
    const cover = sortedTerms(line.warranty).map((term) => `${label(term)} ${yearsText(term.years).toLowerCase()}`);
    return `${returns} · Warranty from delivery: ${cover.join(", ")}`;
  }
  const last = returnLastDay(line, deliveredOn);
  const returns = last ? `Returns until ${formatShopDate(last)}` : returnPhrase(0);
  if (line.warranty.length === 0) return returns;
  const cover = warrantyLastDays(line, deliveredOn).map((term) =>
    term.until ? `${label(term)} until ${formatShopDate(term.until)}` : `${label(term)} for life`,
  );
  return `${returns} · Warranty: ${cover.join(", ")}`;
}
