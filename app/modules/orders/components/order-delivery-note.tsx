import { formatPrice } from "~/utils/money";
import { formatShopDate } from "~/utils/shop-time";
import type { DeliveryNoteData } from "../order-documents.server";
import { deliverySlotText } from "../delivery-date";
import { DELIVERY_OPTION_NAMES, orderWindowText } from "../order-delivery";
import { Letterhead, PaperAddress, PaperFact, PaperHeading, PaperSheet, PaperWarning } from "./order-paper";

/** A line to write on, with its label under it. */
function WriteIn({ label }: { label: string }) {
  return (
    <div className="paper-keep">
      <div className="paper-rule-strong h-10 border-b" />
      <p className="mt-1.5 text-xs text-muted">{label}</p>
    </div>
  );
}

/** 'Standard, Zone 1', or null on orders from before delivery was charged. */
function serviceText(order: DeliveryNoteData["order"]): string | null {
  if (!order.deliveryOption) return null;
  const option = DELIVERY_OPTION_NAMES[order.deliveryOption];
  return order.deliveryZone ? `${option}, ${order.deliveryZone}` : option;
}

/**
 * The paper the crew carries: what to hand over and to whom, room for their notes and the
 * customer's signature. No prices: the only amount is the cash to collect on a COD order.
 */
export function OrderDeliveryNote({ note }: { note: DeliveryNoteData }) {
  const { shop, order, deliverTo, lines, cashToCollect } = note;
  const window = orderWindowText(order);
  const service = serviceText(order);
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <PaperSheet
      orderId={order.id}
      label={`Delivery note ${order.number}`}
      other={{ to: `/admin/orders/${order.id}/invoice`, label: "Invoice" }}
    >
      <Letterhead shop={shop} title="Delivery note">
        <PaperFact label="Order no.">{order.number}</PaperFact>
        <PaperFact label="Order date">{formatShopDate(order.placedAt)}</PaperFact>
        {order.deliveryDate ? (
          <PaperFact label="Delivery">{deliverySlotText(order.deliveryDate, order.deliverySlotStart)}</PaperFact>
        ) : (
          window && <PaperFact label="Expected">{window}</PaperFact>
        )}
        {service && <PaperFact label="Service">{service}</PaperFact>}
      </Letterhead>

      {order.status === "cancelled" && <PaperWarning>Cancelled order: do not deliver</PaperWarning>}

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="note-deliver-to">
          <PaperHeading id="note-deliver-to">Deliver to</PaperHeading>
          <PaperAddress lines={[deliverTo.fullName, deliverTo.phone, deliverTo.address, deliverTo.city]} />
        </section>
        <section aria-labelledby="note-customer-notes">
          <PaperHeading id="note-customer-notes">Customer&apos;s notes</PaperHeading>
          <p className="mt-2 text-left whitespace-pre-line wrap-anywhere" dir="auto">
            {deliverTo.notes || "None"}
          </p>
        </section>
      </div>

      <table className="mt-8 w-full border-collapse text-left">
        <caption className="sr-only">Items to deliver</caption>
        <thead className="text-[0.6875rem] tracking-[0.14em] whitespace-nowrap text-muted uppercase">
          <tr className="paper-rule-strong border-b">
            <th scope="col" className="py-2 pr-2 font-bold sm:pr-3">
              Product
            </th>
            <th scope="col" className="px-2 py-2 text-right font-bold sm:px-3">
              Qty
            </th>
            <th scope="col" className="w-20 py-2 pl-2 text-center font-bold sm:pl-3">
              Checked
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} className="border-b border-line align-top" data-testid="note-line">
              <td className="py-2 pr-2 font-medium sm:pr-3" dir="auto">
                {line.productName || "Unknown Product"}
              </td>
              <td className="px-2 py-2 text-right tabular-nums sm:px-3">{line.quantity}</td>
              <td className="py-2 pl-2 text-center sm:pl-3">
                {/* An empty box for the crew's tick when the piece is loaded and handed over. */}
                <span className="paper-rule-strong inline-block size-4 border align-middle" aria-hidden="true" />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-2 pr-2 text-right font-semibold sm:pr-3">
              Pieces
            </th>
            <td className="px-2 py-2 text-right font-bold tabular-nums sm:px-3">{pieces}</td>
            <td />
          </tr>
        </tfoot>
      </table>

      {cashToCollect && (
        <p
          className="paper-rule-strong paper-keep mt-6 border-2 px-4 py-3 text-base font-bold"
          data-testid="cash-to-collect"
        >
          {cashToCollect.amount > 0 ? `Cash to collect: ${formatPrice(cashToCollect.amount)}` : "Nothing to collect"}
          {cashToCollect.feeToConfirm && (
            <span className="block text-sm font-medium">
              plus the delivery charge, which the shop confirms before delivery
            </span>
          )}
        </p>
      )}

      <section aria-labelledby="note-crew" className="paper-keep mt-7">
        <PaperHeading id="note-crew">Crew&apos;s notes</PaperHeading>
        <div className="mt-2 h-28 border border-line" />
      </section>

      <section aria-labelledby="note-signatures" className="paper-keep mt-8">
        <PaperHeading id="note-signatures">Signatures</PaperHeading>
        <div className="mt-2 grid gap-x-8 gap-y-4 sm:grid-cols-[2fr_2fr_1fr]">
          <WriteIn label="Received in good condition by (name)" />
          <WriteIn label="Signature" />
          <WriteIn label="Date" />
        </div>
        <div className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-[2fr_2fr_1fr]">
          <WriteIn label="Delivered by" />
          <WriteIn label="Signature" />
        </div>
      </section>
    </PaperSheet>
  );
}
