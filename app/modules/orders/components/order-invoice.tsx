import type { ReactNode } from "react";
import { formatPrice } from "~/utils/money";
import { formatShopDate } from "~/utils/shop-time";
import { cn } from "~/utils/cn";
import type { InvoiceData } from "../order-documents.server";
import { DELIVERY_OPTION_NAMES } from "../order-delivery";
import { TEST_ORDER_NOTE } from "../test-order";
import { MoneyLineValue } from "./money-line-value";
import { Letterhead, PaperAddress, PaperFact, PaperHeading, PaperSheet, PaperWarning } from "./order-paper";

const money = "text-right whitespace-nowrap tabular-nums";

function TotalRow({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={cn(
        "flex justify-between gap-6 py-1",
        strong && "paper-rule-strong mt-1 border-t pt-2 pb-1.5 text-base font-bold",
      )}
    >
      <dt className={strong ? undefined : "text-muted"}>{label}</dt>
      <dd className={cn(money, !strong && "font-medium")}>{children}</dd>
    </div>
  );
}

/** How the order travels: 'Standard, Zone 1', then the planned day and slot or the promised window. */
function DeliveryFacts({
  order,
  delivery,
}: {
  order: InvoiceData["order"];
  delivery: InvoiceData["account"]["delivery"];
}) {
  const option = order.deliveryOption ? DELIVERY_OPTION_NAMES[order.deliveryOption] : "Delivery";
  return (
    <p className="mt-2">
      <span className="block font-semibold">{order.deliveryZone ? `${option}, ${order.deliveryZone}` : option}</span>
      {delivery.kind === "delivered" && <span className="block">{delivery.text}</span>}
      {delivery.kind === "planned" && <span className="block">Planned for {delivery.text}</span>}
      {delivery.kind === "window" && <span className="block">Expected {delivery.text}</span>}
    </p>
  );
}

/** What is owed and how to pay it: the advance still missing, and the bank account for a transfer. */
function PaymentTerms({ invoice }: { invoice: InvoiceData }) {
  const { order, account, bank } = invoice;
  const { ask, money } = account;
  return (
    <section aria-labelledby="invoice-payment" className="paper-keep">
      <PaperHeading id="invoice-payment">Payment</PaperHeading>
      <p className="mt-2">
        {account.paymentLabel}
        {money.standing === "paid" && !account.cancelled && ": paid in full, thank you"}.
      </p>
      {ask.kind === "advance" && (
        <p className="mt-1 font-bold">
          Advance {formatPrice(ask.amount)} due
          {ask.amount < money.advanceDue ? ` (of ${formatPrice(money.advanceDue)})` : ""}, by bank transfer before work
          starts.
        </p>
      )}
      {ask.kind === "cash" && (
        <p className="mt-1">The balance of {formatPrice(ask.amount)} is paid in cash on delivery.</p>
      )}
      {ask.kind === "transfer" && (
        <p className="mt-1">Please transfer the balance of {formatPrice(ask.amount)}, quoting the reference.</p>
      )}
      {money.totalOpen && <p className="mt-1">The delivery charge is confirmed by the shop and added to the total.</p>}
      {money.owedBack > 0 && <p className="mt-1">{account.moneyText}.</p>}
      {bank && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5" data-testid="invoice-bank">
          <dt className="text-muted">Bank</dt>
          <dd>{bank.bankName}</dd>
          <dt className="text-muted">Account title</dt>
          <dd>{bank.accountTitle}</dd>
          <dt className="text-muted">Account no.</dt>
          <dd className="tabular-nums">{bank.accountNumber}</dd>
          <dt className="text-muted">IBAN</dt>
          <dd className="break-all tabular-nums">{bank.iban}</dd>
          <dt className="text-muted">Reference</dt>
          <dd className="font-bold">{order.number}</dd>
        </dl>
      )}
    </section>
  );
}

