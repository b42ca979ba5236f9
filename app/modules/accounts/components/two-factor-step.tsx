import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";

/**
 * The sign-in's second step: the 6-digit code from the authenticator app, or,
 * for a lost phone, one of the backup codes (each works once). Two small
 * forms, so that each works without JavaScript.
 */
export function TwoFactorStep({
  redirectTo,
  errors,
  busy,
}: {
  redirectTo: string;
  errors?: Record<string, string>;
  busy: boolean;
}) {
  return (
    <div className="grid gap-6">
      <Form method="post" className="grid gap-5" aria-label="Sign in with a code from the app">
        <input type="hidden" name="intent" value="two-factor" />
        <input type="hidden" name="method" value="totp" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          label="Authenticator code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          required
          autoFocus
          hint="Open your authenticator app and enter the 6-digit code for Shahkaar Interiors."
          error={errors?.code}
        />
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? "Please wait…" : "Verify and Sign In"}
        </Button>
      </Form>
      <details className="rounded-xl border border-line bg-cream px-4 py-3">
        <summary className="cursor-pointer text-sm font-semibold text-walnut">
          Lost your phone? Use a backup code
        </summary>
        <Form method="post" className="mt-4 grid gap-4" aria-label="Sign in with a backup code">
          <input type="hidden" name="intent" value="two-factor" />
          <input type="hidden" name="method" value="backup" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field
            label="Backup code"
            name="code"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            required
            hint="One of the codes you saved when you turned on two-factor sign-in. Each works once."
          />
          <Button type="submit" variant="outline" disabled={busy} className="w-full">
            Sign In with Backup Code
          </Button>
        </Form>
      </details>
    </div>
  );
}
