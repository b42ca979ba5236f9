import MapPin from "lucide-react/icons/map-pin";
import Trash2 from "lucide-react/icons/trash-2";
import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { cn } from "~/utils/cn";
import { formatPakistaniPhone } from "~/utils/phone";
import type { AddressBookResult } from "../address-book-action.server";
import { ADDRESS_BOOK_FULL, ADDRESS_BOOK_LIMIT } from "../address-book-limits";
import type { SavedAddress } from "../address-book.server";
import { AddressForm, type AddressFormValues } from "./address-form";
import { ProfileCard } from "./profile-sections";

/** What names an address in its buttons for a screen reader ('Edit Home, 12 Mall Road, Lahore'). */
const summaryOf = (address: SavedAddress) =>
  [address.label, address.address.split("\n")[0], address.city].filter(Boolean).join(", ");

/**
 * The profile's Addresses tab: the saved addresses (the default marked, first) with Edit, Make
 * default and Delete, beside the form that adds one or edits the one chosen (?edit=ID).
 */
export function AddressBookPanel({
  addresses,
  editing,
  newDefaults,
  result,
}: {
  addresses: SavedAddress[];
  /** The address of ?edit=ID, when it is the customer's. */
  editing: SavedAddress | null;
  /** A new address starts with the account's name and phone. */
  newDefaults: AddressFormValues;
  result?: AddressBookResult;
}) {
  const refusedEdit = result?.form === "edit" && !result.ok && result.addressId;
  const edited = refusedEdit ? (addresses.find((entry) => entry.id === result.addressId) ?? null) : null;
  const editedNow = result?.form === "edit" && result.ok;
  const target = edited ?? (editedNow ? null : editing);
  const formResult = result?.form === "add" || result?.form === "edit" ? result : undefined;
  const full = addresses.length >= ADDRESS_BOOK_LIMIT;

  return (
    <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
      <ProfileCard
        title={`Saved Addresses (${addresses.length})`}
        outcome={result?.form === "list" ? result : undefined}
      >
        {addresses.length === 0 ? (
          <p className="rounded-[var(--radius-card)] border border-dashed border-line p-8 text-center text-muted">
            No saved addresses yet. Add one here, or place an order: its delivery address is saved for next time.
          </p>
        ) : (
          <ul role="list" aria-label="Saved addresses" className="grid gap-4">
            {addresses.map((address) => (
              <AddressCard key={address.id} address={address} />
            ))}
          </ul>
        )}
        <p className="mt-6 text-sm text-muted">
          Checkout starts from your default address. You can keep up to {ADDRESS_BOOK_LIMIT} addresses.
        </p>
      </ProfileCard>
      {/* Edit links land here (#address-form): below the list on a phone. */}
      <div id="address-form" className="scroll-mt-36">
        <ProfileCard title={target ? "Edit Address" : "Add an Address"} outcome={formResult}>
          {target ? (
            <AddressForm
              key={target.id}
              addressId={target.id}
              defaults={refusedEdit ? (result.values ?? target) : target}
              errors={refusedEdit ? result.errors : undefined}
            />
          ) : full ? (
            <p className="text-muted">{ADDRESS_BOOK_FULL}</p>
          ) : (
            <AddressForm
              // A new form after each address saved: the fields empty again.
              key={result?.form === "add" && result.ok ? `saved-${result.addressId}` : "add"}
              defaults={result?.form === "add" && !result.ok ? (result.values ?? newDefaults) : newDefaults}
              errors={result?.form === "add" ? result.errors : undefined}
            />
          )}
        </ProfileCard>
      </div>
    </div>
  );
}

function AddressCard({ address }: { address: SavedAddress }) {
  const busy = useNavigation().state === "submitting";
  const summary = summaryOf(address);
  return (
    <li
      data-testid="address-card"
      className={cn(
        "rounded-2xl border bg-cream/40 p-4 sm:p-5",
        address.isDefault ? "border-walnut/60 shadow-soft" : "border-line",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <MapPin className="size-4 shrink-0 text-walnut" aria-hidden="true" />
        <h3 className="font-semibold">{address.label ?? address.city}</h3>
        {address.isDefault && (
          <span className="rounded-full bg-sage/15 px-2 py-0.5 text-xs font-semibold text-espresso">Default</span>
        )}
      </div>
      <address className="mt-2 grid gap-0.5 text-sm leading-relaxed not-italic">
        <span className="font-semibold">{address.fullName}</span>
        <span>{formatPakistaniPhone(address.phone)}</span>
        <span className="break-words whitespace-pre-line">{address.address}</span>
        <span>{address.city}</span>
      </address>
      <div className="mt-4 flex flex-wrap gap-2">
        <ButtonLink to={`?tab=addresses&edit=${address.id}#address-form`} variant="outline" size="sm">
          Edit<span className="sr-only"> {summary}</span>
        </ButtonLink>
        {!address.isDefault && (
          <Form method="post">
            <input type="hidden" name="intent" value="address-default" />
            <input type="hidden" name="addressId" value={address.id} />
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              Make default<span className="sr-only"> {summary}</span>
            </Button>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="address-delete" />
          <input type="hidden" name="addressId" value={address.id} />
          <Button type="submit" variant="ghost" size="sm" disabled={busy}>
            <Trash2 className="size-4" aria-hidden="true" />
            {/* The word from small tablets up; a phone's row has room for the bin only. */}
            <span className="max-sm:sr-only">Delete</span>
            <span className="sr-only"> {summary}</span>
          </Button>
        </Form>
      </div>
    </li>
  );
}
