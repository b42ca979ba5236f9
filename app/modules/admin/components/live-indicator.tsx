import { cn } from "~/utils/cn";
import type { LiveState } from "./use-live-orders";

const labels: Record<LiveState, string> = { off: "Live", live: "Live", reconnecting: "Reconnecting…" };

/**
 * A small pill: whether the dashboard is receiving order updates. A polite
 * status region that changes only with the connection, never per update, so
 * screen readers hear 'connected' or 'reconnecting' and nothing more. Before
 * the first connection (and without JavaScript) it keeps its place unseen.
 */
export function LiveIndicator({ state, className }: { state: LiveState; className?: string }) {
  const live = state === "live";
  return (
    <p
      role="status"
      data-state={state}
      title={live ? "Orders on this page update as they change" : undefined}
      className={cn(
        "inline-flex shrink-0 items-center gap-2 rounded-full border px-3 py-1.5 text-xs font-semibold",
        live ? "border-sage/40 bg-linen text-sage" : "border-brass/50 bg-linen text-walnut",
        state === "off" && "invisible",
        className,
      )}
    >
      <span aria-hidden="true" className="relative flex size-2">
        {live && <span className="absolute -inset-1 rounded-full bg-sage/25 motion-safe:animate-pulse" />}
        <span className={cn("relative size-2 rounded-full", live ? "bg-sage" : "bg-brass")} />
      </span>
      <span className="sr-only">Order updates: </span>
      {labels[state]}
      {live && <span className="sr-only"> (connected)</span>}
    </p>
  );
}
