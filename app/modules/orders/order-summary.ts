/** What one query counts over all orders (see order-summary.server.ts). */
export interface OrderCounts {
  totalOrders: number;
  pending: number;
  delivered: number;
  completed: number;
  cancelled: number;
  /** Whole rupees: the totals of every order that is not cancelled (booked). */
  revenue: number;
  /** Whole rupees: the payments recorded, on any order (collected). */
  collected: number;
}

/** The dashboard's order metrics (spec 9), as the Orders and Analytics tabs show them. */
export interface OrderSummary extends OrderCounts {
  /** Whole rupees: revenue over the orders that are not cancelled. */
  averageOrderValue: number;
  /** Whole percent: (delivered + completed) of all orders. */
  completionRate: number;
  /** Whole percent: pending of all orders. */
  pendingRate: number;
}

/** Rounded whole percent of `part` in `total`; 0 when there is nothing to divide. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part * 100) / total) : 0;
}

/** Derives the averages and rates from the counts. */
export function summariseOrders(counts: OrderCounts): OrderSummary {
  const paying = counts.totalOrders - counts.cancelled;
  return {
    ...counts,
    averageOrderValue: paying > 0 ? Math.round(counts.revenue / paying) : 0,
    completionRate: percentOf(counts.delivered + counts.completed, counts.totalOrders),
    pendingRate: percentOf(counts.pending, counts.totalOrders),
  };
}
