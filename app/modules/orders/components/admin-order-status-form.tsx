import { useId } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useNotice } from "~/components/ui/toaster";
import { statusLabels, type OrderStatus } from "../order-status";
import { Select } from "./admin-select";

/**
 * One order's status: a select and Update, sent with a fetcher so the page
 * stays where it is; the answer's notice shows as a toast. Without
 * JavaScript it is a normal form post to the tab. Cancelling returns the
 * stock and reopening takes it again (change-status.server.ts); a refusal
 * (no stock left) comes back in the notice and the select shows the status
 * the order really has.
 */
export function AdminOrderStatusForm({
  orderId,
  number,
  status,
  label,
  className,
}: {
  orderId: string;
  number: string;
  status: OrderStatus;
  /** A visible label (the details dialog); rows have a screen-reader one naming the order. */
  label?: string;
  className?: string;
}) {
  const fetcher = useFetcher();
  useNotice(fetcher.data);
  const id = useId();
  const busy = fetcher.state !== "idle";
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
          {Object.entries(statusLabels).map(([value, text]) => (
            <option key={value} value={value}>
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
    </fetcher.Form>
  );
}
