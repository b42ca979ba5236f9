import { useState, type ChangeEvent } from "react";
import { SelectField } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatPakistaniPhone } from "~/utils/phone";
import type { SavedAddress } from "../address-book.server";

const optionLabel = (address: SavedAddress) =>
  [address.label, address.fullName, address.address.replace(/\s+/g, " "), address.city].filter(Boolean).join(", ") +
  (address.isDefault ? " (default)" : "");

/**
 * Checkout's choice of the signed-in customer's saved addresses: choosing one fills the form's
 * name, phone and address fields, and hands the address to `onChoose` (the page keeps the city,
 * which prices delivery). It needs JavaScript, so it appears once the page runs; without it the
 * form starts filled from the default address.
 */
export function SavedAddressPicker({
  addresses,
  onChoose,
}: {
  addresses: SavedAddress[];
  onChoose: (address: SavedAddress) => void;
}) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(() => (addresses.find((entry) => entry.isDefault) ?? addresses[0])?.id ?? "");
  if (!hydrated || addresses.length < 2) return null;

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const address = addresses.find((entry) => entry.id === event.target.value);
    if (!address) return;
    setChosen(address.id);
    const fields = event.target.form?.elements;
    const fill = (name: string, value: string) => {
      const field = fields?.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = value;
    };
    fill("fullName", address.fullName);
    fill("phone", formatPakistaniPhone(address.phone));
    fill("address", address.address);
    onChoose(address);
  };

  return (
    <SelectField
      label="Saved addresses"
      value={chosen}
      onChange={choose}
      hint="Fills in the details below. You can still change them for this order."
      options={addresses.map((address) => ({ value: address.id, label: optionLabel(address) }))}
    />
  );
}
