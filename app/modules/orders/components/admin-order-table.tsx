import Eye from "lucide-react/icons/eye";
import { Link } from "react-router";
import { formatPrice } from "~/utils/money";
import { adminOrdersHref, type AdminOrderFilters } from "../admin-order-links";
import type { AdminOrderRow } from "../admin-orders.server";
import { paymentLabels } from "../order-status";
import { deliveryChargeOpen, paymentState } from "../payments";
import { AdminOrderStatusForm } from "./admin-order-status-form";
import { OrderStatusBadge } from "./order-status-badge";
import { TestOrderBadge } from "./test-order-badge";
import { formatShopDate } from "~/utils/shop-time";

type Row = AdminOrderRow;

const viewClass =
  "inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-walnut hover:bg-cream";

/** 'View details': a link to the same page with ?order=, so the overlay has a URL and works without JavaScript. */
function ViewDetails({ order, filters }: { order: Row; filters: AdminOrderFilters }) {
  return (
    <Link
      to={adminOrdersHref(filters, { order: order.id })}
      preventScrollReset
      className={viewClass}
      aria-label={`View details of order #${order.number}`}
    >
      <Eye className="size-4" aria-hidden="true" /> View
    </Link>
  );
}

/** How it is paid, what is in, and for cash on delivery whether the customer confirmed it. */
function Payment({ order }: { order: Row }) {
  const money = paymentState(order);
  return (
    <span className="block text-xs text-muted">
      {paymentLabels[order.paymentMethod]}
      {money.paid > 0 || order.paymentMethod === "bank_transfer" ? (
        <span className={money.balance === 0 ? "text-sage" : "text-terracotta"}>
          {" "}
          · {money.balance === 0 ? "Paid" : money.paid > 0 ? `Paid ${formatPrice(money.paid)}` : "Unpaid"}
        </span>
      ) : null}
      {money.advanceOutstanding > 0 && <span className="block text-terracotta">Advance due</span>}
      {order.paymentMethod === "cod" && (
        <span className={`block ${order.customerConfirmedAt ? "text-sage" : ""}`} data-testid="row-confirmation">
          {order.customerConfirmedAt ? "Confirmed by customer" : "Not yet confirmed by customer"}
        </span>
      )}
    </span>
  );
}

/**
 * The page of orders: a table from 768 px up, a list of cards on phones (so
 * the page itself never scrolls sideways). Only one of the two is displayed;
 * the other is hidden from everyone, screen readers included.
 */
export function AdminOrderTable({ orders, filters }: { orders: Row[]; filters: AdminOrderFilters }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-[var(--radius-card)] border border-line bg-linen shadow-soft md:block">
        <table className="w-full min-w-[52rem] text-left text-sm">
          <caption className="sr-only">Orders, newest first</caption>
          <thead className="border-b border-line bg-cream/60 text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Order
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Customer
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Date
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Total
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {orders.map((order) => (
              <tr key={order.id} data-testid="admin-order-row" className="align-middle">
                <th scope="row" className="px-4 py-3 font-normal">
                  <span className="block font-semibold whitespace-nowrap text-espresso">
                    #{order.number} <TestOrderBadge isTest={order.isTest} />
                  </span>
                  <Payment order={order} />
                </th>
                <td className="max-w-[16rem] px-4 py-3">
                  <span dir="auto" className="block truncate font-medium">
                    {order.fullName}
                  </span>
                  <span className="block truncate text-muted">{order.email}</span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatShopDate(order.createdAt)}</td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                  {formatPrice(order.totalAmount)}
                </td>
                <td className="px-4 py-3">
                  <div className="flex min-w-[15rem] flex-col items-start gap-2">
                    <OrderStatusBadge status={order.status} />
                    <AdminOrderStatusForm
                      orderId={order.id}
                      number={order.number}
                      status={order.status}
                      deliveryOpen={deliveryChargeOpen(order)}
                      className="self-stretch"
                    />
                  </div>
                </td>
                <td className="px-4 py-3 text-right">
                  <ViewDetails order={order} filters={filters} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul role="list" aria-label="Orders, newest first" className="grid grid-cols-1 gap-4 md:hidden">
        {orders.map((order) => (
          <li
            key={order.id}
            data-testid="admin-order-card"
            className="rounded-[var(--radius-card)] border border-line bg-linen p-4 shadow-soft"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-sans text-base font-semibold">Order #{order.number}</h3>
                <p className="text-sm text-muted">{formatShopDate(order.createdAt)}</p>
                <TestOrderBadge isTest={order.isTest} />
              </div>
              <OrderStatusBadge status={order.status} />
            </div>
            <div className="mt-3 flex items-end justify-between gap-3">
              <div className="min-w-0 text-sm">
                <p dir="auto" className="truncate text-left font-medium">
                  {order.fullName}
                </p>
                <p className="truncate text-muted">{order.email}</p>
                <Payment order={order} />
              </div>
              <p className="shrink-0 font-semibold tabular-nums">{formatPrice(order.totalAmount)}</p>
            </div>
            <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-4">
              <AdminOrderStatusForm
                orderId={order.id}
                number={order.number}
                status={order.status}
                deliveryOpen={deliveryChargeOpen(order)}
                className="min-w-0 flex-1 basis-56"
              />
              <ViewDetails order={order} filters={filters} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
