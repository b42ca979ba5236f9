import { useId } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useNotice } from "~/components/ui/toaster";
import { statusLabels, type OrderStatus } from "../order-status";
import { WORK_STATUSES } from "../payments";
import { Select } from "./admin-select";

/**
 * One order's status: a select and Update, sent with a fetcher so the page
 * stays where it is; the answer's notice shows as a toast. Without
 * JavaScript it is a normal form post to the tab. Cancelling returns the
 * stock and reopening takes it again (change-status.server.ts); a refusal
 * (no stock left) comes back in the notice and the select shows the status
 * the order really has. While the delivery charge is to be confirmed, the work
 * statuses are not offered (the server refuses them too) and a line says why.
 */
export function AdminOrderStatusForm({
  orderId,
  number,
  status,
  label,
  className,
  blockers = [],
  deliveryOpen = false,
}: {
  orderId: string;
  number: string;
  status: OrderStatus;
  /** A visible label (the details dialog); rows have a screen-reader one naming the order. */
  label?: string;
  className?: string;
  /** What the order still lacks before work may start (the details dialog offers to go ahead anyway). */
  blockers?: string[];
  /** The delivery charge is still to be confirmed: work waits for it (payments.ts, deliveryChargeOpen). */
  deliveryOpen?: boolean;
}) {
  const fetcher = useFetcher();
  useNotice(fetcher.data);
  const id = useId();
  const busy = fetcher.state !== "idle";
  const waiting = (value: OrderStatus) => deliveryOpen && value !== status && WORK_STATUSES.includes(value);
  return (
    <fetcher.Form method="post" className={className}>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="orderId" value={orderId} />
      <label htmlFor={id} className={label ? "mb-1.5 block text-sm font-semibold text-espresso" : "sr-only"}>
        {label ?? `Status of order #${number}`}
      </label>
      <div className="flex items-center gap-2">
        {/* Keyed by the saved status: after a refusal or a change elsewhere it shows the truth. */}
        <Select
          key={status}
          id={id}
          name="status"
          defaultValue={status}
          wrapperClassName="min-w-0 flex-1"
          className="h-9 text-sm"
        >
          {(Object.entries(statusLabels) as [OrderStatus, string][]).map(([value, text]) => (
            <option key={value} value={value} disabled={waiting(value)}>
              {text}
            </option>
          ))}
        </Select>
        <Button
          type="submit"
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Update status of order #${number}`}
        >
          {busy ? "Saving..." : "Update"}
        </Button>
      </div>
      {deliveryOpen && (
        <p className="mt-1.5 text-xs text-muted" data-testid="work-waits-for-delivery-charge">
          Work statuses open once the delivery charge is set in the order's details.
        </p>
      )}
      {blockers.length > 0 && !deliveryOpen && (
        <fieldset className="mt-3 grid gap-2 rounded-xl border border-terracotta/30 bg-terracotta/5 p-3 text-sm">
          <legend className="px-1 font-semibold text-espresso">Before work starts</legend>
          <p className="text-muted">This order still needs {blockers.join(" and ")}.</p>
          <label className="flex items-start gap-2">
            <input type="checkbox" name="override" className="mt-0.5 size-4 accent-walnut" />
            <span>Go ahead without it, on purpose</span>
          </label>
          <label className="grid gap-1">
            <span className="font-semibold text-espresso">Why (kept in the order's history)</span>
            <input
              name="reason"
              maxLength={300}
              className="h-9 rounded-xl border border-line bg-linen px-3 focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none"
            />
          </label>
        </fieldset>
      )}
    </fetcher.Form>
  );
}
