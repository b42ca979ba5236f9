import CircleStop from "lucide-react/icons/circle-stop";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { DiscountState } from "~/modules/discounts/admin-discount-state";

/** What the buttons say of the thing they run: a sale here; written to take a discount code's words too. */
export interface RunTexts {
  /** What the buttons name for a screen reader and the confirm button shows: '“Eid Sale”'. */
  subject: string;
  /** Said instead of the buttons once it has ended. */
  ended: string;
  /** Said above End now's confirm button: before the start, and once running. */
  endBeforeStart: string;
  endWhileRunning: string;
}

const sendingLabel = { pause: "Pausing…", resume: "Resuming…", end: "Ending…" } as const;

/**
 * Pause or Resume, and End now: each a form of its own that works without JavaScript and is safe
 * to send twice (the server changes nothing the second time). Ending asks once more, folded away
 * until asked for; once ended, neither is offered (a later end in the form brings it back).
 */
export function AdminRunControls({
  state,
  paused,
  texts,
  testId,
}: {
  state: DiscountState;
  paused: boolean;
  texts: RunTexts;
  testId: string;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";
  const label = (intent: keyof typeof sendingLabel, idle: string) => (sending === intent ? sendingLabel[intent] : idle);
  if (state === "ended") {
    return (
      <p className="text-sm text-muted" data-testid={testId}>
        {texts.ended}
      </p>
    );
  }
  const toggle = paused ? "resume" : "pause";
  const ToggleIcon = paused ? Play : Pause;
  return (
    <div className="flex flex-wrap items-start gap-3" data-testid={testId}>
      <Form method="post">
        <input type="hidden" name="intent" value={toggle} />
        <Button type="submit" variant="outline" size="sm" disabled={sending !== ""}>
          <ToggleIcon className="size-4" aria-hidden="true" />
          {label(toggle, paused ? "Resume" : "Pause")}
          <span className="sr-only"> {texts.subject}</span>
        </Button>
      </Form>
      <details className="group rounded-2xl open:basis-full open:border open:border-line open:bg-ivory">
        <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-full border border-terracotta/40 px-4 text-sm font-semibold text-terracotta hover:bg-terracotta/5 focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none group-open:m-3 group-open:mb-0 [&::-webkit-details-marker]:hidden">
          <CircleStop className="size-4" aria-hidden="true" /> End now
          <span className="sr-only"> {texts.subject}</span>
        </summary>
        <Form method="post" className="grid gap-3 p-4 pt-2">
          <input type="hidden" name="intent" value="end" />
          <p className="text-sm text-muted">{state === "scheduled" ? texts.endBeforeStart : texts.endWhileRunning}</p>
          <Button type="submit" variant="outline" size="sm" disabled={sending !== ""} className="justify-self-start">
            {label("end", `End ${texts.subject} now`)}
          </Button>
        </Form>
      </details>
    </div>
  );
}
