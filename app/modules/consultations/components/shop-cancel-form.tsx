import Ban from "lucide-react/icons/ban";
import { useFetcher, useLocation } from "react-router";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { useFetcherResult } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";

/** Cancel a booking, with an optional reason that the customer's mail quotes. Folded away until asked for. */
export function ShopCancelForm({ id, number, name }: { id: string; number: string; name: string }) {
  const fetcher = useFetcher<AdminActionResult>();
  const location = useLocation();
  useFetcherResult(fetcher);
  return (
    <details className="group rounded-2xl open:basis-full open:border open:border-line open:bg-ivory">
      <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-full border border-terracotta/40 px-4 text-sm font-semibold text-terracotta hover:bg-terracotta/5 focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none group-open:m-3 group-open:mb-0">
        <Ban className="size-4" aria-hidden="true" /> Cancel<span className="sr-only"> booking #{number}</span>
      </summary>
      <fetcher.Form method="post" action={`/admin/consultations${location.search}`} className="grid gap-3 p-4 pt-1">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="id" value={id} />
        <TextAreaField
          label="Reason for the customer (optional)"
          name="reason"
          rows={2}
          maxLength={500}
          hint={`We e-mail ${name} that the consultation is cancelled, with this note.`}
        />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          disabled={fetcher.state !== "idle"}
          className="justify-self-start"
        >
          {fetcher.state !== "idle" ? "Cancelling..." : `Cancel booking #${number}`}
        </Button>
      </fetcher.Form>
    </details>
  );
}
