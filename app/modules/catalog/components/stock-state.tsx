import { cn } from "~/utils/cn";

/** '{n} in stock' / 'Out of stock' (the spec's words); compact cards say 'Only n left' when few remain. */
export function StockState({ stock, compact = false }: { stock: number; compact?: boolean }) {
  const text =
    stock <= 0 ? "Out of stock" : compact ? (stock <= 3 ? `Only ${stock} left` : "In stock") : `${stock} in stock`;
  return (
    <p className={cn("flex items-center gap-1.5 text-sm font-medium", stock > 0 ? "text-sage" : "text-terracotta")}>
      <span className={cn("size-2 rounded-full", stock > 0 ? "bg-sage" : "bg-terracotta")} aria-hidden="true" />
      {text}
    </p>
  );
}
