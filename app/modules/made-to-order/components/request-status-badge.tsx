import { cn } from "~/utils/cn";
import { requestStatusLabels, requestStatusTones, type RequestStatus } from "../request-status";

export function RequestStatusBadge({ status, className }: { status: RequestStatus; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap",
        requestStatusTones[status],
        className,
      )}
    >
      {requestStatusLabels[status]}
    </span>
  );
}
