import { Form, Link, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { formatPakistaniPhone } from "~/utils/phone";

interface Props {
  user: { name: string; email: string; phone: string | null };
  editing: boolean;
  errors?: Record<string, string>;
}

/** Read-only until Edit Profile; then name and phone are editable until Save Changes or Cancel. */
export function ProfileDetails({ user, editing, errors }: Props) {
  const busy = useNavigation().state === "submitting";
  if (!editing) {
    return (
      <div>
        <dl className="grid gap-5 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-muted">Full name</dt>
            <dd className="mt-1 text-lg">{user.name}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-muted">E-mail</dt>
            <dd className="mt-1 text-lg break-all">{user.email}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-muted">Phone</dt>
            <dd className="mt-1 text-lg">{user.phone ? formatPakistaniPhone(user.phone) : "Not added yet"}</dd>
          </div>
        </dl>
        <ButtonLink to="?tab=profile&edit=1" className="mt-8" variant="outline">
          Edit Profile
        </ButtonLink>
      </div>
    );
  }
  return (
    <Form method="post" className="grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="intent" value="profile" />
      <Field
        label="Full name"
        name="fullName"
        defaultValue={user.name}
        autoComplete="name"
        required
        error={errors?.fullName}
      />
      <Field
        label="E-mail"
        name="email"
        type="email"
        value={user.email}
        readOnly
        aria-readonly="true"
        hint="Email cannot be changed"
      />
      <Field
        label="Phone"
        name="phone"
        type="tel"
        defaultValue={user.phone ? formatPakistaniPhone(user.phone) : ""}
        autoComplete="tel"
        placeholder="0300 1234567"
        hint="A Pakistani mobile number, e.g. 0300 1234567 or +92 300 1234567."
        error={errors?.phone}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : "Save Changes"}
        </Button>
        <Link to="?tab=profile" className="rounded-full px-5 py-2.5 text-sm font-semibold text-walnut hover:bg-cream">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
