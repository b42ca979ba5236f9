import Save from "lucide-react/icons/save";
import { useEffect } from "react";
import { SHOP_MAIL_EVENT_LABELS } from "~/modules/settings/shop-mail-event-labels";
import { ALERT_DEMAND_MAX, SHOP_MAIL_EVENTS } from "~/modules/settings/shop-mail-events";
import { Button } from "~/components/ui/button";
import { Field, TextAreaField } from "~/components/ui/field";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { formFromSettings, SOCIAL_NETWORKS, SPARE_HOUR_ROWS } from "../settings-form";
import { COD_CAP_MAX, type ShopSettings } from "~/modules/settings/settings.schema";
import { AdminSettingsCheckbox } from "./admin-settings-checkbox";
import { AdminSettingsConsultations } from "./admin-settings-consultations";
import { AdminFieldset } from "./admin-settings-fieldset";
import { AdminSettingsHours } from "./admin-settings-hours";
import { AdminSettingsTax } from "./admin-settings-tax";
import { statusLabels, type OrderStatus } from "~/modules/orders/order-status";

// Pending is where every order starts: the confirmation mail already says so.
const ORDER_STATUS_OPTIONS = (Object.keys(statusLabels) as OrderStatus[]).filter((status) => status !== "pending");

const socialLabels: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "Twitter",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp link",
};

function hourRowsIn(values: Record<string, string>) {
  let rows = 0;
  for (const key of Object.keys(values)) {
    const match = /^businessHours\.(\d+)\./.exec(key);
    if (match) rows = Math.max(rows, Number(match[1]) + 1);
  }
  return rows;
}

/**
 * The shop's identity, saved to the one settings record and read by every
 * page. After a refused save the focus goes to the first field in error.
 */
