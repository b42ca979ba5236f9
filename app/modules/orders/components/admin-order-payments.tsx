import Banknote from "lucide-react/icons/banknote";
import { useId } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useNotice } from "~/components/ui/toaster";
import { formatPrice } from "~/utils/money";
import { formatShopDate, shopCalendar } from "~/utils/shop-time";
import type { OrderAccount } from "../order-account";
import { PAYMENT_METHOD_LABELS, type OrderPaymentMethod } from "../payments";
import { Select } from "./admin-select";

const fieldClass =
  "h-9 w-full rounded-xl border border-line bg-linen px-3 text-sm text-espresso focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none";

interface PaymentRow {
  id: string;
  kind: "payment" | "refund";
  amount: number;
  method: OrderPaymentMethod;
  receivedOn: string;
  reference: string | null;
  recordedBy: string;
}

/** The order's money: total, paid, balance (or overpaid), the advance, each payment, and a form to record one. */
export function AdminOrderPayments({
  order,
}: {
  order: {
    id: string;
    account: OrderAccount;
    payments: PaymentRow[];
    paymentRequestKey: string;
  };
}) {
  // The figures the buyer is told, from the order's account.
  const { money } = order.account;
  return (
    <section aria-labelledby="details-payments" className="rounded-2xl border border-line p-4">
      <h3 id="details-payments" className="font-display text-lg font-medium">
        Payments
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" data-testid="payment-figures">
        <Figure label="Total">{formatPrice(money.total)}</Figure>
        <Figure label="Paid">
          {formatPrice(money.paid)}
          {money.refunded > 0 && (
            <span className="block text-xs font-normal text-muted">after {formatPrice(money.refunded)} refunded</span>
          )}
        </Figure>
        {money.owedBack > 0 ? (
          <Figure label="Owed back" tone="text-terracotta">
            {formatPrice(money.owedBack)}
          </Figure>
        ) : (
          <Figure label="Balance" tone={money.balance > 0 ? "text-terracotta" : "text-sage"}>
            {formatPrice(money.balance)}
          </Figure>
        )}
        {money.advanceDue > 0 && !order.account.cancelled && (
          <Figure label="Advance" tone={money.advanceOutstanding > 0 ? "text-terracotta" : "text-sage"}>
            {formatPrice(money.advanceDue)}
            <span className="block text-xs font-normal text-muted">
              {money.advanceOutstanding > 0 ? `${formatPrice(money.advanceOutstanding)} still due` : "Received"}
            </span>
          </Figure>
        )}
      </dl>
      {order.payments.length > 0 && (
        <ul role="list" className="mt-4 divide-y divide-line text-sm" data-testid="payment-list">
          {order.payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span>
                {payment.kind === "refund" && <span className="font-semibold text-terracotta">Refund </span>}
                <span className="font-semibold">{formatPrice(payment.amount)}</span> ·{" "}
                {PAYMENT_METHOD_LABELS[payment.method]}
                {payment.reference && <span className="text-muted"> · {payment.reference}</span>}
              </span>
              <span className="text-muted">
                {formatShopDate(payment.receivedOn)} · {payment.recordedBy}
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* A cancelled order takes no more money, but what it was paid can still be refunded. */}
      {(!order.account.cancelled || money.paid > 0) && (
        <RecordPaymentForm
          orderId={order.id}
          requestKey={order.paymentRequestKey}
          refundOnly={order.account.cancelled}
        />
      )}
    </section>
  );
}

function Figure({ label, tone, children }: { label: string; tone?: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className={`mt-1 font-semibold ${tone ?? "text-espresso"}`}>{children}</dd>
    </div>
  );
}

/**
 * Records money received, or given back. The key comes with the page and changes when the page
 * reloads after a payment, so a double click or a retried post records one payment. The customer
 * is mailed a receipt of each.
 */
function RecordPaymentForm({
  orderId,
  requestKey,
  refundOnly,
}: {
  orderId: string;
  requestKey: string;
  refundOnly: boolean;
}) {
  const fetcher = useFetcher();
  useNotice(fetcher.data);
  const busy = fetcher.state !== "idle";
  const ids = { kind: useId(), amount: useId(), method: useId(), day: useId(), reference: useId() };
  const today = shopCalendar(new Date()).date;
  return (
    <fetcher.Form method="post" key={requestKey} className="mt-4 grid gap-3 border-t border-line pt-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="record-payment" />
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <div>
        <label htmlFor={ids.kind} className="mb-1 block text-xs font-semibold text-espresso">
          Record
        </label>
        <Select id={ids.kind} name="kind" defaultValue={refundOnly ? "refund" : "payment"} className="h-9 text-sm">
          {!refundOnly && <option value="payment">Money received</option>}
          <option value="refund">Refund given</option>
        </Select>
      </div>
      <div>
        <label htmlFor={ids.amount} className="mb-1 block text-xs font-semibold text-espresso">
          Amount (PKR)
        </label>
        <input
          id={ids.amount}
          name="amount"
          inputMode="numeric"
          required
          maxLength={11}
          pattern="[0-9,]+"
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={ids.method} className="mb-1 block text-xs font-semibold text-espresso">
          Method
        </label>
        <Select id={ids.method} name="method" defaultValue="bank_transfer" className="h-9 text-sm">
          {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={ids.day} className="mb-1 block text-xs font-semibold text-espresso">
          Day
        </label>
        <input
          id={ids.day}
          type="date"
          name="receivedOn"
          required
          max={today}
          defaultValue={today}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={ids.reference} className="mb-1 block text-xs font-semibold text-espresso">
          Reference (optional)
        </label>
        <input id={ids.reference} name="reference" maxLength={100} className={fieldClass} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={busy}>
          <Banknote className="size-4" aria-hidden="true" />
          {busy ? "Saving..." : "Record"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
