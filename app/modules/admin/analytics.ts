import type { OrderStatus } from "~/modules/orders/order-status";
import type { OrderSummary } from "~/modules/orders/order-summary";
import { formatShopAxisDay, formatShopWeekdayDate } from "~/utils/shop-time";

/** The daily charts cover today and the days before it, in Pakistan time. */
export const ANALYTICS_DAYS = 30;
export const TOP_PRODUCT_COUNT = 8;
/** More rows than the products': a product sold in options spreads over several. */
export const TOP_VARIANT_COUNT = 10;

/** The spec's four counts; archived products are not counted. */
export interface CatalogueCounts {
  totalProducts: number;
  activeProducts: number;
  totalCategories: number;
  totalProjects: number;
}

/** One calendar day in Pakistan ('2024-01-05'): orders placed, and revenue of those not cancelled. */
export interface DayFigures {
  day: string;
  orders: number;
  revenue: number;
}

export interface StatusCount {
  status: OrderStatus;
  count: number;
}

/** A product's sales over orders that are not cancelled. */
export interface ProductRevenue {
  name: string;
  revenue: number;
  units: number;
}

/** A variant's sales over the same orders, under the label its order lines recorded. */
export interface VariantRevenue {
  product: string;
  /** 'Velvet, Teak, 3-seater'. */
  variant: string;
  /** The SKU its lines kept ('SOF-V3'); several, comma-separated, if it changed between sales; null if none kept. */
  sku: string | null;
  units: number;
  revenue: number;
}

/** Discount codes over the orders that count as sales (the booked revenue's): whole rupees. */
export interface RevenueReductions {
  /** The totals charged: the booked revenue, reductions already taken off. */
  booked: number;
  /** What codes took off those orders' pieces and delivery. */
  given: number;
  /** What sales took off their pieces (each line's price before the sale, less its price). */
  saleGiven: number;
  /** What those orders came to before sales and codes: booked + given + saleGiven. */
  beforeReductions: number;
  /** How many of them were placed with a code. */
  ordersWithCode: number;
  /** How many of them hold a piece on sale. */
  ordersOnSale: number;
}

export interface Analytics {
  summary: OrderSummary;
  /** Revenue with and without the codes' reductions (issue 35). */
  reductions: RevenueReductions;
  catalogue: CatalogueCounts;
  days: DayFigures[];
  byStatus: StatusCount[];
  topProducts: ProductRevenue[];
  /** Products sold in options only (see topVariantsByRevenue). */
  topVariants: VariantRevenue[];
  /** Orders placed while the shop was a preview: left out of every figure above, counted here alone. */
  testOrders: number;
}

/**
 * 'Jan 05' (short) or 'Fri, Jan 05, 2024' (long) for a calendar day 'YYYY-MM-DD'. The short form
 * is the charts' axis only: thirty labels share a narrow axis, and each day's tooltip, the table
 * under the chart and the summaries name it in the long form, with its year.
 */
export function formatDay(day: string, style: "short" | "long" = "short"): string {
  return style === "short" ? formatShopAxisDay(day) : formatShopWeekdayDate(day);
}
