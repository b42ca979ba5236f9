import { Field } from "~/components/ui/field";
import { PASSWORD_MIN } from "../password-rules";

/** A new password typed twice, for the reset and change-password forms. */
export function NewPasswordFields({ errors }: { errors?: Record<string, string> }) {
  return (
    <>
      <Field
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        hint={`At least ${PASSWORD_MIN} characters.`}
        error={errors?.password}
      />
      <Field
        label="Repeat the new password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        error={errors?.confirm}
      />
    </>
  );
}
