import Check from "lucide-react/icons/check";
import CircleX from "lucide-react/icons/circle-x";
import { Link } from "react-router";
import { cn } from "~/utils/cn";

import type { OrderAccount } from "../order-account";
import { formatShopDate } from "~/utils/shop-time";

/**
 * The seven steps of an order, those reached marked, the current one 'Current Status', each
 * reached step with the day it was reached (a step the shop skipped has none).
 */
export function Timeline({ steps }: { steps: OrderAccount["steps"] }) {
  return (
    <ol className="mt-5" aria-label="Order status timeline">
      {steps.map((step, index) => {
        const reached = step.state !== "upcoming";
        const last = index === steps.length - 1;
        return (
          <li
            key={step.status}
            aria-current={step.state === "current" ? "step" : undefined}
            className="relative flex gap-4 pb-6 last:pb-0"
          >
            {!last && (
              <span
                className={cn(
                  "absolute top-8 bottom-0 left-[15px] w-0.5",
                  steps[index + 1]!.state !== "upcoming" ? "bg-walnut" : "bg-line",
                )}
                aria-hidden="true"
              />
            )}
            <span
              className={cn(
                "relative grid size-8 shrink-0 place-items-center rounded-full border-2",
                step.state === "done" && "border-walnut bg-walnut text-linen",
                step.state === "current" && "border-walnut bg-brass-light text-walnut-dark ring-4 ring-brass-light/40",
                step.state === "upcoming" && "border-line bg-linen text-muted",
              )}
              aria-hidden="true"
            >
              {step.state === "done" ? (
                <Check className="size-4" strokeWidth={3} />
              ) : (
                <span className="text-xs font-bold">{index + 1}</span>
              )}
            </span>
            <div className="min-w-0 pt-1">
              <p className={cn("font-medium", reached ? "text-espresso" : "text-muted")}>
                {step.label}
                {step.state === "done" && <span className="sr-only"> (completed)</span>}
              </p>
              {reached && step.reachedOn && (
                <p className="mt-0.5 text-sm text-muted" data-testid="step-date">
                  <time dateTime={step.reachedOn}>{formatShopDate(step.reachedOn)}</time>
                </p>
              )}
              {step.state === "current" && (
                <p className="mt-1 inline-flex rounded-full bg-walnut px-2.5 py-0.5 text-xs font-semibold tracking-wide text-linen">
                  Current Status
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** In place of the timeline for a cancelled order. */
export function CancelledState({ cancelledAt }: { cancelledAt: string | null }) {
  return (
    <div className="mt-5 flex gap-4 rounded-2xl border border-terracotta/30 bg-terracotta/5 p-4">
      <CircleX className="mt-0.5 size-6 shrink-0 text-terracotta" aria-hidden="true" />
      <div>
        <p className="font-semibold text-espresso">Cancelled</p>
        <p className="mt-1 text-sm leading-relaxed text-muted">
          This order was cancelled{cancelledAt ? ` on ${formatShopDate(cancelledAt)}` : ""}. It will not be made or
          delivered. Questions?{" "}
          <Link to="/contact" className="font-semibold text-walnut underline underline-offset-4">
            Contact us
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