export function AdminSettingsForm({ settings, outcome }: { settings: ShopSettings; outcome?: AdminActionResult }) {
  const { fetcher, formRef, errors, values: posted, busy } = useAdminForm("save", outcome, { resetOnSuccess: false });
  // Posted without JavaScript and refused: show what was sent (an unticked box is absent, so not merged).
  const values = Object.keys(posted).length > 0 ? posted : formFromSettings(settings);
  const hourRows = hourRowsIn(values) + SPARE_HOUR_ROWS;
  const field = (name: string) => ({ name, defaultValue: values[name], error: errors[name] });
  const countField = (name: string) => ({
    ...field(name),
    type: "number",
    inputMode: "numeric" as const,
    min: 1,
    max: COD_CAP_MAX,
    step: 1,
    required: true,
  });

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.errors) {
      const invalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]");
      // Scrolled to the middle of the screen, not just into it: at its foot the sticky save bar
      // would cover the field's error message, which is printed below the field.
      invalid?.focus({ preventScroll: true });
      invalid?.scrollIntoView({ block: "center" });
    }
  }, [fetcher.state, fetcher.data, formRef]);

  return (
    <fetcher.Form
      method="post"
      ref={formRef}
      // Room below each field for its error and the sticky save bar, wherever the focus takes it (Tab included).
      className="grid gap-6 [&_:is(input,select,textarea)]:scroll-mb-36"
      noValidate
    >
      <input type="hidden" name="intent" value="save" />
      <AdminFieldset
        legend="Shop"
        description="The name and tagline appear in the header, the footer, e-mails and page titles."
      >
        <Field label="Shop name" required maxLength={80} {...field("name")} />
        <TextAreaField label="Tagline" required rows={2} maxLength={240} {...field("tagline")} />
        <Field
          label="Year founded"
          inputMode="numeric"
          maxLength={4}
          hint="Shown as 'since 2009' in the footer, the home page and the story pages; years of experience are counted from it. Leave it empty to say nothing."
          {...field("foundedYear")}
        />
        <AdminSettingsCheckbox
          name="splashEnabled"
          label="Show the splash screen"
          hint="On the first visit of a browser session; always skipped for visitors who prefer reduced motion."
          checked={values.splashEnabled === "on"}
        />
      </AdminFieldset>

      <AdminFieldset legend="Contact">
        <Field label="Phone" type="tel" required {...field("phone")} />
        <Field label="WhatsApp number" type="tel" {...field("whatsapp")} />
        <Field label="General e-mail" type="email" required {...field("emails.general")} />
        <Field label="Sales e-mail" type="email" required {...field("emails.sales")} />
        <Field label="Support e-mail" type="email" required {...field("emails.support")} />
      </AdminFieldset>

      <AdminFieldset legend="Address">
        <Field label="Street address" required className="sm:col-span-2" {...field("address.line1")} />
        <Field label="City" required {...field("address.city")} />
        <Field label="Province" required {...field("address.region")} />
        <Field label="Country" required {...field("address.country")} />
        <Field label="Factory outlet" className="sm:col-span-2" {...field("factoryOutlet")} />
      </AdminFieldset>

      <AdminSettingsHours rows={hourRows} values={values} errors={errors} />

      <AdminFieldset
        legend="Social links"
        description="Full web addresses, starting with https://. Leave one empty to hide its icon in the footer."
      >
        {SOCIAL_NETWORKS.map((network) => (
          <Field
            key={network}
            label={`${socialLabels[network]} (optional)`}
            type="url"
            {...field(`social.${network}`)}
          />
        ))}
      </AdminFieldset>

      <AdminFieldset legend="Bank details" description="Shown to customers who choose bank transfer.">
        <Field label="Bank name" {...field("bank.bankName")} />
        <Field label="Account title" {...field("bank.accountTitle")} />
        <Field label="Account number" {...field("bank.accountNumber")} />
        <Field label="IBAN" autoCapitalize="characters" {...field("bank.iban")} />
      </AdminFieldset>

      <AdminSettingsTax field={field} pricesIncludeSalesTax={values["tax.pricesIncludeSalesTax"] === "on"} />

      <AdminSettingsConsultations field={field} />

      <AdminFieldset
        legend="Cash on delivery"
        description="Cash on delivery takes no money until the door, so it is limited per customer. Orders paid by bank transfer have no limit."
      >
        <Field
          label="Pieces per order"
          hint="The most pieces one cash-on-delivery order may hold."
          {...countField("codMaxUnitsPerOrder")}
        />
        <Field
          label="Pieces awaiting delivery per customer"
          hint="All of one customer's cash-on-delivery orders that are not yet delivered or cancelled, together."
          {...countField("codMaxPendingUnitsPerCustomer")}
        />
      </AdminFieldset>

      <AdminFieldset
        legend="Advance and confirmation"
        description="Large and made-to-order pieces are paid partly in advance, by bank transfer; work does not start until the advance is recorded."
      >
        <Field
          label="Advance on orders from (PKR)"
          hint="Orders whose total is at least this pay an advance. 0: every order."
          inputMode="numeric"
          required
          {...field("advanceMinTotal")}
        />
        <Field
          label="Advance (%)"
          hint="The share of the total paid in advance. 0: no advance."
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          required
          {...field("advancePercent")}
        />
        <AdminSettingsCheckbox
          name="requireCustomerConfirmation"
          label="Cash-on-delivery orders wait for the customer's confirmation"
          hint="The order mail carries a 'Yes, I placed this order' link; work cannot start before it is used, unless you go ahead on purpose."
          checked={values.requireCustomerConfirmation === "on"}
        />
      </AdminFieldset>

      <AdminFieldset
        legend="Order e-mails"
        description="The customer is e-mailed when their order reaches one of these statuses. Two changes within a minute send one mail, with the last status."
      >
        {ORDER_STATUS_OPTIONS.map((status) => (
          <AdminSettingsCheckbox
            key={status}
            name={`announce.${status}`}
            label={statusLabels[status]}
            checked={values[`announce.${status}`] === "on"}
          />
        ))}
      </AdminFieldset>

      <AdminFieldset
        legend="Mails to the shop"
        description="What the shop is e-mailed about, at the addresses above. Customers get their own mails whatever is chosen here."
      >
        {SHOP_MAIL_EVENTS.map((event) => (
          <AdminSettingsCheckbox
            key={event}
            name={`shopMail.${event}`}
            label={SHOP_MAIL_EVENT_LABELS[event].label}
            hint={SHOP_MAIL_EVENT_LABELS[event].hint}
            checked={values[`shopMail.${event}`] === "on"}
          />
        ))}
        <Field
          label="Demand worth a mail (people waiting)"
          hint="The shop hears once when this many people wait for one sold-out piece."
          type="number"
          inputMode="numeric"
          min={1}
          max={ALERT_DEMAND_MAX}
          step={1}
          required
          {...field("alertDemandAt")}
        />
      </AdminFieldset>

      <AdminFieldset legend="Admin sign-in">
        <AdminSettingsCheckbox
          name="requireAdminTwoFactor"
          label="Require two-factor sign-in for every admin"
          hint="Admins without an authenticator app are taken to set one up before any admin page."
          checked={values.requireAdminTwoFactor === "on"}
        />
      </AdminFieldset>

      <div className="sticky bottom-4 z-10 flex flex-wrap items-center justify-end gap-3 rounded-full sm:justify-between border border-line bg-linen/95 py-2 pr-2 pl-5 shadow-lift backdrop-blur">
        <p className="text-sm text-muted max-sm:sr-only">Changes show on every page as soon as they are saved.</p>
        <Button type="submit" disabled={busy}>
          <Save className="size-4" aria-hidden="true" />
          {busy ? "Saving…" : "Save Settings"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
