import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, TextAreaField } from "~/components/ui/field";
import { PAKISTAN_CITIES } from "~/utils/pakistan-cities";
import { formatPakistaniPhone } from "~/utils/phone";
import { LABEL_MAX } from "../address-book-limits";

export interface AddressFormValues {
  label?: string | null;
  fullName?: string;
  phone?: string;
  address?: string;
  city?: string;
}

/**
 * The add and edit form of the address book: a plain form posting to /profile with its
 * intent, so it works without JavaScript; each field says beside it what is wrong.
 */
export function AddressForm({
  addressId,
  defaults,
  errors = {},
}: {
  /** The address being edited; none for a new one. */
  addressId?: string;
  defaults: AddressFormValues;
  errors?: Record<string, string>;
}) {
  const busy = useNavigation().state === "submitting";
  const citiesId = useId();
  const phone = defaults.phone?.startsWith("+92") ? formatPakistaniPhone(defaults.phone) : defaults.phone;
  return (
    <Form
      method="post"
      // Back at the form after the answer (below the list on a phone), also without JavaScript.
      action={addressId ? `?tab=addresses&edit=${addressId}#address-form` : "?tab=addresses#address-form"}
      className="grid gap-5 sm:grid-cols-2"
      aria-label={addressId ? "Edit address" : "Add address"}
    >
      <input type="hidden" name="intent" value={addressId ? "address-edit" : "address-add"} />
      {addressId && <input type="hidden" name="addressId" value={addressId} />}
      <Field
        label="Label (optional)"
        name="label"
        maxLength={LABEL_MAX}
        defaultValue={defaults.label ?? ""}
        hint="For example Home or Office."
        error={errors.label}
      />
      <Field
        label="Full name"
        name="fullName"
        autoComplete="name"
        required
        maxLength={100}
        defaultValue={defaults.fullName ?? ""}
        error={errors.fullName}
      />
      <Field
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        placeholder="0300 1234567"
        defaultValue={phone ?? ""}
        error={errors.phone}
      />
      <Field
        label="City"
        name="city"
        list={citiesId}
        autoComplete="address-level2"
        required
        maxLength={80}
        defaultValue={defaults.city ?? ""}
        error={errors.city}
      />
      <datalist id={citiesId}>
        {PAKISTAN_CITIES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextAreaField
        label="Address"
        name="address"
        autoComplete="street-address"
        required
        maxLength={500}
        defaultValue={defaults.address ?? ""}
        error={errors.address}
        className="sm:col-span-2"
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : addressId ? "Save Changes" : "Save Address"}
        </Button>
        {addressId && (
          <Link
            to="?tab=addresses"
            className="rounded-full px-5 py-2.5 text-sm font-semibold text-walnut hover:bg-cream"
          >
            Cancel
          </Link>
        )}
      </div>
    </Form>
  );
}
