import { Link } from "react-router";
import { formatPrice } from "~/utils/money";
import { formatShopDateTime } from "~/utils/shop-time";

export interface DiscountOrderListRow {
  orderId: string;
  number: string;
  placedAt: string | Date;
  isTest: boolean;
  totalAmount: number;
  amount: number;
  deliveryAmount: number;
  releasedAt: string | Date | null;
}

const cell = "px-4 py-3";

/** What became of the order's use: held, or given back when the order was cancelled. */
function heldOrReleased(order: DiscountOrderListRow): string {
  if (order.releasedAt) return `Released (cancelled ${formatShopDateTime(order.releasedAt)})`;
  return order.isTest ? "Held (test order)" : "Held";
}

/** The orders placed with a code, newest first: each number opens the order's details on the Orders tab. */
export function AdminDiscountOrders({ orders }: { orders: DiscountOrderListRow[] }) {
  if (orders.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-cream px-6 py-10 text-center text-muted">
        No order has used this code yet.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-line">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Orders placed with this code, newest first</caption>
        <thead className="border-b border-line bg-cream text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className={cell}>
              Order
            </th>
            <th scope="col" className={cell}>
              Placed
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Total
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Reduction
            </th>
            <th scope="col" className={cell}>
              Use
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((order) => (
            <tr key={order.orderId} data-testid="discount-order">
              <th scope="row" className={`${cell} font-semibold`}>
                <Link to={`/admin?order=${order.orderId}`} className="text-walnut underline-offset-4 hover:underline">
                  #{order.number}
                </Link>
              </th>
              <td className={`${cell} whitespace-nowrap`}>{formatShopDateTime(order.placedAt)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatPrice(order.totalAmount)}</td>
              <td className={`${cell} text-right tabular-nums`}>
                {formatPrice(order.amount + order.deliveryAmount)}
                {order.deliveryAmount > 0 && (
                  <span className="block text-xs text-muted">incl. {formatPrice(order.deliveryAmount)} delivery</span>
                )}
              </td>
              <td className={order.releasedAt ? `${cell} text-muted` : cell}>{heldOrReleased(order)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
