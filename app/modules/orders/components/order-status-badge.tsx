import { cn } from "~/utils/cn";
import { statusLabels, type OrderStatus } from "../order-status";

const tones: Record<OrderStatus, string> = {
  pending: "bg-brass-light/60 text-walnut-dark",
  confirmed: "bg-sand text-espresso",
  work_started: "bg-sand text-espresso",
  in_production: "bg-sand text-espresso",
  ready_for_delivery: "bg-sage/15 text-sage",
  delivered: "bg-sage/15 text-sage",
  completed: "bg-sage text-linen",
  cancelled: "bg-terracotta/10 text-terracotta",
};

/** Each status its own colour; an unknown one grey (spec 4). */
export function OrderStatusBadge({ status }: { status: string }) {
  const known = status in statusLabels ? (status as OrderStatus) : null;
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase",
        known ? tones[known] : "bg-cream text-muted",
      )}
    >
      {known ? statusLabels[known] : status}
    </span>
  );
}
