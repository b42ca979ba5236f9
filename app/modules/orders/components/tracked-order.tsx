import Package from "lucide-react/icons/package";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { formatPrice } from "~/utils/money";
import { productPath } from "~/utils/paths";
import { cn } from "~/utils/cn";
import type { TrackedOrder } from "../tracking.server";
import { DeliveryDetails } from "./delivery-details";
import { MoneyLineValue, moneyLineTestId } from "./money-line-value";
import { CancelledState, Timeline } from "./order-timeline";
import { OrderStatusBadge } from "./order-status-badge";
import { trackedCard as card } from "./tracked-order-card";
import { formatShopDate } from "~/utils/shop-time";
import { WhatsAppContact } from "~/components/layout/whatsapp-contact";
import { useShopSettings } from "~/modules/settings/use-shop-settings";

/** A tracked order: number and totals, its progress, its items and who receives it. */
export function TrackedOrderView({ order, contactMismatch }: { order: TrackedOrder; contactMismatch: boolean }) {
  const { account } = order;
  const cancelled = account.cancelled;
  const { whatsapp } = useShopSettings();
  return (
    <section aria-labelledby="order-heading" className="mx-auto mt-10 max-w-5xl">
      <p role="status" className="sr-only">
        Order {order.number} found.
      </p>
      <div className={cn(card, "flex flex-wrap items-start justify-between gap-5")}>
        <div>
          <p className="text-xs font-bold tracking-[0.2em] text-terracotta uppercase">Order number</p>
          <h2 id="order-heading" tabIndex={-1} className="mt-1 font-display text-3xl font-medium outline-none">
            #{order.number}
          </h2>
          <p className="mt-1 text-sm text-muted">Placed on {formatShopDate(order.placedAt)}</p>
          {account.testNote && (
            <p className="mt-1 text-sm font-semibold text-espresso" data-testid="test-order-note">
              {account.testNote}
            </p>
          )}
          <WhatsAppContact
            phone={whatsapp}
            label="Questions? Ask on WhatsApp"
            message={`Hello, about my order #${order.number}`}
            className="mt-2 text-sm"
          />
        </div>
        <dl className="grid grid-cols-2 gap-x-8 gap-y-3 text-sm sm:flex sm:flex-wrap sm:gap-x-10">
          <div>
            <dt className="text-muted">Status</dt>
            <dd className="mt-1">
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
          <div>
            <dt className="text-muted">Total Amount</dt>
            <dd className="mt-1 text-lg font-semibold text-walnut" data-testid="tracked-total">
              {formatPrice(account.money.total)}
            </dd>
          </div>
          {(account.delivery.kind === "planned" || account.delivery.kind === "delivered") && (
            <div className="col-span-2 sm:col-span-1">
              <dt className="text-muted">{account.delivery.kind === "planned" ? "Planned delivery" : "Delivered"}</dt>
              <dd className="mt-1 font-semibold text-walnut" data-testid="tracked-delivery-date">
                {account.delivery.kind === "planned" ? account.delivery.text : formatShopDate(account.delivery.on)}
              </dd>
            </div>
          )}
          <div className="col-span-2 sm:col-span-1">
            <dt className="text-muted">Payment</dt>
            <dd className="mt-1 font-medium">
              {account.paymentLabel}
              <span className="block text-muted" data-testid="tracked-standing">
                {account.money.standingLabel}
              </span>
            </dd>
          </div>
        </dl>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid gap-6">
          <section aria-labelledby="progress-heading" className={card}>
            <h3 id="progress-heading" className="font-display text-xl font-medium">
              Order Progress
            </h3>
            {cancelled ? <CancelledState cancelledAt={order.cancelledAt} /> : <Timeline steps={account.steps} />}
          </section>

          <section aria-labelledby="items-heading" className={card}>
            <h3 id="items-heading" className="font-display text-xl font-medium">
              Order Items
            </h3>
            <ul role="list" className="mt-4 divide-y divide-line">
              {order.items.map((item) => (
                <li key={item.id} className="flex items-center gap-4 py-4 first:pt-0 last:pb-0">
                  <div className="w-16 shrink-0 overflow-hidden rounded-xl bg-cream sm:w-20">
                    {item.image ? (
                      <ResponsiveImage
                        src={item.image}
                        alt=""
                        sizes="80px"
                        className="aspect-square h-auto w-full object-cover"
                      />
                    ) : (
                      <span className="grid aspect-square place-items-center text-muted">
                        <Package className="size-6" aria-hidden="true" />
                      </span>
                    )}
                  </div>
                  <div className="min-w-0 flex-1 sm:flex sm:items-center sm:justify-between sm:gap-4">
                    <div className="min-w-0">
                      <p className="font-medium leading-snug">
                        {item.slug ? (
                          <Link to={productPath(item.slug)} className="underline-offset-4 hover:underline">
                            {item.name}
                          </Link>
                        ) : (
                          item.name
                        )}
                      </p>
                      <p className="mt-0.5 text-sm text-muted">
                        Qty {item.quantity} × {formatPrice(item.unitPrice)}
                      </p>
                    </div>
                    <p className="mt-1 shrink-0 font-semibold sm:mt-0 sm:text-right">{formatPrice(item.totalPrice)}</p>
                  </div>
                </li>
              ))}
            </ul>
            <dl className="mt-4 space-y-1.5 border-t border-line pt-4 text-sm">
              {account.money.lines.map((line) => (
                <div key={line.kind} className="flex justify-between gap-4">
                  <dt className="text-muted">{line.label}</dt>
                  <dd
                    className={line.spoken ? "text-sage" : undefined}
                    data-testid={moneyLineTestId("tracked", line.kind)}
                  >
                    <MoneyLineValue line={line} />
                  </dd>
                </div>
              ))}
              {account.delivery.kind === "window" && (
                <div className="flex justify-between gap-4">
                  <dt className="text-muted">Expected delivery</dt>
                  <dd>{account.delivery.text}</dd>
                </div>
              )}
            </dl>
            <p className="mt-4 flex justify-between border-t border-line pt-4 text-lg font-semibold">
              <span>Total</span>
              <span>{formatPrice(account.money.total)}</span>
            </p>
            <TrackedPayments account={account} />
          </section>
        </div>

        <DeliveryDetails order={order} contactMismatch={contactMismatch} />
      </div>
    </section>
  );
}

/** Paid so far and the balance, and what is asked while money is due: the order's account. */
function TrackedPayments({ account }: { account: TrackedOrder["account"] }) {
  const { money } = account;
  if (account.cancelled && money.paid === 0 && money.refunded === 0) return null;
  return (
    <div className="mt-3 space-y-1.5 text-sm" data-testid="tracked-payments">
      <dl className="space-y-1.5">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Paid</dt>
          <dd>{formatPrice(money.paid)}</dd>
        </div>
        {money.refunded > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Refunded</dt>
            <dd>{formatPrice(money.refunded)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 font-semibold">
          <dt>{money.owedBack > 0 ? "Owed back to you" : "Balance"}</dt>
          <dd>{formatPrice(money.owedBack > 0 ? money.owedBack : money.balance)}</dd>
        </div>
      </dl>
      {account.ask.kind !== "none" && (
        <p className="rounded-xl bg-cream/70 px-3 py-2 text-espresso">{account.moneyText}.</p>
      )}
    </div>
  );
}
