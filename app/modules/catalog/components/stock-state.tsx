import { cn } from "~/utils/cn";
import { availabilityText } from "../variants";

/**
 * '{n} in stock' / 'Out of stock' (the spec's words); compact cards say 'Only n left' when few
 * remain; a variant made to order says its lead time instead ('Made to order in 6 weeks').
 */
export function StockState({
  stock,
  compact = false,
  madeToOrderWeeks = null,
}: {
  stock: number;
  compact?: boolean;
  madeToOrderWeeks?: number | null;
}) {
  const text = madeToOrderWeeks
    ? availabilityText({ kind: "made_to_order", weeks: madeToOrderWeeks })
    : stock <= 0
      ? "Out of stock"
      : compact
        ? stock <= 3
          ? `Only ${stock} left`
          : "In stock"
        : `${stock} in stock`;
  return (
    <p className={cn("flex items-center gap-1.5 text-sm font-medium", stock > 0 ? "text-sage" : "text-terracotta")}>
      <span className={cn("size-2 rounded-full", stock > 0 ? "bg-sage" : "bg-terracotta")} aria-hidden="true" />
      {text}
    </p>
  );
}
