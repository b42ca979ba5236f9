import Plus from "lucide-react/icons/plus";
import { useEffect, useRef } from "react";
import { AdminSaveBar } from "~/components/admin/admin-save-bar";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { DELIVERY_OPTION_IDS, type DeliveryPolicy } from "../delivery-policy";
import { ADD_ZONE, type DeliveryPolicyActionResult, fieldId, formFromPolicy, zoneRows } from "../delivery-policy-form";
import { OptionFieldset } from "./option-fieldset";
import { PolicyNotice } from "./policy-notice";
import { WorkingDaysFieldset } from "./working-days-fieldset";
import { ZoneFieldset } from "./zone-fieldset";

/**
 * The delivery policy's editor: zones, options and working days in one form that works without
 * JavaScript (a plain post; Add and Remove zone are submit buttons the action answers with the
 * edited form). After each answer the focus goes where the admin looks next: the notice (and
 * its list of errors), or the zone just added.
 */
export function DeliveryPolicyForm({
  policy,
  outcome,
}: {
  policy: DeliveryPolicy;
  outcome?: DeliveryPolicyActionResult;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const values = outcome?.values ?? formFromPolicy(policy);
  const state = { values, errors: outcome?.errors ?? {} };
  const rows = zoneRows(values);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!outcome?.revision) return;
    const target = outcome.focus ? document.getElementById(fieldId(outcome.focus)) : noticeRef.current;
    target?.focus();
    target?.scrollIntoView({ block: "center" });
  }, [outcome?.revision, outcome?.focus]);

  return (
    <div className="grid gap-6">
      <PolicyNotice ref={noticeRef} outcome={outcome} values={values} />
      {/* Drawn afresh for each answer: the fields show its values, not what the browser kept. */}
      <Form method="post" noValidate preventScrollReset key={outcome?.revision ?? "saved"} className="grid gap-8">
        {/* The first submit button is the one Enter presses: Save, never a zone's Remove. */}
        <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
          Save
        </button>

        <section aria-labelledby="delivery-zones-heading" className="grid gap-5">
          <div>
            <h2 id="delivery-zones-heading" className="text-3xl font-medium">
              Delivery zones
            </h2>
            <p className="mt-2 max-w-3xl text-muted">
              The{" "}
              <Link to="/shipping" className="font-medium text-walnut underline underline-offset-2">
                Shipping and Delivery
              </Link>{" "}
              page and checkout both read this policy. Each city belongs to one zone; a city in no zone is delivered by
              quote. Zones added or removed here change nothing until you save.
            </p>
          </div>
          {rows.map((row) => (
            <ZoneFieldset key={row} row={row} state={state} removable={rows.length > 1} />
          ))}
          {state.errors.zones && <p className="text-sm font-medium text-terracotta">{state.errors.zones}</p>}
          <div>
            <Button type="submit" name="intent" value={ADD_ZONE} variant="outline" id={fieldId(ADD_ZONE)}>
              <Plus className="size-4" aria-hidden="true" />
              Add a zone
            </Button>
          </div>
        </section>

        <section aria-labelledby="delivery-options-heading" className="grid gap-5">
          <div>
            <h2 id="delivery-options-heading" className="text-3xl font-medium">
              Delivery options
            </h2>
            <p className="mt-2 max-w-3xl text-muted">
              Production runs from order confirmation; the delivery window adds the zone&apos;s transit time.
            </p>
          </div>
          {DELIVERY_OPTION_IDS.map((id, index) => (
            <OptionFieldset key={id} id={id} index={index} state={state} />
          ))}
          <WorkingDaysFieldset state={state} />
        </section>

        <AdminSaveBar
          note="/shipping and checkout use the policy as soon as it is saved."
          label="Save Delivery Policy"
          saving={saving}
        />
      </Form>
    </div>
  );
}
