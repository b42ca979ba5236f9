import { Field } from "~/components/ui/field";
import { AdminSettingsCheckbox } from "./admin-settings-checkbox";
import { AdminFieldset } from "./admin-settings-fieldset";

/**
 * The shop's tax registration (issue 37, item 5): a registered Pakistani business prints its NTN
 * and STRN on its invoices and, when its prices include sales tax, the tax each total contains.
 * All of it optional: a shop that is not registered leaves it empty and its invoices say nothing
 * about tax.
 */
export function AdminSettingsTax({
  field,
  pricesIncludeSalesTax,
}: {
  field: (name: string) => { name: string; defaultValue: string | undefined; error: string | undefined };
  pricesIncludeSalesTax: boolean;
}) {
  return (
    <AdminFieldset
      legend="Tax registration"
      description="Printed at the head of every invoice once filled in. Leave them empty if the shop is not registered with the FBR: invoices then say nothing about tax."
    >
      <Field
        label="NTN (optional)"
        hint="National Tax Number: 7 digits and a check digit, such as 1234567-8."
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        {...field("tax.ntn")}
      />
      <Field
        label="STRN (optional)"
        hint="Sales-tax registration number: 13 digits, with or without the certificate's spaces or dashes."
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        {...field("tax.strn")}
      />
      <AdminSettingsCheckbox
        name="tax.pricesIncludeSalesTax"
        label="Prices include sales tax"
        hint="Each invoice then shows the sales tax contained in its total. Needs the STRN."
        checked={pricesIncludeSalesTax}
      />
      <Field
        label="Sales tax rate (%)"
        hint="The standard rate in Pakistan is 18. Up to two decimals, such as 17.5."
        inputMode="decimal"
        maxLength={6}
        required
        {...field("tax.salesTaxRate")}
      />
    </AdminFieldset>
  );
}
