// The orders export as DECISIONS 'Imports and exports that tell the truth' asks: RFC 4180
// quoting, a UTF-8 byte-order mark, and no cell a spreadsheet would run as a formula.
import { shopCalendar } from "~/utils/shop-time";
import { statusLabels, type OrderStatus } from "./order-status";

/** Spreadsheet programs read the file as UTF-8 (Urdu names) only when it starts with this mark. */
export const UTF8_BOM = "\uFEFF";

/** The spec's columns, in its order. */
export const ORDERS_CSV_COLUMNS = ["Order ID", "Customer", "Email", "Status", "Total", "Date"] as const;

/**
 * One cell. Text starting with = + - @ (or a tab or carriage return, which
 * some programs skip before reading a formula) gets a leading single quote so
 * it stays text (CSV injection). Then RFC 4180: a cell holding a comma, a
 * quote or a line break is wrapped in quotes, with its quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  // Numbers are our own (totals): a negative one would be a number, not a formula, but we never export one.
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended by CRLF as RFC 4180 says. */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

export interface CsvOrder {
  id: string;
  fullName: string;
  email: string;
  status: string;
  totalAmount: number;
  createdAt: Date | string;
}

/**
 * An order's record. The total is whole rupees without separators and the
 * date is 'YYYY-MM-DD HH:mm' in Pakistan time, so spreadsheets read both as
 * numbers and dates that can be summed and sorted. The status is its label.
 */
export function orderCsvRow(order: CsvOrder): string {
  const { date, time } = shopCalendar(order.createdAt);
  const status = statusLabels[order.status as OrderStatus] ?? order.status;
  return csvRow([order.id, order.fullName, order.email, status, order.totalAmount, `${date} ${time}`]);
}

/** The header record, after the byte-order mark. */
export function ordersCsvHeader(): string {
  return UTF8_BOM + csvRow(ORDERS_CSV_COLUMNS);
}

/** The spec's file name, 'orders-' plus the day in Pakistan: orders-2024-01-05.csv. */
export function ordersCsvFilename(now = new Date()): string {
  return `orders-${shopCalendar(now).date}.csv`;
}
