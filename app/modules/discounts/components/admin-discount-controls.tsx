import CircleStop from "lucide-react/icons/circle-stop";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { DiscountState } from "../admin-discount-state";

/**
 * A code's Pause or Resume, and End now: each a form of its own that works without JavaScript
 * and is safe to send twice (the server changes nothing the second time). Ending asks once more,
 * folded away until asked for; an ended code has neither (a later end date in the form brings it back).
 */
export function AdminDiscountControls({
  code,
  state,
  paused,
}: {
  code: string;
  state: DiscountState;
  paused: boolean;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const busy = Boolean(sending);
  if (state === "ended") {
    return (
      <p className="text-sm text-muted" data-testid="discount-controls">
        Checkout no longer takes {code}. To use it again, give it a later end below.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-start gap-3" data-testid="discount-controls">
      <Form method="post">
        <input type="hidden" name="intent" value={paused ? "resume" : "pause"} />
        <Button type="submit" variant="outline" size="sm" disabled={busy}>
          {paused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
          {paused ? (sending === "resume" ? "Resuming…" : "Resume") : sending === "pause" ? "Pausing…" : "Pause"}
          <span className="sr-only"> {code}</span>
        </Button>
      </Form>
      <details className="group rounded-2xl open:basis-full open:border open:border-line open:bg-ivory">
        <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-full border border-terracotta/40 px-4 text-sm font-semibold text-terracotta hover:bg-terracotta/5 focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none group-open:m-3 group-open:mb-0 [&::-webkit-details-marker]:hidden">
          <CircleStop className="size-4" aria-hidden="true" /> End now<span className="sr-only"> {code}</span>
        </summary>
        <Form method="post" className="grid gap-3 p-4 pt-2">
          <input type="hidden" name="intent" value="end" />
          <p className="text-sm text-muted">
            {state === "scheduled"
              ? `${code} has not started: ending it now means it never runs.`
              : `Checkout stops taking ${code} at once; the orders placed with it keep their reductions.`}
          </p>
          <Button type="submit" variant="outline" size="sm" disabled={busy} className="justify-self-start">
            {sending === "end" ? "Ending…" : `End ${code} now`}
          </Button>
        </Form>
      </details>
    </div>
  );
}
