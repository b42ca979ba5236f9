import { formatOrderDate } from "./order-status";

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Karachi",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** 'Jan 05, 2024, 14:30': the spec's date with the time (HH:mm) for details, in Pakistan time. */
export function formatOrderDateTime(value: Date | string): string {
  return `${formatOrderDate(value)}, ${timeFormat.format(new Date(value))}`;
}
