import { Link } from "react-router";
import { AdminFigures } from "~/components/admin/admin-figures";
import { AdminStatusTabs } from "~/components/admin/admin-status-tabs";
import { formatPrice } from "~/utils/money";
import { formatShopDateTime } from "~/utils/shop-time";
import {
  DISCOUNT_STATE_LABELS,
  DISCOUNT_STATES,
  discountGives,
  discountMinimum,
  discountScope,
  discountSummary,
  discountUses,
  type DiscountState,
} from "../admin-discount-state";
import type { DiscountKind, DiscountScope } from "../discount-rules";
import { DiscountStateBadge } from "./admin-discount-badge";

export interface AdminDiscountListRow {
  id: string;
  code: string;
  kind: DiscountKind;
  value: number;
  minSubtotal: number;
  scope: DiscountScope;
  categoryIds: string[];
  productIds: string[];
  startsAt: string | Date;
  endsAt: string | Date | null;
  usageLimit: number | null;
  orders: number;
  released: number;
  /** Orders placed with it that its rules refused it to. */
  refused: number;
  revenue: number;
  reductions: number;
  state: DiscountState;
}

/** The states as tabs, each with its count; 'All' first. */
export function DiscountStateTabs({
  current,
  counts,
}: {
  current: DiscountState | null;
  counts: Record<DiscountState | "all", number>;
}) {
  const tabs = [
    { label: "All", to: "/admin/discounts", active: current === null, count: counts.all },
    ...DISCOUNT_STATES.map((state) => ({
      label: DISCOUNT_STATE_LABELS[state],
      to: `/admin/discounts?status=${state}`,
      active: current === state,
      count: counts[state],
      countTestId: `discount-count-${state}`,
    })),
  ];
  return <AdminStatusTabs label="Discount codes by state" tabs={tabs} />;
}

/** 'Jan 05, 2026, 09:00 – Feb 01, 2026, 00:00', or '… – no end': the code's window in Pakistan time. */
export function discountWindow(startsAt: string | Date, endsAt: string | Date | null): string {
  return `${formatShopDateTime(startsAt)} – ${endsAt ? formatShopDateTime(endsAt) : "no end"}`;
}

/**
 * The figures of a code: its uses, and those refused (orders placed with it that its rules turned
 * down: used up, already the customer's…), its orders, and the revenue and reductions of those that
 * hold it. Its uses are its orders not cancelled (a code that limits nothing keeps no count of its own).
 */
export function DiscountFigures({
  usageLimit,
  orders,
  released,
  refused,
  revenue,
  reductions,
}: Pick<AdminDiscountListRow, "usageLimit" | "orders" | "released" | "refused" | "revenue" | "reductions">) {
  const figures = [
    { label: "Uses", value: discountUses(orders - released, usageLimit) },
    { label: "Refused", value: String(refused) },
    { label: "Orders", value: released > 0 ? `${orders} (${released} cancelled)` : String(orders) },
    { label: "Revenue", value: formatPrice(revenue) },
    { label: "Reductions", value: formatPrice(reductions) },
  ];
  return <AdminFigures figures={figures} className="sm:grid-cols-3" />;
}

/** One card per code: the code (a link to its page), its state, what it gives and when, and its figures. */
export function AdminDiscountList({ codes }: { codes: AdminDiscountListRow[] }) {
  return (
    <ol role="list" className="grid gap-3">
      {codes.map((code) => (
        <li
          key={code.id}
          data-testid="discount-code"
          className="grid gap-4 rounded-[var(--radius-card)] border border-line bg-linen p-4 shadow-soft sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center"
        >
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-3">
              <Link
                to={`/admin/discounts/${code.id}`}
                className="font-display text-xl font-medium tracking-wide break-all text-walnut underline-offset-4 hover:underline"
              >
                {code.code}
              </Link>
              <DiscountStateBadge state={code.state} />
            </div>
            <p className="text-espresso">
              {discountSummary(discountGives(code), discountMinimum(code.minSubtotal), discountScope(code))}
            </p>
            <p className="text-sm text-muted">{discountWindow(code.startsAt, code.endsAt)}</p>
          </div>
          <DiscountFigures {...code} />
        </li>
      ))}
    </ol>
  );
}
