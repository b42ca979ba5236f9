import type { ReactNode } from "react";
import { lineName } from "~/modules/catalog/variants";
import { Link, useFetcher, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Notice } from "~/components/ui/notice";
import { useNotice, type Notice as NoticeData } from "~/components/ui/toaster";
import { formatPakistaniPhone } from "~/utils/phone";
import { cn } from "~/utils/cn";
import { formatPrice } from "~/utils/money";
import type { AdminOrderDetails } from "../admin-order-details.server";
import { formatShopDateTime } from "~/utils/shop-time";
import { DELIVERY_OPTION_NAMES, orderWindowText } from "../order-delivery";
import { paymentLabels } from "../order-status";
import { deliveryChargeOpen } from "../payments";
import { AdminOrderStatusForm } from "./admin-order-status-form";
import { OrderStatusBadge } from "./order-status-badge";
import { TestOrderBadge } from "./test-order-badge";
import { deliverySlotText } from "../delivery-date";
import { AdminDeliveryDateForm } from "./admin-delivery-date-form";
import { AdminOrderEvents } from "./admin-order-events";
import { AdminOrderPayments } from "./admin-order-payments";
import { MoneyLineValue, moneyLineTestId } from "./money-line-value";
import { WhatsAppContact } from "~/components/layout/whatsapp-contact";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { customerWhatsAppMessage } from "../whatsapp-message";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 wrap-anywhere">{children}</dd>
    </div>
  );
}

/**
 * A city priced by quote: the admin names the delivery charge, and the customer is e-mailed
 * the amount and the new total (DECISIONS: told before the order is confirmed).
 */
function SetDeliveryFee({ orderId }: { orderId: string }) {
  const fetcher = useFetcher();
  useNotice(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="delivery-fee" />
      <input type="hidden" name="orderId" value={orderId} />
      <label className="grid gap-1 text-xs font-semibold text-espresso">
        Delivery charge (PKR)
        <input
          name="fee"
          inputMode="numeric"
          required
          maxLength={9}
          pattern="[0-9,]+"
          className="h-9 w-32 rounded-xl border border-line bg-linen px-3 text-sm font-normal focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none"
        />
      </label>
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? "Saving..." : "Save and e-mail customer"}
      </Button>
    </fetcher.Form>
  );
}

