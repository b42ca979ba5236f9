import type { LucideIcon } from "lucide-react";
import Banknote from "lucide-react/icons/banknote";
import CircleCheck from "lucide-react/icons/circle-check";
import Clock from "lucide-react/icons/clock";
import Package from "lucide-react/icons/package";
import Percent from "lucide-react/icons/percent";
import TrendingUp from "lucide-react/icons/trending-up";
import Wallet from "lucide-react/icons/wallet";
import { FoldedOnPhone } from "~/components/admin/admin-disclosure";
import { formatPrice } from "~/utils/money";
import { cn } from "~/utils/cn";
import type { OrderSummary } from "../order-summary";

const countFormat = new Intl.NumberFormat("en-US");

/**
 * The dashboard's summary block (spec 9), from orderSummary() (order-summary.server.ts), as
 * Analytics reads it. On a phone it folds to one line, so the orders come first.
 */
export function AdminOrderSummary({ summary }: { summary: OrderSummary }) {
  const tiles = <SummaryTiles summary={summary} />;
  return (
    <FoldedOnPhone
      title="Order summary"
      gist={`${formatPrice(summary.revenue)} · ${countFormat.format(summary.totalOrders)} ${summary.totalOrders === 1 ? "order" : "orders"}`}
      wide={
        <section aria-labelledby="order-summary-heading">
          <h2 id="order-summary-heading" className="sr-only">
            Order summary
          </h2>
          {tiles}
        </section>
      }
    >
      {tiles}
    </FoldedOnPhone>
  );
}

function SummaryTiles({ summary }: { summary: OrderSummary }) {
  const tiles: { label: string; value: string; note?: string; icon: LucideIcon; wide?: boolean }[] = [
    // Revenue leaves cancelled orders out (their stock went back, no money comes in); the average is over the same orders.
    {
      label: "Total Revenue",
      value: formatPrice(summary.revenue),
      note: "Booked: every order not cancelled",
      icon: Wallet,
      wide: true,
    },
    {
      label: "Collected",
      value: formatPrice(summary.collected),
      note: "Payments recorded",
      icon: Banknote,
      wide: true,
    },
    { label: "Average Order Value", value: formatPrice(summary.averageOrderValue), icon: TrendingUp },
    { label: "Total Orders", value: countFormat.format(summary.totalOrders), icon: Package },
    { label: "Pending", value: countFormat.format(summary.pending), icon: Clock },
    {
      label: "Delivered",
      value: countFormat.format(summary.delivered),
      note: `${countFormat.format(summary.completed)} more completed`,
      icon: CircleCheck,
    },
    {
      label: "Completion Rate",
      value: `${summary.completionRate}%`,
      note: "Delivered or completed",
      icon: Percent,
    },
    { label: "Pending Rate", value: `${summary.pendingRate}%`, icon: Percent },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {tiles.map(({ label, value, note, icon: Icon, wide }) => (
        <div
          key={label}
          className={cn(
            "flex min-w-0 flex-col rounded-2xl border border-line bg-linen p-4 shadow-soft",
            // Two columns wide on a phone; on a desktop one of four, so all eight fit in two rows.
            wide && "col-span-2 lg:col-span-1",
          )}
          data-testid="order-metric"
        >
          <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
            <Icon className="size-4 shrink-0 text-brass" aria-hidden="true" />
            {label}
          </dt>
          <dd
            className={cn(
              "mt-2 font-display font-medium tabular-nums",
              wide ? "text-3xl lg:text-2xl" : "text-xl sm:text-2xl",
            )}
          >
            {value}
          </dd>
          {note && <dd className="mt-1 text-xs text-muted">{note}</dd>}
        </div>
      ))}
    </dl>
  );
}
