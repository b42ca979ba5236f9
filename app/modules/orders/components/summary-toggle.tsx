import ChevronDown from "lucide-react/icons/chevron-down";
import { useState, type ReactNode } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { cn } from "~/utils/cn";
import { formatPrice } from "~/utils/money";

/**
 * On a phone, checkout's order summary is a bar at the top of the page (Shopify's pattern): the
 * total at a glance, the lines a tap away, the form right below. From large screens up it is the
 * sticky side column, always open. Without JavaScript there is no toggle to press, so the
 * summary is simply shown.
 */
export function SummaryToggle({ total, pieces, children }: { total: number; pieces: number; children: ReactNode }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const collapsed = hydrated && !open;
  return (
    <div>
      {hydrated && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls="checkout-summary-panel"
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-3 rounded-2xl border border-line bg-linen px-4 py-3 text-left text-sm font-semibold shadow-soft focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none lg:hidden"
        >
          <span className="flex items-center gap-2 text-walnut">
            {open ? "Hide" : "Show"} order summary ({pieces} {pieces === 1 ? "piece" : "pieces"})
            <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
          </span>
          <span className="whitespace-nowrap" data-testid="summary-bar-total">
            {formatPrice(total)}
          </span>
        </button>
      )}
      <div id="checkout-summary-panel" className={cn(collapsed ? "hidden lg:block" : "mt-3 lg:mt-0")}>
        {children}
      </div>
    </div>
  );
}
