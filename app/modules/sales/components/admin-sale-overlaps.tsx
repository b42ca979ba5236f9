import Layers from "lucide-react/icons/layers";
import { overlapSentence, type SaleOverlap } from "../admin-sale-summary";

/**
 * The other sales that reduce some of the same pieces in the same days: said, not refused (the
 * lower price wins, piece by piece). Nothing when there are none.
 */
export function AdminSaleOverlaps({ overlaps }: { overlaps: SaleOverlap[] }) {
  if (overlaps.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="sale-overlaps"
      className="flex gap-3 rounded-2xl border border-brass/50 bg-ivory p-4 text-sm"
    >
      <Layers className="mt-0.5 size-5 shrink-0 text-walnut" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">
          {overlaps.length === 1 ? "Another sale overlaps" : `${overlaps.length} sales overlap`}
        </p>
        <ul role="list" className="mt-1 grid gap-1 leading-relaxed">
          {overlaps.map((overlap) => (
            <li key={overlap.id}>{overlapSentence(overlap)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
