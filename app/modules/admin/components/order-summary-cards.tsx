import { formatPrice } from "~/utils/money";
import type { OrderSummary } from "~/modules/orders/order-summary";
import { Metric } from "./metric";

const count = new Intl.NumberFormat("en-US");

/**
 * The dashboard's order summary (spec 9): revenue first, then the average
 * order, the counts and the two rates; the figures come from orderSummary().
 */
export function OrderSummaryCards({ summary }: { summary: OrderSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Metric
        id="revenue"
        label="Total Revenue"
        value={formatPrice(summary.revenue)}
        note="All orders except cancelled ones"
        featured
        className="col-span-2"
      />
      <Metric
        id="average-order-value"
        label="Average Order Value"
        value={formatPrice(summary.averageOrderValue)}
        note="Per order not cancelled"
        className="col-span-2 sm:col-span-1"
      />
      <Metric
        id="total-orders"
        label="Total Orders"
        value={count.format(summary.totalOrders)}
        note={`${count.format(summary.cancelled)} cancelled`}
        className="col-span-2 sm:col-span-1"
      />
      <Metric id="pending" label="Pending" value={count.format(summary.pending)} note="Waiting to be confirmed" />
      <Metric
        id="delivered"
        label="Delivered"
        value={count.format(summary.delivered)}
        note={`${count.format(summary.completed)} completed`}
      />
      <Metric
        id="completion-rate"
        label="Completion Rate"
        value={`${summary.completionRate}%`}
        meter={summary.completionRate}
        note="Delivered or completed"
      />
      <Metric
        id="pending-rate"
        label="Pending Rate"
        value={`${summary.pendingRate}%`}
        meter={summary.pendingRate}
        note="Of all orders"
      />
    </dl>
  );
}
