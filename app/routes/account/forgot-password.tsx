import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { forgotPasswordSchema } from "~/modules/accounts/accounts.schema";
import { fieldErrors } from "~/utils/form-fields";
import { callAuthEndpoint } from "~/modules/accounts/auth-endpoint.server";
import { AuthCard } from "~/modules/accounts/components/auth-card";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Forgot Password",
    description: "Reset your password.",
    path: "/auth/forgot-password",
  }),
  { name: "robots", content: "noindex" },
];

export async function action({ request }: Route.ActionArgs) {
  const parsed = forgotPasswordSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const result = await callAuthEndpoint(request, "/request-password-reset", {
    email: parsed.data.email,
    redirectTo: "/auth/reset-password",
  });
  if (result.status === 429) return data({ error: result.message }, { status: 429 });
  // The same answer whether or not the address has an account.
  return { sent: true };
}

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