/** The details overlay (spec: admin Orders tab), opened by ?order=<id> and closed back to `closeHref`. */
export function AdminOrderDetailsDialog({
  order,
  closeHref,
  notice,
}: {
  order: AdminOrderDetails;
  closeHref: string;
  /** The answer of a form posted without JavaScript, shown here since the dialog covers the page. */
  notice?: NoticeData | null;
}) {
  const { name: shopName } = useShopSettings();
  const navigate = useNavigate();
  return (
    <Dialog
      title={`Order #${order.number}`}
      closeHref={closeHref}
      onClose={() => navigate(closeHref, { preventScrollReset: true })}
    >
      <div className="grid grid-cols-1 gap-6 text-sm">
        {notice && (
          <Notice tone={notice.tone} title={notice.title}>
            {notice.text}
          </Notice>
        )}
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Detail label="Order ID">
            {order.number} <TestOrderBadge isTest={order.isTest} />
          </Detail>
          <Detail label="Status">
            <OrderStatusBadge status={order.status} />
          </Detail>
          <Detail label="Total">
            <span className="text-base font-semibold text-walnut">{formatPrice(order.account.money.total)}</span>
          </Detail>
          <Detail label="Date">{formatShopDateTime(order.createdAt)}</Detail>
        </dl>

        <section aria-labelledby="details-customer" className="rounded-2xl bg-cream/60 p-4">
          <h3 id="details-customer" className="font-display text-lg font-medium">
            Customer
          </h3>
          <dl className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Detail label="Name">
              <span dir="auto">{order.fullName}</span>
            </Detail>
            <Detail label="E-mail">
              <a href={`mailto:${order.email}`} className="text-walnut underline underline-offset-4">
                {order.email}
              </a>
            </Detail>
            <Detail label="Phone">
              <a href={`tel:${order.phone}`} className="text-walnut underline underline-offset-4">
                {formatPakistaniPhone(order.phone)}
              </a>
              <WhatsAppContact
                phone={order.phone}
                label="Message on WhatsApp"
                message={customerWhatsAppMessage(order, shopName)}
                className="mt-1 flex w-fit"
              />
            </Detail>
            <Detail label="Address">
              <span className="whitespace-pre-line">{order.address}</span>
              <br />
              {order.city}
            </Detail>
          </dl>
        </section>

        <section aria-labelledby="details-items">
          <h3 id="details-items" className="font-display text-lg font-medium">
            Items
          </h3>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left">
              <thead className="text-xs tracking-wide text-muted uppercase">
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Product
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Qty
                  </th>
                  <th scope="col" className="py-2 pl-3 text-right font-semibold">
                    Unit price
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {order.items.map((item) => (
                  <tr key={item.id} data-testid="details-item">
                    <td className="py-2 pr-3">
                      {lineName(item.productName || "Unknown Product", item.variantLabel)}
                      {item.sku && <span className="block text-xs text-muted">SKU {item.sku}</span>}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{item.quantity}</td>
                    <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">
                      {formatPrice(item.unitPrice)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                {/* Subtotal, a code's reduction, delivery and its reduction: the account the buyer is shown. */}
                {order.account.money.lines.map((line, index) => (
                  <tr key={line.kind} className={index === 0 ? "border-t border-line" : undefined}>
                    <th scope="row" colSpan={2} className="py-2 pr-3 text-left font-normal text-muted">
                      {line.label}
                    </th>
                    <td
                      className={cn("py-2 pl-3 text-right whitespace-nowrap tabular-nums", line.spoken && "text-sage")}
                      data-testid={moneyLineTestId("details", line.kind)}
                    >
                      <MoneyLineValue line={line} />
                    </td>
                  </tr>
                ))}
                <tr className="border-t border-line font-semibold">
                  <th scope="row" colSpan={2} className="py-2 pr-3 text-left">
                    Total
                  </th>
                  <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">
                    {formatPrice(order.account.money.total)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        </section>

        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Detail label="Delivery">
            {order.deliveryOption ? DELIVERY_OPTION_NAMES[order.deliveryOption] : "Not recorded"}
            {order.deliveryZone ? `, ${order.deliveryZone}` : order.deliveryOption ? ", a city in no zone" : ""}
            {orderWindowText(order) && <span className="block text-muted">Expected {orderWindowText(order)}</span>}
            {order.deliveryDate && (
              <span className="block font-semibold text-walnut" data-testid="details-delivery-date">
                Planned for {deliverySlotText(order.deliveryDate, order.deliverySlotStart)}
              </span>
            )}
            {order.deliveryFee === null && order.status !== "cancelled" && (
              <div className="mt-2">
                <SetDeliveryFee orderId={order.id} />
              </div>
            )}
          </Detail>
          {order.customRequestId && (
            <Detail label="Made to order">
              <a
                href={`/admin/requests/${order.customRequestId}`}
                className="font-semibold text-walnut underline underline-offset-4"
                data-testid="details-custom-request"
              >
                From a custom request: its quote, photos and messages
              </a>
            </Detail>
          )}
          <Detail label="Notes">
            {order.notes ? <span className="whitespace-pre-line">{order.notes}</span> : "None"}
          </Detail>
          <Detail label="Payment">
            {paymentLabels[order.paymentMethod]}
            {order.paymentMethod === "cod" && (
              <span className="block text-muted" data-testid="customer-confirmed">
                {order.customerConfirmedAt
                  ? `Confirmed by customer ${formatShopDateTime(order.customerConfirmedAt)}`
                  : "Not yet confirmed by customer"}
              </span>
            )}
          </Detail>
        </dl>

        {!["delivered", "completed", "cancelled"].includes(order.status) && (
          <section aria-labelledby="details-plan" className="rounded-2xl bg-cream/60 p-4">
            <h3 id="details-plan" className="mb-3 font-display text-lg font-medium">
              {order.deliveryDate ? "Move the delivery" : "Plan the delivery"}
            </h3>
            <AdminDeliveryDateForm orderId={order.id} date={order.deliveryDate} slotStart={order.deliverySlotStart} />
          </section>
        )}

        <AdminOrderPayments order={order} />

        <AdminOrderEvents events={order.history} />

        <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:items-end sm:justify-between">
          <AdminOrderStatusForm
            orderId={order.id}
            number={order.number}
            status={order.status}
            label="Change status"
            blockers={order.workBlockers}
            deliveryOpen={deliveryChargeOpen(order)}
            className="sm:max-w-sm sm:flex-1"
          />
          {/* The order's papers open in a tab of their own, to print or save as PDF. */}
          <div className="flex flex-wrap gap-x-4 gap-y-2 sm:ml-auto">
            <Link
              to={`/admin/orders/${order.id}/invoice`}
              target="_blank"
              rel="noopener"
              className="text-sm font-semibold text-walnut underline underline-offset-4"
            >
              Invoice
            </Link>
            <Link
              to={`/admin/orders/${order.id}/delivery-note`}
              target="_blank"
              rel="noopener"
              className="text-sm font-semibold text-walnut underline underline-offset-4"
            >
              Delivery note
            </Link>
          </div>
          <Link
            to={`/track-order?order=${order.number}`}
            className="text-sm font-semibold text-walnut underline underline-offset-4"
          >
            Open tracking page
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
