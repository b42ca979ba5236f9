// The orders export, written with the house CSV rules of ~/utils/csv.
import { csvRow, UTF8_BOM } from "~/utils/csv";
import { shopCalendar } from "~/utils/shop-time";
import { formatPakistaniPhone } from "~/utils/phone";
import type { OrderAccount } from "./order-account";
import { paymentLabels, type PaymentMethod } from "./order-status";

/**
 * The spec's columns, in its order, then what the shop works from (issue 33): the number as
 * customers quote it, how to reach them, how they pay, what is paid and still due, and the day of
 * delivery (delivered, or planned) from the order's account. After the money, the discount code
 * the order was placed with and, in one sum, what it took off the pieces and off delivery (issue
 * 35): 'Total' plus 'Discount' is what the order came to before the code. One sum rather than two
 * columns: the file has no subtotal or fee for a split to be read against.
 */
export const ORDERS_CSV_COLUMNS = [
  "Order ID",
  "Customer",
  "Email",
  "Status",
  "Total",
  "Date",
  "Order number",
  "Phone",
  "City",
  "Payment method",
  "Paid",
  "Balance",
  "Discount code",
  "Discount",
  "Delivery",
  "Delivery day",
] as const;

export interface CsvOrder {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  city: string;
  paymentMethod: PaymentMethod;
  createdAt: Date | string;
  account: OrderAccount;
}

/** The code ('' without one) and the whole rupees it took off, pieces and delivery together (0 without one). */
function discountCells(account: OrderAccount): [string, number] {
  const { discount } = account.money;
  return discount ? [discount.code ?? "", discount.amount + discount.deliveryAmount] : ["", 0];
}

/** 'Delivered' with its day, 'Planned' with the planned day, or neither. */
function deliveryCells(account: OrderAccount): [string, string] {
  if (account.delivery.kind === "delivered") return ["Delivered", account.delivery.on];
  if (account.delivery.kind === "planned") return ["Planned", account.delivery.date];
  return ["", ""];
}

/**
 * An order's record. Amounts are whole rupees without separators and the
 * date is 'YYYY-MM-DD HH:mm' in Pakistan time (days 'YYYY-MM-DD'), so spreadsheets read them
 * as numbers and dates that can be summed and sorted. The status is its label.
 */
export function orderCsvRow(order: CsvOrder): string {
  const { date, time } = shopCalendar(order.createdAt);
  const { account } = order;
  return csvRow([
    order.id,
    order.fullName,
    order.email,
    account.statusLabel,
    account.money.total,
    `${date} ${time}`,
    account.number,
    formatPakistaniPhone(order.phone),
    order.city,
    paymentLabels[order.paymentMethod],
    account.money.paid,
    account.money.balance,
    ...discountCells(account),
    ...deliveryCells(account),
  ]);
}

/** The header record, after the byte-order mark. */
export function ordersCsvHeader(): string {
  return UTF8_BOM + csvRow(ORDERS_CSV_COLUMNS);
}

/** The spec's file name, 'orders-' plus the day in Pakistan: orders-2024-01-05.csv. */
export function ordersCsvFilename(now = new Date()): string {
  return `orders-${shopCalendar(now).date}.csv`;
}
