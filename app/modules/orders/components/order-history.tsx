import { Link } from "react-router";
import { formatPrice } from "~/utils/money";
import { customerMayCancel } from "../order-status";
import type { CustomerOrder } from "../orders.server";
import { CancelOrderButton } from "./cancel-order-button";
import { MoneyLineValue } from "./money-line-value";
import { OrderStatusBadge } from "./order-status-badge";
import { formatShopDate } from "~/utils/shop-time";

/** The profile's order list: number, date, status, items and total, newest first. */
export function OrderHistory({ orders }: { orders: CustomerOrder[] }) {
  return (
    <ul role="list" className="grid gap-5">
      {orders.map((order) => (
        <li
          key={order.id}
          data-testid="order-card"
          className="rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h3 className="font-display text-lg font-medium">Order #{order.number}</h3>
              <p className="text-sm text-muted">
                {formatShopDate(order.createdAt)} · {order.account.paymentLabel}
              </p>
            </div>
            <OrderStatusBadge status={order.status} />
          </div>
          <ul role="list" className="mt-4 space-y-1.5 text-sm">
            {order.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-4">
                <span className="text-muted">
                  {item.productName} x {item.quantity}
                </span>
                <span>{formatPrice(item.totalPrice)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
            <div>
              <OrderCardMoneyLines order={order} />
              {order.account.delivery.kind === "planned" && (
                <p className="text-sm font-semibold text-walnut" data-testid="planned-delivery">
                  Delivery planned for {order.account.delivery.text}
                </p>
              )}
              {order.account.delivery.kind === "delivered" && (
                <p className="text-sm font-semibold text-walnut" data-testid="delivered-on">
                  {order.account.delivery.text}
                </p>
              )}
              <p className="font-semibold">Total {formatPrice(order.account.money.total)}</p>
              <p className="text-sm" data-testid="order-money">
                {order.account.moneyText}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-4">
              {customerMayCancel(order) && <CancelOrderButton orderId={order.id} number={order.number} />}
              <Link
                to={`/track-order?order=${order.number}`}
                className="text-sm font-semibold text-walnut underline underline-offset-4"
              >
                Track this order
              </Link>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The card's short money lines: a code's reductions, each on its own line, and the delivery with
 * its window. The items stand above, so the subtotal is left out.
 */
function OrderCardMoneyLines({ order }: { order: CustomerOrder }) {
  const { lines } = order.account.money;
  const window = order.account.delivery.kind === "window" ? ` · expected ${order.account.delivery.text}` : "";
  return (
    <>
      {lines.map((line) =>
        line.kind === "subtotal" ? null : (
          <p
            key={line.kind}
            className="text-sm text-muted"
            data-testid={line.kind === "delivery" ? undefined : `order-card-${line.kind}`}
          >
            {line.label}: <MoneyLineValue line={line} />
            {line.kind === "delivery" ? window : ""}
          </p>
        ),
      )}
    </>
  );
}
