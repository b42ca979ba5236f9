import { Field } from "~/components/ui/field";
import { AdminFieldset } from "./admin-settings-fieldset";

/**
 * The business hours as rows of 'Days' and 'Hours', with spare empty rows:
 * a row is added by filling a spare one and removed by clearing it, so the
 * table needs no script.
 */
export function AdminSettingsHours({
  rows,
  values,
  errors,
}: {
  rows: number;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  return (
    <AdminFieldset
      legend="Business hours"
      description="Shown in the footer and on the contact page. Clear a row to remove it; fill an empty one to add a line."
    >
      <ol role="list" className="grid gap-4 sm:col-span-2">
        {Array.from({ length: rows }, (_, row) => (
          <li key={row} className="grid gap-3 sm:grid-cols-2">
            <Field
              label={`Days, line ${row + 1}`}
              name={`businessHours.${row}.days`}
              defaultValue={values[`businessHours.${row}.days`]}
              error={errors[`businessHours.${row}.days`]}
            />
            <Field
              label={`Hours, line ${row + 1}`}
              name={`businessHours.${row}.hours`}
              defaultValue={values[`businessHours.${row}.hours`]}
              error={errors[`businessHours.${row}.hours`]}
            />
          </li>
        ))}
      </ol>
    </AdminFieldset>
  );
}
