import { cn } from "~/utils/cn";
import { statusLabels, type OrderStatus } from "../order-status";
import { statusBadgeTones, unknownStatusTone } from "./status-badge-tones";

/** Each status its own colour, an unknown one grey, the label as the spec writes it (spec 4). */
export function OrderStatusBadge({ status }: { status: string }) {
  const known = Object.hasOwn(statusLabels, status) ? (status as OrderStatus) : null;
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap",
        known ? statusBadgeTones[known] : unknownStatusTone,
      )}
    >
      {known ? statusLabels[known] : status}
    </span>
  );
}
