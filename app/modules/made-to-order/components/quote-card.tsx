import type { ReactNode } from "react";
import { formatPrice } from "~/utils/money";
import { leadTimeText, type QuoteFigures } from "../quote-figures";

/** A quote's lines and figures, as a table a phone can read (descriptions wrap, amounts stay right). */
export function QuoteCard({
  quote,
  children,
}: {
  quote: QuoteFigures & { version: number; note: string | null; advance: number; sentAt: string };
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="quote-heading"
      className="rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="quote-heading" className="font-display text-2xl font-medium">
          {quote.version > 1 ? `Our quote (revision ${quote.version})` : "Our quote"}
        </h2>
        <p className="text-sm text-muted">Sent {quote.sentAt}</p>
      </div>
      <table className="mt-5 w-full text-left">
        <caption className="sr-only">The quote's lines and total</caption>
        <thead className="text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="pb-2 font-semibold">
              Item
            </th>
            <th scope="col" className="pb-2 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="align-top">
          {quote.lines.map((line, index) => (
            <tr key={index} className="border-t border-line">
              <td className="py-3 pr-4">
                <span className="font-semibold text-espresso">{line.description}</span>
                <span className="block text-sm text-muted">
                  {line.quantity} × {formatPrice(line.unitPrice)}
                </span>
              </td>
              <td className="py-3 text-right whitespace-nowrap">{formatPrice(line.quantity * line.unitPrice)}</td>
            </tr>
          ))}
          <tr className="border-t border-line">
            <td className="py-3 pr-4">Delivery</td>
            <td className="py-3 text-right whitespace-nowrap">
              {quote.deliveryFee === null ? "Included" : formatPrice(quote.deliveryFee)}
            </td>
          </tr>
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-brass">
            <th scope="row" className="pt-3 text-lg font-semibold">
              Total
            </th>
            <td className="pt-3 text-right text-lg font-semibold whitespace-nowrap" data-testid="quote-total">
              {formatPrice(quote.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <dl className="mt-6 grid gap-3 sm:grid-cols-3">
        <Fact
          label={`Advance (${quote.advancePercent}%)`}
          value={quote.advance > 0 ? formatPrice(quote.advance) : "None"}
        />
        <Fact label="Made in" value={leadTimeText(quote.leadTimeWeeks)} />
        <Fact label="Valid until" value={quote.validUntilText} />
      </dl>
      {quote.note && <p className="mt-5 leading-relaxed whitespace-pre-line text-espresso">{quote.note}</p>}
      {children}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-line bg-cream px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 font-semibold text-espresso">{value}</dd>
    </div>
  );
}
