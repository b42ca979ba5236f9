// The orders export, written with the house CSV rules of ~/utils/csv.
import { csvRow, UTF8_BOM } from "~/utils/csv";
import { shopCalendar } from "~/utils/shop-time";
import { statusLabels, type OrderStatus } from "./order-status";

/** The spec's columns, in its order. */
export const ORDERS_CSV_COLUMNS = ["Order ID", "Customer", "Email", "Status", "Total", "Date"] as const;

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
