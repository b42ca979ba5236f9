import { Link } from "react-router";
import { AdminStatusTabs } from "~/components/admin/admin-status-tabs";
import type { SaleKind } from "~/modules/catalog/sale-rules";
import {
  DISCOUNT_STATE_LABELS,
  DISCOUNT_STATES,
  discountGives,
  discountSummary,
  type DiscountState,
} from "~/modules/discounts/admin-discount-state";
import { DiscountStateBadge } from "~/modules/discounts/components/admin-discount-badge";
import { discountWindow } from "~/modules/discounts/components/admin-discount-list";
import { formatPrice } from "~/utils/money";
import { salePieces } from "../admin-sale-summary";
import { AdminSaleFacts } from "./admin-sale-facts";

export interface AdminSaleListRow {
  id: string;
  name: string;
  kind: SaleKind;
  value: number;
  categoryIds: string[];
  productIds: string[];
  variantIds: string[];
  startsAt: string | Date;
  endsAt: string | Date;
  orders: number;
  revenue: number;
  saving: number;
  state: DiscountState;
}

/** The states as tabs, each with its count; 'All' first (the codes' tabs, for sales). */
export function SaleStateTabs({
  current,
  counts,
}: {
  current: DiscountState | null;
  counts: Record<DiscountState | "all", number>;
}) {
  const tabs = [
    { label: "All", to: "/admin/sales", active: current === null, count: counts.all },
    ...DISCOUNT_STATES.map((state) => ({
      label: DISCOUNT_STATE_LABELS[state],
      to: `/admin/sales?status=${state}`,
      active: current === state,
      count: counts[state],
      countTestId: `sale-count-${state}`,
    })),
  ];
  return <AdminStatusTabs label="Sales by state" tabs={tabs} />;
}

/** A sale's figures, of the orders that hold it: how many, their sale lines' revenue, what the buyers saved. */
export function SaleFigures({ orders, revenue, saving }: Pick<AdminSaleListRow, "orders" | "revenue" | "saving">) {
  const items = [
    { label: "Orders", value: orders.toLocaleString("en-US") },
    { label: "Revenue", value: formatPrice(revenue) },
    { label: "Buyers saved", value: formatPrice(saving) },
  ];
  return <AdminSaleFacts figures items={items} className="grid-cols-3 gap-x-4 sm:gap-x-6" />;
}

/** One card per sale: its name (a link to its page), its state, what it takes off, on what and when, its figures. */
export function AdminSaleList({ sales }: { sales: AdminSaleListRow[] }) {
  return (
    <ol role="list" className="grid gap-3">
      {sales.map((sale) => (
        <li
          key={sale.id}
          data-testid="sale"
          className="grid gap-4 rounded-[var(--radius-card)] border border-line bg-linen p-4 shadow-soft sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center"
        >
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-3">
              <Link
                to={`/admin/sales/${sale.id}`}
                className="font-display text-xl font-medium break-words text-walnut underline-offset-4 hover:underline"
              >
                {sale.name}
              </Link>
              <DiscountStateBadge state={sale.state} />
            </div>
            <p className="text-espresso">{discountSummary(discountGives(sale), salePieces(sale))}</p>
            <p className="text-sm text-muted">{discountWindow(sale.startsAt, sale.endsAt)}</p>
          </div>
          <SaleFigures {...sale} />
        </li>
      ))}
    </ol>
  );
}
