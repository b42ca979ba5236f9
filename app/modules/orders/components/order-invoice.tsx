import type { ReactNode } from "react";
import { formatPrice } from "~/utils/money";
import { formatShopDate } from "~/utils/shop-time";
import { cn } from "~/utils/cn";
import type { InvoiceData } from "../order-documents.server";
import { deliverySlotText } from "../delivery-date";
import { DELIVERY_OPTION_NAMES, deliveryFeeText, deliveryLineLabel, orderWindowText } from "../order-delivery";
import { paymentLabels } from "../order-status";
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
function DeliveryFacts({ order }: { order: InvoiceData["order"] }) {
  const window = orderWindowText(order);
  const option = order.deliveryOption ? DELIVERY_OPTION_NAMES[order.deliveryOption] : "Delivery";
  return (
    <p className="mt-2">
      <span className="block font-semibold">{order.deliveryZone ? `${option}, ${order.deliveryZone}` : option}</span>
      {order.deliveryDate ? (
        <span className="block">Planned for {deliverySlotText(order.deliveryDate, order.deliverySlotStart)}</span>
      ) : (
        window && <span className="block">Expected {window}</span>
      )}
    </p>
  );
}

/** What is owed and how to pay it: the advance still missing, and the bank account for a transfer. */
function PaymentTerms({ invoice }: { invoice: InvoiceData }) {
  const { order, payment, bank } = invoice;
  const cancelled = order.status === "cancelled";
  const settled = payment.balance === 0 && payment.overpaid === 0;
  return (
    <section aria-labelledby="invoice-payment" className="paper-keep">
      <PaperHeading id="invoice-payment">Payment</PaperHeading>
      <p className="mt-2">
        {paymentLabels[order.paymentMethod]}
        {settled && !cancelled && ": paid in full, thank you"}.
      </p>
      {payment.advanceOutstanding > 0 && !cancelled && (
        <p className="mt-1 font-bold">
          Advance {formatPrice(payment.advanceOutstanding)} due
          {payment.advanceOutstanding < order.advanceDue ? ` (of ${formatPrice(order.advanceDue)})` : ""}, by bank
          transfer before work starts.
        </p>
      )}
      {payment.balance > 0 && payment.advanceOutstanding === 0 && !cancelled && (
        <p className="mt-1">
          {order.paymentMethod === "cod"
            ? `The balance of ${formatPrice(payment.balance)} is paid in cash on delivery.`
            : `Please transfer the balance of ${formatPrice(payment.balance)}, quoting the reference.`}
        </p>
      )}
      {order.deliveryFee === null && !cancelled && (
        <p className="mt-1">The delivery charge is confirmed by the shop and added to the total.</p>
      )}
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
  const { shop, order, billTo, lines, payment } = invoice;
  return (
    <PaperSheet
      orderId={order.id}
      label={`Invoice ${order.number}`}
      other={{ to: `/admin/orders/${order.id}/delivery-note`, label: "Delivery note" }}
    >
      <Letterhead shop={shop} title="Invoice">
        <PaperFact label="Invoice no.">{order.number}</PaperFact>
        <PaperFact label="Date">{formatShopDate(order.placedAt)}</PaperFact>
        <PaperFact label="Payment">{paymentLabels[order.paymentMethod]}</PaperFact>
      </Letterhead>

      {order.status === "cancelled" && <PaperWarning>This order was cancelled</PaperWarning>}

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="invoice-bill-to">
          <PaperHeading id="invoice-bill-to">Bill to</PaperHeading>
          <PaperAddress lines={[billTo.fullName, billTo.address, billTo.city, billTo.phone, billTo.email]} />
        </section>
        <section aria-labelledby="invoice-delivery">
          <PaperHeading id="invoice-delivery">Delivery</PaperHeading>
          <DeliveryFacts order={order} />
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
                <td className="py-2 pr-2 font-medium sm:pr-3" dir="auto">
                  {line.productName || "Unknown Product"}
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
          <TotalRow label="Subtotal">{formatPrice(order.subtotal)}</TotalRow>
          <TotalRow label={deliveryLineLabel(order)}>{deliveryFeeText(order.deliveryFee)}</TotalRow>
          <TotalRow label={order.deliveryFee === null ? "Total (before delivery)" : "Total"} strong>
            {formatPrice(order.totalAmount)}
          </TotalRow>
          <TotalRow label="Paid to date">{formatPrice(payment.paid)}</TotalRow>
          <TotalRow label="Balance due" strong>
            {formatPrice(payment.balance)}
          </TotalRow>
          {payment.overpaid > 0 && <TotalRow label="Overpaid by">{formatPrice(payment.overpaid)}</TotalRow>}
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
