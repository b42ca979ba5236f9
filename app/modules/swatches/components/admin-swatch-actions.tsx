import Ban from "lucide-react/icons/ban";
import PackageCheck from "lucide-react/icons/package-check";
import { useFetcher, useLocation } from "react-router";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { useFetcherResult } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";

/**
 * A new request's two actions. Each is a form of its own (it works without JavaScript; with it,
 * its answer is a toast and the list reloads). Cancelling asks once more, folded away until asked
 * for, as cancelling a consultation does: a cancelled request cannot be sent.
 */
export function AdminSwatchActions({ id, number, name }: { id: string; number: string; name: string }) {
  const sent = useFetcher<AdminActionResult>();
  const cancel = useFetcher<AdminActionResult>();
  useFetcherResult(sent);
  useFetcherResult(cancel);
  const action = `/admin/swatches${useLocation().search}`;
  const busy = sent.state !== "idle" || cancel.state !== "idle";
  return (
    <div className="flex flex-wrap items-start gap-3">
      <sent.Form method="post" action={action}>
        <input type="hidden" name="intent" value="sent" />
        <input type="hidden" name="id" value={id} />
        <Button type="submit" size="sm" disabled={busy}>
          <PackageCheck className="size-4" aria-hidden="true" />
          {sent.state !== "idle" ? "Saving..." : "Mark as sent"}
          <span className="sr-only"> request #{number}</span>
        </Button>
      </sent.Form>
      <details className="group rounded-2xl open:basis-full open:border open:border-line open:bg-ivory">
        <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-full border border-terracotta/40 px-4 text-sm font-semibold text-terracotta hover:bg-terracotta/5 focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none group-open:m-3 group-open:mb-0">
          <Ban className="size-4" aria-hidden="true" /> Cancel<span className="sr-only"> request #{number}</span>
        </summary>
        <cancel.Form method="post" action={action} className="grid gap-3 p-4 pt-2">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="id" value={id} />
          <p className="text-sm text-muted">
            Nothing will be posted to {name}, and the request stays in the list as cancelled.
          </p>
          <Button type="submit" variant="outline" size="sm" disabled={busy} className="justify-self-start">
            {cancel.state !== "idle" ? "Cancelling..." : `Cancel request #${number}`}
          </Button>
        </cancel.Form>
      </details>
    </div>
  );
}
