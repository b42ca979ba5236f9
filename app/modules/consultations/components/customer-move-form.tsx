import CalendarClock from "lucide-react/icons/calendar-clock";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import type { BookingWindow } from "../booking-window.server";
import { DayStrip } from "./day-strip";
import { StepLegend } from "~/components/ui/step-legend";
import { TimeChoice } from "./time-choice";

/** The private page's address for a day of the window: the key kept, landing on the times. */
export const moveDayHref = (key: string, day: string) => `?${new URLSearchParams({ key, day })}#move`;

/**
 * The customer moves their booking from the link in its mails: the booking page's days (links,
 * so choosing one works without JavaScript) and the chosen day's free times, in a plain form
 * post to the same private address. The server checks everything again; a refusal (the time
 * was just taken, the contact's day is held, too many tries) shows above the times, which the
 * page lists again without the time refused, and takes the focus back to them.
 */
export function CustomerMoveForm({
  cancelKey,
  move,
  refusal,
}: {
  cancelKey: string;
  move: BookingWindow;
  refusal?: { title: string; text: string };
}) {
  const busy = useNavigation().formData?.get("intent") === "move";
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusal) formRef.current?.querySelector<HTMLInputElement>("input[name=slot]")?.focus();
  }, [refusal]);
  return (
    <Form ref={formRef} method="post" preventScrollReset aria-labelledby="move-heading" className="grid gap-7">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="key" value={cancelKey} />
      {refusal && (
        <Notice tone="error" title={refusal.title}>
          {refusal.text}
        </Notice>
      )}
      <div className="min-w-0">
        <StepLegend as="h3" step={1}>
          Choose a day
        </StepLegend>
        <DayStrip days={move.days} current={move.day.day} hrefFor={(day) => moveDayHref(cancelKey, day)} />
      </div>
      <TimeChoice key={move.day.day} dayLabel={move.day.label} slots={move.slots} slotMinutes={move.slotMinutes} />
      <div className="grid gap-2">
        <Button
          type="submit"
          size="lg"
          disabled={busy || move.slots.length === 0}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          <CalendarClock className="size-5" aria-hidden="true" />
          {busy ? "Moving..." : "Move to this time"}
        </Button>
        <p className="text-sm text-muted">We e-mail you the new time with an updated calendar invitation.</p>
      </div>
    </Form>
  );
}
