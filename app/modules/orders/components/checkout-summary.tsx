import { DiscountLines } from "~/modules/discounts/components/discount-lines";
import type { SaleDisplay } from "~/modules/catalog/sale-rules";
import { formatPrice } from "~/utils/money";
import { deliveryFeeText } from "../order-delivery";

/** 'On sale −10 %, was PKR 88,000 each': a line's sale, as the cart showed it. */
export function saleNote(sale: Pick<SaleDisplay, "reduction" | "was">): string {
  if (sale.was === null) return "On sale";
  return `On sale${sale.reduction ? ` ${sale.reduction}` : ""}, was ${formatPrice(sale.was)} each`;
}

/** Why delivery is by quote when the address names a city of another zone than the one typed. */
export const addressCityNote = (city: string) =>
  `Your address names ${city}: if it is in ${city}, please type that as the city.`;

/** The Order Summary at checkout: the spec's 'name x quantity' lines, then subtotal, a code's reduction, delivery (and a code's reduction of it) and the total. */
export function CheckoutSummary({
  lines,
  subtotal,
  deliveryLabel,
  fee,
  hasCity,
  addressCity = null,
  discount = null,
  total,
}: {
  /** `problem`: what stops the line being bought as it is (sold out, too few left), or null. */
  lines: {
    id: string;
    name: string;
    quantity: number;
    price: number;
    problem: string | null;
    /** A running sale's reduction of the piece (its price is already the sale's). */
    sale?: Pick<SaleDisplay, "reduction" | "was"> | null;
  }[];
  subtotal: number;
  deliveryLabel: string;
  fee: number | null;
  hasCity: boolean;
  /** The city the address names when it is not in the typed city's zone (delivery is by quote then). */
  addressCity?: string | null;
  /** A discount code's reductions, off the pieces and off the fee. */
  discount?: { code: string; amount: number; deliveryAmount: number } | null;
  total: number;
}) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-[var(--radius-card)] border border-line bg-linen p-6 shadow-soft"
    >
      <h2 id="order-summary-heading" className="font-display text-xl font-medium">
        Order Summary
      </h2>
      <ul role="list" className="mt-4 space-y-2 text-sm">
        {lines.map((line) => (
          <li key={line.id}>
            <span className="flex justify-between gap-4">
              <span className="text-muted">
                {line.name} x {line.quantity}
              </span>
              <span className="shrink-0 font-medium">{formatPrice(line.price * line.quantity)}</span>
            </span>
            {line.sale && <span className="mt-0.5 block text-xs text-terracotta">{saleNote(line.sale)}</span>}
            {line.problem && <span className="mt-0.5 block font-medium text-terracotta">{line.problem}</span>}
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Subtotal</dt>
          <dd className="font-medium" data-testid="checkout-subtotal">
            {formatPrice(subtotal)}
          </dd>
        </div>
        {discount && <DiscountLines code={discount.code} amount={discount.amount} deliveryAmount={0} />}
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{deliveryLabel}</dt>
          <dd className="font-medium" data-testid="checkout-delivery">
            {hasCity ? deliveryFeeText(fee) : "Enter your city"}
          </dd>
        </div>
        {discount && <DiscountLines code={discount.code} amount={0} deliveryAmount={discount.deliveryAmount} />}
      </dl>
      <p className="mt-4 flex justify-between border-t border-line pt-4 text-lg font-semibold">
        <span>Total</span>
        <span data-testid="cart-total" aria-live="polite">
          {formatPrice(total)}
        </span>
      </p>
      {fee === null && hasCity && (
        <p className="mt-2 text-sm text-muted" data-testid="checkout-by-quote">
          Delivery to this city is priced by quote: we tell you the charge before we confirm your order.
          {addressCity && ` ${addressCityNote(addressCity)}`}
        </p>
      )}
    </section>
  );
}
