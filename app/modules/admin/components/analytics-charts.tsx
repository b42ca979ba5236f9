import { formatPrice } from "~/utils/money";
import { statusLabels, type OrderStatus } from "~/modules/orders/order-status";
import { ANALYTICS_DAYS, formatDay, type DayFigures, type ProductRevenue, type StatusCount } from "../analytics";
import { BarChart } from "./charts/bar-chart";
import { ChartFrame } from "./charts/chart-frame";
import { ColumnChart } from "./charts/column-chart";
import { LineChart } from "./charts/line-chart";
import { compactNumber } from "./charts/scale";

const count = new Intl.NumberFormat("en-US");
const ordersText = (n: number) => `${count.format(n)} ${n === 1 ? "order" : "orders"}`;

function busiest(days: DayFigures[], key: "orders" | "revenue") {
  return days.reduce((best, day) => (day[key] > best[key] ? day : best), days[0]!);
}

function DayTooltip({ day, lead }: { day: DayFigures; lead: "orders" | "revenue" }) {
  const lines = [formatPrice(day.revenue), ordersText(day.orders)];
  if (lead === "orders") lines.reverse();
  return (
    <>
      <span className="block text-linen/80">{formatDay(day.day, "long")}</span>
      <span className="block font-semibold">{lines[0]}</span>
      <span className="block text-linen/80">{lines[1]}</span>
    </>
  );
}

const dayTable = (days: DayFigures[]) => ({
  columns: ["Day", "Orders", "Revenue"],
  rows: days.map((day) => [formatDay(day.day, "long"), count.format(day.orders), formatPrice(day.revenue)]),
});

/** Revenue per day over the last 30 days (Pakistan time), cancelled orders left out. */
export function RevenueByDay({ days }: { days: DayFigures[] }) {
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const top = busiest(days, "revenue");
  const summary =
    total > 0
      ? `Revenue per day over the last ${ANALYTICS_DAYS} days: ${formatPrice(total)} in all, the most ${formatPrice(top.revenue)} on ${formatDay(top.day, "long")}.`
      : `No revenue in the last ${ANALYTICS_DAYS} days.`;
  return (
    <ChartFrame
      title="Revenue per day"
      description={`Last ${ANALYTICS_DAYS} days, Pakistan time; cancelled orders not counted.`}
      headline={{ value: formatPrice(total), label: `In ${ANALYTICS_DAYS} days` }}
      table={dayTable(days)}
    >
      <ColumnChart
        label={summary}
        values={days.map((day) => day.revenue)}
        slotLabels={days.map((day) => formatDay(day.day))}
        formatTick={compactNumber}
        empty={`No revenue in the last ${ANALYTICS_DAYS} days`}
        tooltip={(index) => <DayTooltip day={days[index]!} lead="revenue" />}
      />
    </ChartFrame>
  );
}

/** Orders placed per day over the last 30 days, whatever became of them. */
export function OrdersByDay({ days }: { days: DayFigures[] }) {
  const total = days.reduce((sum, day) => sum + day.orders, 0);
  const top = busiest(days, "orders");
  const summary =
    total > 0
      ? `Orders placed per day over the last ${ANALYTICS_DAYS} days: ${ordersText(total)} in all, the most ${ordersText(top.orders)} on ${formatDay(top.day, "long")}.`
      : `No orders in the last ${ANALYTICS_DAYS} days.`;
  return (
    <ChartFrame
      title="Orders per day"
      description={`Orders placed, last ${ANALYTICS_DAYS} days, Pakistan time.`}
      headline={{ value: count.format(total), label: `Orders in ${ANALYTICS_DAYS} days` }}
      table={dayTable(days)}
    >
      <LineChart
        label={summary}
        values={days.map((day) => day.orders)}
        slotLabels={days.map((day) => formatDay(day.day))}
        formatTick={(value) => count.format(value)}
        empty={`No orders in the last ${ANALYTICS_DAYS} days`}
        tooltip={(index) => <DayTooltip day={days[index]!} lead="orders" />}
      />
    </ChartFrame>
  );
}

const statusTones: Record<OrderStatus, string> = {
  pending: "fill-brass",
  confirmed: "fill-walnut",
  work_started: "fill-walnut",
  in_production: "fill-walnut",
  ready_for_delivery: "fill-walnut",
  delivered: "fill-sage",
  completed: "fill-sage",
  cancelled: "fill-terracotta",
};

/** How many orders are in each status now, in the statuses' order. */
export function OrdersByStatus({ byStatus }: { byStatus: StatusCount[] }) {
  const bars = byStatus.map(({ status, count: n }) => ({
    label: statusLabels[status],
    value: n,
    display: count.format(n),
    tone: statusTones[status],
  }));
  return (
    <ChartFrame
      title="Orders by status"
      description="Every order, by where it stands now."
      table={{ columns: ["Status", "Orders"], rows: bars.map((bar) => [bar.label, bar.display]) }}
    >
      <BarChart
        label={`Orders by status: ${bars.map((bar) => `${bar.label} ${bar.display}`).join(", ")}.`}
        bars={bars}
      />
    </ChartFrame>
  );
}

/** The products that brought in the most, over orders not cancelled. */
export function TopProducts({ products }: { products: ProductRevenue[] }) {
  const bars = products.map((product) => ({
    label: product.name,
    value: product.revenue,
    display: formatPrice(product.revenue),
  }));
  return (
    <ChartFrame
      title="Top products by revenue"
      description="All time; cancelled orders not counted."
      table={{
        columns: ["Product", "Units sold", "Revenue"],
        rows: products.map((product) => [product.name, count.format(product.units), formatPrice(product.revenue)]),
      }}
    >
      {bars.length > 0 ? (
        <BarChart
          label={`Top products by revenue: ${bars.map((bar) => `${bar.label} ${bar.display}`).join(", ")}.`}
          bars={bars}
        />
      ) : (
        <p className="py-8 text-center text-sm text-muted">No products sold yet.</p>
      )}
    </ChartFrame>
  );
}
