import type { QuoteLine } from "~/db/schema/made-to-order";
import type { MailLine } from "~/modules/mail/layout";
import { advanceFor } from "~/modules/orders/advance";
import { formatPrice } from "~/utils/money";

export type { QuoteLine };

/** A quote's figures as the customer reads them, on the page and in the mail. */
export interface QuoteFigures {
  lines: QuoteLine[];
  subtotal: number;
  /** Null: delivery included. */
  deliveryFee: number | null;
  total: number;
  advancePercent: number;
  leadTimeWeeks: number;
  /** 'Dec 10, 2026'. */
  validUntilText: string;
}

/** Whole rupees: the lines' sum and the total with delivery. */
export function quoteTotals(lines: QuoteLine[], deliveryFee: number | null) {
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  return { subtotal, total: subtotal + (deliveryFee ?? 0) };
}

/** The advance the order will ask for: the quote's share of the total, rounded up to the rupee as checkout's. */
export const quoteAdvance = (total: number, advancePercent: number) =>
  advanceFor(total, { advancePercent, advanceMinTotal: 0 });

export const leadTimeText = (weeks: number) => (weeks === 1 ? "1 week" : `${weeks} weeks`);

/** The quote as label/value rows: each line, delivery, total, the advance, lead time and validity. */
export function quoteRows(quote: QuoteFigures): MailLine[] {
  const advance = quoteAdvance(quote.total, quote.advancePercent);
  return [
    ...quote.lines.map((line) => ({
      label: line.quantity > 1 ? `${line.description} × ${line.quantity}` : line.description,
      value: formatPrice(line.quantity * line.unitPrice),
    })),
    { label: "Delivery", value: quote.deliveryFee === null ? "Included" : formatPrice(quote.deliveryFee) },
    { label: "Total", value: formatPrice(quote.total), strong: true },
    ...(advance > 0 ? [{ label: `Advance (${quote.advancePercent}%)`, value: formatPrice(advance) }] : []),
    { label: "Made in", value: leadTimeText(quote.leadTimeWeeks) },
    { label: "Valid until", value: quote.validUntilText },
  ];
}