/** The order's invoice: who sells to whom, what, for how much, what is paid and what is still due. */
export function OrderInvoice({ invoice }: { invoice: InvoiceData }) {
  const { shop, order, billTo, lines, account } = invoice;
  return (
    <PaperSheet
      orderId={order.id}
      label={`Invoice ${order.number}`}
      other={{ to: `/admin/orders/${order.id}/delivery-note`, label: "Delivery note" }}
    >
      <Letterhead shop={shop} title="Invoice">
        <PaperFact label="Invoice no.">{order.number}</PaperFact>
        <PaperFact label="Date">{formatShopDate(order.placedAt)}</PaperFact>
        <PaperFact label="Payment">{account.paymentLabel}</PaperFact>
      </Letterhead>

      {order.status === "cancelled" && <PaperWarning>This order was cancelled</PaperWarning>}
      {order.isTest && <PaperWarning>{TEST_ORDER_NOTE}</PaperWarning>}

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="invoice-bill-to">
          <PaperHeading id="invoice-bill-to">Bill to</PaperHeading>
          <PaperAddress lines={[billTo.fullName, billTo.address, billTo.city, billTo.phone, billTo.email]} />
        </section>
        <section aria-labelledby="invoice-delivery">
          <PaperHeading id="invoice-delivery">Delivery</PaperHeading>
          <DeliveryFacts order={order} delivery={account.delivery} />
        </section>
      </div>

      <div className="mt-7 overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Items</caption>
          <thead className="text-[0.6875rem] tracking-[0.14em] whitespace-nowrap text-muted uppercase">
            <tr className="paper-rule-strong border-b">
              <th scope="col" className="py-2 pr-2 font-bold sm:pr-3">
                Product
              </th>
              <th scope="col" className="px-2 py-2 text-right font-bold sm:px-3">
                Qty
              </th>
              <th scope="col" className="px-2 py-2 text-right font-bold sm:px-3">
                Unit price
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-bold sm:pl-3">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} className="border-b border-line align-top" data-testid="invoice-line">
                <td className="py-2 pr-2 sm:pr-3">
                  <span className="font-medium" dir="auto">
                    {line.productName || "Unknown Product"}
                  </span>
                  <span className="mt-0.5 block text-xs text-muted" data-testid="invoice-line-terms">
                    {line.terms}
                  </span>
                </td>
                <td className="px-2 py-2 text-right tabular-nums sm:px-3">{line.quantity}</td>
                <td className={cn("px-2 py-2 sm:px-3", money)}>{formatPrice(line.unitPrice)}</td>
                <td className={cn("py-2 pl-2 sm:pl-3", money)}>{formatPrice(line.totalPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {/* The figures on the right, where the eye ends the table; how to pay beside them. */}
      <div className="mt-4 grid gap-7 sm:grid-cols-[1fr_17rem] sm:gap-10">
        <dl className="paper-keep" data-testid="invoice-totals">
          {/* Subtotal, a code's reduction, delivery and its reduction: as every page lists them. */}
          {account.money.lines.map((line) => (
            <TotalRow key={line.kind} label={line.label}>
              <MoneyLineValue line={line} />
            </TotalRow>
          ))}
          <TotalRow label={account.money.deliveryFee === null ? "Total (before delivery)" : "Total"} strong>
            {formatPrice(account.money.total)}
          </TotalRow>
          {/* Part of the total above, not added to it: only a shop registered for sales tax prints it. */}
          {invoice.salesTax && (
            <TotalRow label={invoice.salesTax.label}>{formatPrice(invoice.salesTax.amount)}</TotalRow>
          )}
          <TotalRow label="Paid to date">{formatPrice(account.money.paid)}</TotalRow>
          {account.money.refunded > 0 && <TotalRow label="Refunded">{formatPrice(account.money.refunded)}</TotalRow>}
          <TotalRow label="Balance due" strong>
            {formatPrice(account.money.balance)}
          </TotalRow>
          {account.money.owedBack > 0 && <TotalRow label="Owed back">{formatPrice(account.money.owedBack)}</TotalRow>}
        </dl>
        <div className="sm:order-first sm:pt-1">
          <PaymentTerms invoice={invoice} />
        </div>
      </div>

      <footer className="mt-8 border-t border-line pt-3 text-center text-xs text-muted">
        Thank you for choosing {shop.name}. Amounts in Pakistani rupees. Please quote invoice no. {order.number} with
        any payment or question.
      </footer>
    </PaperSheet>
  );
}
