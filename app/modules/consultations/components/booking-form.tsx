import CalendarCheck from "lucide-react/icons/calendar-check";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { EmailAndPhoneFields, Field, TextAreaField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import type { BookingFormResult } from "../booking-notices";
import type { BookingDay } from "../booking-page.server";
import { DayStrip } from "./day-strip";
import { KindChoice } from "./kind-choice";
import { StepLegend } from "~/components/ui/step-legend";
import { TimeChoice } from "./time-choice";
import { useBookingForm } from "./use-booking-form";

export interface BookingFormPage {
  days: BookingDay[];
  day: BookingDay;
  slots: { start: string; label: string }[];
  type: string | null;
  slotMinutes: number;
  prefill: { name: string; email: string; phone: string } | null;
  idempotencyKey: string;
}

/** The page's address for a day (and the kind chosen by the link that led here), landing on the times. */
export function dayHref(day: string, type: string | null) {
  const search = new URLSearchParams({ day, ...(type ? { type } : {}) });
  return `/consultations?${search}#when`;
}

/**
 * The booking form: a day, a free time, how to meet, who you are. A plain form post that works
 * without JavaScript (the days are links); with JavaScript the same rules answer before sending.
 * The address is asked for a home visit only: CSS shows it when that card is checked.
 */
export function BookingForm({ page, result }: { page: BookingFormPage; result: BookingFormResult | undefined }) {
  const { formRef, errors, onSubmit, onChange } = useBookingForm(result, page.slots.map((slot) => slot.start).join());
  const busy = useNavigation().state === "submitting";
  const refused = result && !result.ok ? result : undefined;
  const values: Record<string, string | undefined> = { ...page.prefill, ...refused?.values };
  const action = `/consultations?${new URLSearchParams({ day: page.day.day, ...(page.type ? { type: page.type } : {}) })}`;
  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      preventScrollReset
      onSubmit={onSubmit}
      onChange={onChange}
      aria-label="Book a consultation"
      className="group/booking grid gap-9"
    >
      {refused && (
        <Notice tone="error" title={refused.notice?.title}>
          {refused.notice?.text}
        </Notice>
      )}
      <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />

      <section id="when" aria-labelledby="day-heading" className="min-w-0 scroll-mt-28">
        <StepLegend as="h2" step={1} id="day-heading">
          Choose a day
        </StepLegend>
        <DayStrip days={page.days} current={page.day.day} hrefFor={(day) => dayHref(day, page.type)} />
      </section>

      <TimeChoice
        key={page.day.day}
        dayLabel={page.day.label}
        slots={page.slots}
        slotMinutes={page.slotMinutes}
        defaultValue={values.slot}
        error={errors.slot}
      />

      <KindChoice defaultValue={values.kind ?? page.type} error={errors.kind} />

      <fieldset className="grid gap-5">
        <StepLegend step={4}>Your details</StepLegend>
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={values.name}
          error={errors.name}
        />
        <EmailAndPhoneFields defaults={values} errors={errors} />
        <div className={errors.address ? undefined : "hidden group-has-[input[value=home]:checked]/booking:block"}>
          <TextAreaField
            label="Address in Lahore (for a home visit)"
            name="address"
            autoComplete="street-address"
            rows={2}
            maxLength={300}
            defaultValue={values.address}
            error={errors.address}
            hint="House, street and area, e.g. House 12, Street 4, DHA Phase 6. We visit homes in Lahore only."
          />
        </div>
        <TextAreaField
          label="Anything we should know? (optional)"
          name="note"
          rows={3}
          maxLength={2000}
          defaultValue={values.note}
          error={errors.note}
          hint="The rooms, your style, your timeline: whatever helps the designer prepare."
        />
      </fieldset>

      <div className="grid gap-3">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
          <CalendarCheck className="size-5" aria-hidden="true" />
          {busy ? "Booking..." : "Book the consultation"}
        </Button>
        <p className="text-sm text-muted">We e-mail you a confirmation with a calendar invitation at once.</p>
      </div>
    </Form>
  );
}
