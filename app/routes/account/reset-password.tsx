import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { AuthCard } from "~/modules/accounts/components/auth-card";
import { NewPasswordFields } from "~/modules/accounts/components/new-password-fields";
import { handleResetPassword, loadResetPassword } from "~/modules/accounts/password-reset-action.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/reset-password";
import { loaderAndActionHeaders } from "~/utils/route-headers";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Choose a New Password",
    description: "Reset your password.",
    path: "/auth/reset-password",
  }),
  { name: "robots", content: "noindex" },
];

// The confirmation mail's link leads here too, to choose an account's first password.
export const loader = ({ request }: Route.LoaderArgs) => loadResetPassword(request);

// A refusal's Retry-After (too many tries) reaches the browser.
export const headers = loaderAndActionHeaders;

export const action = ({ request }: Route.ActionArgs) => handleResetPassword(request);

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData && "errors" in actionData ? actionData.errors : undefined;
  if (actionData && "chosen" in actionData) {
    return (
      <AuthCard title="Password saved" lead="Your e-mail is confirmed and your password is set.">
        <Link to="/auth" className="font-semibold text-walnut underline underline-offset-4">
          Sign in with your password
        </Link>
      </AuthCard>
    );
  }
  if (actionData && "reset" in actionData) {
    return (
      <AuthCard title="Password changed" lead="Your new password is set, and every other session was signed out.">
        <Link to="/auth" className="font-semibold text-walnut underline underline-offset-4">
          Sign in with your new password
        </Link>
      </AuthCard>
    );
  }
  if (loaderData.invalid || !loaderData.token) {
    return (
      <AuthCard title="Link expired" lead="This reset link has expired or was already used.">
        <Link to="/auth/forgot-password" className="font-semibold text-walnut underline underline-offset-4">
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }
  const choosing = loaderData.choosing;
  return (
    <AuthCard
      title={choosing ? "Choose your password" : "Choose a new password"}
      lead={
        choosing
          ? "Choosing the password of your account confirms your e-mail. If you chose one when signing up, you may type it again: only a password chosen here signs in."
          : "Signing in again will be needed on your other devices."
      }
    >
      <Form method="post" className="grid gap-5">
        {actionData && "error" in actionData && <Notice tone="error">{actionData.error}</Notice>}
        <input type="hidden" name="token" value={loaderData.token} />
        {choosing && <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />}
        <NewPasswordFields errors={errors} />
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? "Saving…" : choosing ? "Save Password and Sign In" : "Save New Password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
