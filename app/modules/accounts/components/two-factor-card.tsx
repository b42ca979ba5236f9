import ShieldCheck from "lucide-react/icons/shield-check";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { SecurityResult, TwoFactorSetup } from "../security-action.server";
import { ProfileCard } from "./profile-sections";

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function PasswordForm({
  intent,
  label,
  error,
  variant = "primary",
}: {
  intent: string;
  label: string;
  error?: string;
  variant?: "primary" | "outline";
}) {
  const busy = useBusy(intent);
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
      <input type="hidden" name="intent" value={intent} />
      <Field
        label="Your password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
        error={error}
      />
      <Button type="submit" variant={variant} disabled={busy} className="h-[3.125rem]">
        {busy ? "Please wait…" : label}
      </Button>
    </Form>
  );
}

/** The codes to keep for a lost phone, shown once. */
function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="mt-6 rounded-xl border border-brass/50 bg-cream p-5">
      <h3 className="font-semibold">Your backup codes</h3>
      <p className="mt-1 text-sm text-muted">
        Save these now (print them or keep them in a password manager): each one signs you in once if you lose your
        phone. They are not shown again.
      </p>
      <ul
        role="list"
        aria-label="Backup codes"
        className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-linen px-2 py-1.5 text-center" data-testid="backup-code">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Step two of the set-up: scan (or type) the secret, then prove it with a code. */
function SetupStep({ setup, error }: { setup: TwoFactorSetup; error?: string }) {
  const busy = useBusy("two-factor-confirm");
  return (
    <div className="grid gap-6">
      <ol className="grid list-decimal gap-2 pl-5 text-sm text-muted">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Scan this code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-center gap-6">
        <svg
          viewBox={`0 0 ${setup.qr.size} ${setup.qr.size}`}
          className="size-44 shrink-0 rounded-lg bg-white"
          role="img"
          aria-label="QR code for your authenticator app"
          shapeRendering="crispEdges"
        >
          <path d={setup.qr.path} fill="#000" />
        </svg>
        <div className="min-w-0">
          <p className="text-sm font-semibold">Key for typing by hand</p>
          <p className="mt-1 font-mono text-sm break-all" data-testid="totp-secret">
            {setup.secret.match(/.{1,4}/g)?.join(" ")}
          </p>
        </div>
      </div>
      <Form method="post" className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <input type="hidden" name="intent" value="two-factor-confirm" />
        <input type="hidden" name="uri" value={setup.uri} />
        <input type="hidden" name="backupCodes" value={setup.backupCodes.join(" ")} />
        <Field
          label="Code from the app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          required
          error={error}
        />
        <Button type="submit" disabled={busy} className="h-[3.125rem]">
          {busy ? "Checking…" : "Turn On"}
        </Button>
      </Form>
    </div>
  );
}

/** Two-factor sign-in: off (start), being set up, or on (renew codes, turn off). */
export function TwoFactorCard({ enabled, result }: { enabled: boolean; result?: SecurityResult }) {
  const setup = result?.setup;
  const twoFactorResult = result && !result.setup ? result : undefined;
  return (
    <ProfileCard title="Two-Factor Sign-In" outcome={twoFactorResult}>
      {setup ? (
        <SetupStep setup={setup} error={result?.errors?.code} />
      ) : enabled ? (
        <div className="grid gap-6">
          <p className="flex items-start gap-3">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-sage" aria-hidden="true" />
            <span>
              <strong>On.</strong> Signing in asks for a code from your authenticator app after your password.
            </span>
          </p>
          <div>
            <h3 className="mb-3 text-sm font-semibold">New backup codes (the old ones stop working)</h3>
            <PasswordForm
              intent="backup-codes"
              label="Renew Codes"
              variant="outline"
              error={result?.errors?.password}
            />
          </div>
          <div>
            <h3 className="mb-3 text-sm font-semibold">Turn two-factor sign-in off</h3>
            <PasswordForm intent="two-factor-disable" label="Turn Off" variant="outline" />
          </div>
        </div>
      ) : (
        <div className="grid gap-5">
          <p className="text-muted">
            Protect your account with a second step at sign-in: a code from an authenticator app on your phone. Even
            someone who learns your password cannot sign in without it.
          </p>
          <PasswordForm intent="two-factor-start" label="Set Up" error={result?.errors?.password} />
        </div>
      )}
      {result?.backupCodes && result.backupCodes.length > 0 && <BackupCodes codes={result.backupCodes} />}
    </ProfileCard>
  );
}
