import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { AuthCard } from "~/modules/accounts/components/auth-card";
import { handleForgotPassword } from "~/modules/accounts/password-reset-action.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/forgot-password";
import { loaderAndActionHeaders } from "~/utils/route-headers";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Forgot Password",
    description: "Reset your password.",
    path: "/auth/forgot-password",
  }),
  { name: "robots", content: "noindex" },
];

// A refusal's Retry-After (too many tries) reaches the browser.
export const headers = loaderAndActionHeaders;

export const action = ({ request }: Route.ActionArgs) => handleForgotPassword(request);

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Forgot your password?" lead="Enter your e-mail and we will send you a link to choose a new one.">
      {actionData && "sent" in actionData ? (
        <Notice tone="success">
          If an account exists for that address, a reset link is on its way. It works for one hour.
        </Notice>
      ) : (
        <Form method="post" className="grid gap-5">
          {actionData && "error" in actionData && <Notice tone="error">{actionData.error}</Notice>}
          <Field
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            error={actionData && "errors" in actionData ? actionData.errors.email : undefined}
          />
          <Button type="submit" size="lg" disabled={busy} className="w-full">
            {busy ? "Sending…" : "Send Reset Link"}
          </Button>
        </Form>
      )}
      <Link
        to="/auth"
        className="mt-6 block text-center text-sm font-semibold text-walnut underline-offset-4 hover:underline"
      >
        Back to Sign In
      </Link>
    </AuthCard>
  );
}
