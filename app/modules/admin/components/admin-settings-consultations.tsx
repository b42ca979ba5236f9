import { Field } from "~/components/ui/field";
import { CONSULTATION_FEE_KINDS, type ConsultationFees } from "~/modules/settings/consultation-fees";
import { AdminFieldset } from "./admin-settings-fieldset";

// The booking page's names for the kinds (consultations/consultation-kinds.ts, a module the admin's settings do not reach).
const labels: Record<keyof ConsultationFees, string> = {
  showroom: "Showroom visit",
  home: "Home visit in Lahore",
  video: "Video call",
};

/**
 * What each kind of consultation costs (issue 33, part 4): the booking page, its mails and every
 * page that names a consultation read these, so a price is changed here once.
 */
export function AdminSettingsConsultations({
  field,
}: {
  field: (name: string) => { name: string; defaultValue: string | undefined; error: string | undefined };
}) {
  return (
    <AdminFieldset
      legend="Consultation prices"
      description="In whole rupees, per consultation; 0 means free. Shown on the booking page, the service pages and in the booking mails."
    >
      {CONSULTATION_FEE_KINDS.map((kind) => (
        <Field
          key={kind}
          label={`${labels[kind]} (PKR)`}
          inputMode="numeric"
          required
          {...field(`consultationFees.${kind}`)}
        />
      ))}
    </AdminFieldset>
  );
}
