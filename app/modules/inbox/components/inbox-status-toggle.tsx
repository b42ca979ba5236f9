import CircleCheck from "lucide-react/icons/circle-check";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useFetcher, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { useNotice } from "~/components/ui/toaster";
import type { InboxStatus } from "../inbox-display";

/**
 * Marks a message handled, or new again. A fetcher, so the list stays where it
 * is; without JavaScript the form posts to the same view and the page reloads.
 */
export function InboxStatusToggle({ id, status, sender }: { id: string; status: InboxStatus; sender: string }) {
  const fetcher = useFetcher();
  const location = useLocation();
  useNotice(fetcher.data);
  const pending = fetcher.formData?.get("status");
  const shown = typeof pending === "string" ? (pending as InboxStatus) : status;
  const next: InboxStatus = shown === "new" ? "handled" : "new";
  return (
    <fetcher.Form method="post" action={`/admin/inbox${location.search}`}>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="status" value={next} />
      <Button type="submit" variant={next === "handled" ? "primary" : "outline"} size="sm" disabled={!!pending}>
        {next === "handled" ? (
          <CircleCheck className="size-4" aria-hidden="true" />
        ) : (
          <RotateCcw className="size-4" aria-hidden="true" />
        )}
        {next === "handled" ? "Mark as handled" : "Mark as new"}
        <span className="sr-only">: message from {sender}</span>
      </Button>
    </fetcher.Form>
  );
}
