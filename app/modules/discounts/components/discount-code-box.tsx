import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { DiscountCodeReply } from "../discount-code-form";
import type { DiscountOutcome } from "../discount-rules";
import { CODE_MAX_LENGTH } from "../discount-settle";

const NOTE_ID = "discount-code-note";

/**
 * The cart's and checkout's discount code: a field and 'Apply', or the code kept for the visit
 * with what it gives (or why it gives nothing now) and 'Remove'. A plain form posting to
 * /discount-code that comes back to this page without JavaScript; with it, the fetcher asks for
 * data and the page's loaders, run again after it, redraw the summary with the reduction (and
 * checkout keeps what was typed in its own form). Kept small: checkout is at its script budget.
 */
export function DiscountCodeBox({
  applied,
  note,
  back,
  className,
}: {
  applied: { code: string; outcome: DiscountOutcome } | null;
  note: string | null;
  /** This page's path, to come back to without JavaScript. */
  back: string;
  className?: string;
}) {
  const fetcher = useFetcher<DiscountCodeReply>();
  const reply = useHydrated() ? "data" : "page";
  const busy = fetcher.state !== "idle";
  // The page's own answer replaces a note the server drew after a post without JavaScript.
  const message = fetcher.data ? (fetcher.data.ok ? null : fetcher.data.message) : note;
  const outcome = applied?.outcome;
  return (
    <fetcher.Form method="post" action="/discount-code" className={className} data-testid="discount-code">
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="reply" value={reply} />
      <input type="hidden" name="intent" value={applied ? "remove" : "apply"} />
      {applied ? (
        <div className="flex items-start justify-between gap-3 text-sm">
          <p className={outcome?.ok ? "" : "text-terracotta"} role={outcome?.ok ? undefined : "alert"}>
            <b>Code {outcome?.ok ? outcome.label : `${applied.code}:`}</b> {outcome?.ok ? "applied." : outcome?.message}
          </p>
          <Button type="submit" variant="ghost" size="sm" disabled={busy} className="-my-1 shrink-0">
            Remove<span className="sr-only"> code {applied.code}</span>
          </Button>
        </div>
      ) : (
        <>
          <label htmlFor="discount-code" className="mb-1.5 block text-sm font-semibold">
            Discount code
          </label>
          <div className="flex gap-2">
            <input
              id="discount-code"
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={CODE_MAX_LENGTH}
              required
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? NOTE_ID : undefined}
              className="h-10 w-full min-w-0 rounded-full border border-line bg-cream px-4 text-base uppercase aria-[invalid=true]:border-terracotta sm:text-sm"
            />
            <Button type="submit" variant="outline" size="sm" disabled={busy} className="h-10 shrink-0 px-4">
              Apply
            </Button>
          </div>
          {message && (
            <p id={NOTE_ID} role="alert" className="mt-1.5 text-sm font-medium text-terracotta">
              {message}
            </p>
          )}
        </>
      )}
    </fetcher.Form>
  );
}
