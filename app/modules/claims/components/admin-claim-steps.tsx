import { Form, useNavigation } from "react-router";
import { FreeTimeOptions } from "~/modules/consultations/components/free-time-options";
import { Button } from "~/components/ui/button";
import { Field, SelectField, TextAreaField } from "~/components/ui/field";
import { DELIVERY_SLOT_STARTS, slotText } from "~/modules/orders/delivery-date";
import { PAYMENT_METHOD_LABELS } from "~/modules/orders/payments";
import type { FreeTimesDay } from "~/modules/consultations/free-times.server";
import { formatPrice } from "~/utils/money";
import { claimActionLabel, type ClaimAction } from "../claim-steps";
import { CLAIM_DECISION_MAX } from "../claim-rules";

const SLOTS = [
  { value: "", label: "Any time that day" },
  ...DELIVERY_SLOT_STARTS.map((start) => ({ value: String(start), label: slotText(start) })),
];
const METHODS = Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }));

/** The steps a request offers now, each its own small form (posted whole; works without JavaScript). */
export function AdminClaimSteps({
  actions,
  requestKey,
  refundLimit,
  days,
  visitTimes,
  errors = {},
  values = {},
  intent,
}: {
  actions: ClaimAction[];
  requestKey: string;
  refundLimit: number;
  days: { first: string; last: string };
  /** A visit's free times of the consultation calendar; null when the request is a pickup. */
  visitTimes: FreeTimesDay[] | null;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  /** The step last posted, whose errors and values are shown. */
  intent?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const shown = (action: ClaimAction) => (intent === action ? { errors, values } : { errors: {}, values: {} });
  const simple = actions.filter((action) => !["approve", "decline", "refund", "close"].includes(action));
  return (
    <div className="grid gap-5">
      {simple.length > 0 && (
        <div className="flex flex-wrap gap-3">
          {simple.map((action) => (
            <Form method="post" key={action}>
              <input type="hidden" name="action" value={action} />
              <input type="hidden" name="requestKey" value={requestKey} />
              <Button type="submit" disabled={busy}>
                {claimActionLabel(action)}
              </Button>
            </Form>
          ))}
        </div>
      )}
      {actions.includes("approve") && visitTimes && (
        <StepForm action="approve" requestKey={requestKey} busy={busy}>
          {visitTimes.length === 0 ? (
            <p className="text-sm text-muted">
              The consultation calendar has no free time in the next three weeks: open more hours in its settings, or
              move a consultation.
            </p>
          ) : (
            <SelectField
              id="claim-visit-time"
              name="visitStart"
              label="Visit time"
              required
              placeholder="Choose a free time"
              hint="From the consultation calendar: the visit holds this time there until the piece is inspected."
              defaultValue={shown("approve").values.visitStart}
              error={shown("approve").errors.visitStart}
            >
              <FreeTimeOptions days={visitTimes} />
            </SelectField>
          )}
        </StepForm>
      )}
      {actions.includes("approve") && !visitTimes && (
        <StepForm action="approve" requestKey={requestKey} busy={busy}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="claim-booked-day"
              name="bookedDay"
              type="date"
              required
              min={days.first}
              max={days.last}
              label="Pickup day"
              defaultValue={shown("approve").values.bookedDay}
              error={shown("approve").errors.bookedDay}
            />
            <SelectField
              id="claim-slot"
              name="slot"
              label="Window"
              options={SLOTS}
              defaultValue={shown("approve").values.slot}
              error={shown("approve").errors.slot}
            />
          </div>
        </StepForm>
      )}
      {actions.includes("refund") && (
        <StepForm action="refund" requestKey={requestKey} busy={busy}>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              id="claim-refund-amount"
              name="amount"
              inputMode="numeric"
              required
              label="Amount (PKR)"
              defaultValue={shown("refund").values.amount ?? String(refundLimit)}
              error={shown("refund").errors.amount}
              hint={`At most ${formatPrice(refundLimit)}.`}
            />
            <SelectField
              id="claim-refund-method"
              name="method"
              label="Paid back by"
              options={METHODS}
              defaultValue={shown("refund").values.method ?? "bank_transfer"}
              error={shown("refund").errors.method}
            />
            <Field
              id="claim-refund-reference"
              name="reference"
              maxLength={100}
              label="Reference (optional)"
              defaultValue={shown("refund").values.reference}
              error={shown("refund").errors.reference}
            />
          </div>
        </StepForm>
      )}
      {actions.includes("decline") && (
        <StepForm action="decline" requestKey={requestKey} busy={busy} variant="outline">
          <TextAreaField
            id="claim-decline-reason"
            name="decision"
            rows={2}
            required
            maxLength={CLAIM_DECISION_MAX}
            label="Why (the customer reads it)"
            defaultValue={shown("decline").values.decision}
            error={shown("decline").errors.decision}
          />
        </StepForm>
      )}
      {actions.includes("close") && (
        <StepForm action="close" requestKey={requestKey} busy={busy} variant="outline">
          <TextAreaField
            id="claim-close-note"
            name="decision"
            rows={2}
            maxLength={CLAIM_DECISION_MAX}
            label="A closing word to the customer (optional)"
            defaultValue={shown("close").values.decision}
            error={shown("close").errors.decision}
          />
        </StepForm>
      )}
    </div>
  );
}

function StepForm({
  action,
  requestKey,
  busy,
  variant,
  children,
}: {
  action: ClaimAction;
  requestKey: string;
  busy: boolean;
  variant?: "outline";
  children: React.ReactNode;
}) {
  return (
    <Form
      method="post"
      aria-label={claimActionLabel(action)}
      className="grid gap-3 rounded-[var(--radius-card)] border border-line bg-cream p-5"
    >
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="requestKey" value={requestKey} />
      {children}
      <Button type="submit" variant={variant} disabled={busy} className="justify-self-start">
        {claimActionLabel(action)}
      </Button>
    </Form>
  );
}
