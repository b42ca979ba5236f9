import { cn } from "~/utils/cn";
import { formatPrice } from "~/utils/money";
import type { SaleDisplay } from "../sale-rules";

/**
 * A price as a buyer pays it: the regular price, or during a sale the sale price with its
 * reduction ('−25 %') and the 'was' price struck through, when that piece has one (sale-rules'
 * saleDisplay: only a true lowest price of the 30 days before). Screen readers hear 'Sale price
 * PKR 79,200, was PKR 88,000'. `prefix` is 'From ' for a card of a product with options.
 */
export function SalePrice({
  price,
  sale,
  prefix = "",
  className,
}: {
  price: number;
  sale: Pick<SaleDisplay, "price" | "reduction" | "was"> | null | undefined;
  prefix?: string;
  className?: string;
}) {
  if (!sale) return <p className={className}>{`${prefix}${formatPrice(price)}`}</p>;
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-2", className)} data-sale-price="">
      <span className="text-terracotta">
        <span className="sr-only">Sale price </span>
        {`${prefix}${formatPrice(sale.price)}`}
      </span>
      {sale.was !== null && (
        <del className="text-[0.8em] font-normal text-muted">
          <span className="sr-only">was </span>
          {formatPrice(sale.was)}
        </del>
      )}
      {sale.reduction && (
        <span className="rounded-full bg-badge-rose px-2 py-0.5 text-[0.7em] font-bold text-badge-rose-ink">
          {sale.reduction}
        </span>
      )}
    </p>
  );
}
