import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field, inputClass, SelectField, TextAreaField } from "~/components/ui/field";
import { CustomerPhotosField, useCustomerPhotosCheck } from "~/modules/media/components/customer-photos-field";
import { cn } from "~/utils/cn";
import { CLAIM_KIND_HINTS } from "../claim-labels";
import { CLAIM_DETAILS_MAX, MAX_CLAIM_PHOTOS } from "../claim-rules";
import type { ClaimKind } from "../claim-windows";
import type { ClaimPageLine } from "../claim-view.server";

const LABELS = {
  kind: "What would you like?",
  lines: "Which pieces?",
  reason: "Reason",
  details: "Tell us more",
  photos: "Photos",
  preferredDay: "Preferred day for the pickup or visit",
} as const;
const fieldId = (name: string) => (name === "kind" || name === "lines" ? `claim-${name}-legend` : `claim-${name}`);

export interface ClaimFormKind {
  kind: ClaimKind;
  label: string;
  reasons: { value: string; label: string }[];
}

/**
 * A return, an exchange or a claim on a delivered order, as one multipart form (it works without
 * JavaScript; with it, the pieces and reasons follow the chosen kind). Only the kinds whose
 * window is open on at least one piece are offered; a piece outside the chosen kind's window is
 * shown, with its dates, and cannot be chosen. The server checks everything again.
 */
export function ClaimForm({
  kinds,
  lines,
  days,
  claimKey,
  idempotencyKey,
  errors = {},
  values = {},
}: {
  kinds: ClaimFormKind[];
  lines: ClaimPageLine[];
  days: { first: string; last: string };
  claimKey: string | null;
  idempotencyKey: string;
  errors?: Record<string, string>;
  values?: Record<string, string | string[]>;
}) {
  const navigation = useNavigation();
  const given = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const [kind, setKind] = useState<ClaimKind>(
    kinds.find((option) => option.kind === given("kind"))?.kind ?? kinds[0]!.kind,
  );
  const photos = useCustomerPhotosCheck(MAX_CLAIM_PHOTOS);
  const chosen = new Set(Array.isArray(values.lines) ? values.lines : []);
  const sending = navigation.state === "submitting";
  const shown = { ...errors, ...(photos.error ? { photos: photos.error } : {}) };
  const reasons = kinds.find((option) => option.kind === kind)?.reasons ?? [];
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="grid gap-7"
      aria-label="Your request"
      onSubmit={photos.check}
    >
      <ErrorSummary errors={shown} fieldId={fieldId} labels={LABELS} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {claimKey && <input type="hidden" name="key" value={claimKey} />}

      <fieldset className="grid gap-3" aria-describedby={errors.kind ? "claim-kind-error" : undefined}>
        <legend id={fieldId("kind")} tabIndex={-1} className="mb-2 text-sm font-semibold text-espresso">
          {LABELS.kind}
        </legend>
        {kinds.map((option) => (
          <label
            key={option.kind}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-xl border bg-linen px-4 py-3 transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brass/40",
              option.kind === kind ? "border-walnut" : "border-line",
            )}
          >
            <input
              type="radio"
              name="kind"
              value={option.kind}
              checked={option.kind === kind}
              onChange={() => setKind(option.kind)}
              className="mt-1 size-4 accent-walnut"
            />
            <span>
              <span className="block font-semibold text-espresso">{option.label}</span>
              <span className="block text-sm text-muted">{CLAIM_KIND_HINTS[option.kind]}</span>
            </span>
          </label>
        ))}
        {errors.kind && (
          <p id="claim-kind-error" className="text-sm font-medium text-terracotta">
            {errors.kind}
          </p>
        )}
      </fieldset>

      <fieldset className="grid gap-3" aria-describedby={errors.lines ? "claim-lines-error" : undefined}>
        <legend id={fieldId("lines")} tabIndex={-1} className="mb-2 text-sm font-semibold text-espresso">
          {LABELS.lines}
        </legend>
        {lines.map((line) => (
          <PieceChoice
            key={line.id}
            line={line}
            kind={kind}
            checked={chosen.has(line.id) || (lines.length === 1 && chosen.size === 0)}
            quantity={given(`quantity-${line.id}`)}
          />
        ))}
        {errors.lines && (
          <p id="claim-lines-error" className="text-sm font-medium text-terracotta">
            {errors.lines}
          </p>
        )}
      </fieldset>

      <SelectField
        key={kind}
        id={fieldId("reason")}
        name="reason"
        label={LABELS.reason}
        required
        options={reasons}
        defaultValue={reasons.some((reason) => reason.value === given("reason")) ? given("reason") : undefined}
        error={errors.reason}
      />
      <TextAreaField
        id={fieldId("details")}
        name="details"
        label={`${LABELS.details} (optional)`}
        rows={4}
        maxLength={CLAIM_DETAILS_MAX}
        defaultValue={given("details")}
        error={errors.details}
        hint="What happened, where on the piece, and anything our team should know before they come."
      />
      <CustomerPhotosField
        id={fieldId("photos")}
        label={LABELS.photos}
        max={MAX_CLAIM_PHOTOS}
        what="of the whole piece, the problem up close and the label"
        error={shown.photos}
        onChange={photos.clear}
      />
      <Field
        id={fieldId("preferredDay")}
        name="preferredDay"
        type="date"
        min={days.first}
        max={days.last}
        label={`${LABELS.preferredDay} (optional)`}
        defaultValue={given("preferredDay")}
        error={errors.preferredDay}
        hint="We call or message you to confirm the day and a two-hour window."
      />
      <Button type="submit" disabled={sending} className="justify-self-start">
        {sending ? "Sending…" : "Send request"}
      </Button>
    </Form>
  );
}

/** One delivered line: chosen with a tick, how many of it, or the dates that close it to the chosen kind. */
function PieceChoice({
  line,
  kind,
  checked,
  quantity,
}: {
  line: ClaimPageLine;
  kind: ClaimKind;
  checked: boolean;
  quantity: string;
}) {
  const window = line.windows[kind];
  const open = window.open && line.left > 0;
  const note = line.left === 0 ? "Every piece delivered is already in a request." : `${window.text}.`;
  const noteId = `claim-line-${line.id}-note`;
  return (
    <div className={cn("grid gap-3 rounded-xl border border-line bg-linen px-4 py-3", !open && "bg-cream")}>
      <label className={cn("flex items-start gap-3", open ? "cursor-pointer" : "cursor-not-allowed")}>
        <input
          type="checkbox"
          name="line"
          value={line.id}
          defaultChecked={checked && open}
          disabled={!open}
          aria-describedby={noteId}
          className="mt-1 size-4 accent-walnut"
        />
        <span className="grid gap-0.5">
          <span className="font-semibold text-espresso">
            {line.name} <span className="font-normal text-muted">x {line.quantity}</span>
          </span>
          <span id={noteId} className="text-sm text-muted">
            {note}
          </span>
        </span>
      </label>
      {open && line.left > 1 && (
        <label className="flex items-center gap-3 pl-7 text-sm text-espresso">
          How many
          <input
            type="number"
            name={`quantity-${line.id}`}
            min={1}
            max={line.left}
            defaultValue={quantity || "1"}
            inputMode="numeric"
            className={cn(inputClass, "w-24 px-3 py-2")}
          />
          <span className="text-muted">of {line.left}</span>
        </label>
      )}
    </div>
  );
}
