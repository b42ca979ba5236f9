import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { NewPasswordFields } from "./new-password-fields";

export function ChangePasswordForm({ errors }: { errors?: Record<string, string> }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";
  return (
    <Form method="post" className="grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="intent" value="password" />
      <Field
        className="sm:col-span-2"
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={errors?.currentPassword}
      />
      <NewPasswordFields errors={errors} />
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? "Changing…" : "Change Password"}
        </Button>
      </div>
    </Form>
  );
}
