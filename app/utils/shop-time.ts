/**
 * The shop's clock. Every date a customer or the owner reads is Lahore's (Pakistan
 * has one time zone and no daylight saving), written the spec's way: 'Jan 05, 2024',
 * with HH:mm where a time is shown. The database groups days by the same zone
 * (analytics), so this is the one place that names it, and the one file that builds
 * date formats (tests/lint/formats.test.ts keeps Intl.DateTimeFormat here): the year
 * is always shown (DECISIONS: money, dates and places), times are 24-hour.
 */
export const SHOP_TIME_ZONE = "Asia/Karachi";

type When = Date | string | number;

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: SHOP_TIME_ZONE,
  month: "short",
  day: "2-digit",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const numericFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const weekdayFormats = {
  short: new Intl.DateTimeFormat("en-US", { timeZone: SHOP_TIME_ZONE, weekday: "short" }),
  long: new Intl.DateTimeFormat("en-US", { timeZone: SHOP_TIME_ZONE, weekday: "long" }),
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

// A bare 'YYYY-MM-DD' (a project's completion date) is that calendar day: read it at noon in Lahore.
function instant(value: When): Date {
  return typeof value === "string" && CALENDAR_DAY.test(value) ? new Date(`${value}T12:00:00+05:00`) : new Date(value);
}

/** The first instant of a calendar day ('2024-01-05') in Lahore: where a date filter starts. */
export function shopDayStart(day: string): Date {
  if (!CALENDAR_DAY.test(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(`${day}T00:00:00+05:00`);
}

/** 'Jan 05, 2024'. */
export function formatShopDate(value: When): string {
  return dayFormat.format(instant(value));
}

/** '14:30'. */
export function formatShopTime(value: When): string {
  return timeFormat.format(instant(value));
}

/** 'Jan 05, 2024, 14:30': a date with its time, in details and mails. */
export function formatShopDateTime(value: When): string {
  return `${formatShopDate(value)}, ${formatShopTime(value)}`;
}

/** 'Jan 05, 2024 at 14:30': a date with its time inside a sentence (account mails). */
export function formatShopDateInWords(value: When): string {
  return `${formatShopDate(value)} at ${formatShopTime(value)}`;
}

/**
 * 'Fri, Jan 05, 2024' (a chart's day, a table's row) or, with "long", 'Friday, Jan 05, 2024' (a
 * day in a sentence: a consultation's): a day whose weekday matters, in the spec's date form.
 */
export function formatShopWeekdayDate(value: When, weekday: keyof typeof weekdayFormats = "short"): string {
  return `${weekdayFormats[weekday].format(instant(value))}, ${formatShopDate(value)}`;
}

/** The parts of 'Fri, Jan 05, 2024' ('Fri', 'Jan', '05', '2024'), for a layout that sets them apart (a day's button). */
export function shopDateParts(value: When): { weekday: string; month: string; day: string; year: string } {
  const parts = Object.fromEntries(dayFormat.formatToParts(instant(value)).map((part) => [part.type, part.value]));
  return {
    weekday: weekdayFormats.short.format(instant(value)),
    month: parts.month!,
    day: parts.day!,
    year: parts.year!,
  };
}

/**
 * A span of days, the year said once: 'Dec 12 – Dec 15, 2026'; across a year end both years,
 * 'Dec 30, 2026 – Jan 04, 2027'; one day alone, 'Dec 12, 2026'. An en dash with spaces
 * between two dates (delivery windows in checkout, mails, tracking and the admin).
 */
export function formatShopDateRange(from: When, to: When): string {
  const [first, last] = [shopDateParts(from), shopDateParts(to)];
  const through = formatShopDate(to);
  if (formatShopDate(from) === through) return through;
  if (first.year !== last.year) return `${formatShopDate(from)} – ${through}`;
  return `${first.month} ${first.day} – ${through}`;
}

/**
 * 'Jan 05' with no year: for a chart's axis ONLY, where thirty labels share a narrow axis and
 * each day's tooltip and the table under the chart name it with its year (formatShopWeekdayDate).
 */
export function formatShopAxisDay(value: When): string {
  const { month, day } = shopDateParts(value);
  return `${month} ${day}`;
}

/** '2024-01-05' and '14:30': the forms that spreadsheets sort and file names carry. */
export function shopCalendar(value: When): { date: string; time: string } {
  const parts = Object.fromEntries(numericFormat.formatToParts(instant(value)).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The year in Lahore now ('2026'): the footer's copyright (DECISIONS: the footer shows the current year). */
export const shopYear = (now = new Date()): string => shopCalendar(now).date.slice(0, 4);
