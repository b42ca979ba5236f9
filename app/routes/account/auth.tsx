import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { handleAuth } from "~/modules/accounts/auth-action.server";
import { AuthCard } from "~/modules/accounts/components/auth-card";
import { TwoFactorStep } from "~/modules/accounts/components/two-factor-step";
import { getSessionUser } from "~/modules/accounts/session.server";
import { signInReasonText } from "~/modules/accounts/sign-in-link";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/auth";
import { loaderAndActionHeaders } from "~/utils/route-headers";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "Sign In", description: "Sign in or create your account.", path: "/auth" }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/");
  return null;
}

// A refusal's Retry-After (too many tries) reaches the browser.
export const headers = loaderAndActionHeaders;

export const action = ({ request }: Route.ActionArgs) => handleAuth(request);

export default function AuthPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const mode = params.get("mode") === "sign-up" ? "sign-up" : "sign-in";
  const result = actionData?.intent === mode ? actionData : undefined;
  const errors = (result && "errors" in result ? result.errors : undefined) as Record<string, string> | undefined;
  const busy = navigation.state === "submitting";
  const reason = signInReasonText(params.get("reason"));
  const twoFactor = Boolean(result && "twoFactor" in result && result.twoFactor);
  const other = new URLSearchParams(params);
  if (mode === "sign-in") other.set("mode", "sign-up");
  else other.delete("mode");

  if (twoFactor) {
    return (
      <AuthCard title="Two-Factor Sign-In" lead="Your password was right. One more step keeps your account safe.">
        {result && "error" in result && (
          <Notice tone="error" className="mb-5">
            {result.error}
          </Notice>
        )}
        <TwoFactorStep redirectTo={params.get("redirectTo") ?? "/"} errors={errors} busy={busy} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={mode === "sign-in" ? "Sign In" : "Sign Up"}
      lead={
        mode === "sign-in"
          ? "Welcome back. Sign in to your cart, wishlist and orders."
          : "Create your account to save favourites and order."
      }
    >
      <div
        className="mb-6 grid grid-cols-2 rounded-full bg-cream p-1 text-sm font-semibold"
        role="group"
        aria-label="Sign in or sign up"
      >
        {(["sign-in", "sign-up"] as const).map((tab) => (
          <Link
            key={tab}
            to={tab === mode ? `?${params}` : `?${other}`}
            replace
            aria-current={tab === mode ? "page" : undefined}
            className={`rounded-full py-2 text-center ${tab === mode ? "bg-linen text-espresso shadow-soft" : "text-muted hover:text-espresso"}`}
          >
            {tab === "sign-in" ? "Sign In" : "Sign Up"}
          </Link>
        ))}
      </div>
      {reason && !result && (
        <Notice tone="error" title="Sign in required" className="mb-5">
          {reason}
        </Notice>
      )}
      {result && "error" in result && (
        <Notice tone="error" className="mb-5">
          {result.error}
        </Notice>
      )}
      {result && "signedUp" in result ? (
        <Notice tone="success">Please check your email to confirm your account.</Notice>
      ) : (
        <Form method="post" className="grid gap-5" noValidate={false}>
          <input type="hidden" name="intent" value={mode} />
          <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? "/"} />
          {mode === "sign-up" && (
            <Field
              key="fullName"
              label="Full name"
              name="fullName"
              autoComplete="name"
              required
              error={errors?.fullName}
            />
          )}
          <Field
            key="email"
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errors?.email}
          />
          <Field
            key="password"
            label="Password"
            name="password"
            type="password"
            autoComplete={mode === "sign-up" ? "new-password" : "current-password"}
            required
            minLength={mode === "sign-up" ? 8 : undefined}
            hint={mode === "sign-up" ? "At least 8 characters." : undefined}
            error={errors?.password}
          />
          <Button type="submit" size="lg" disabled={busy} className="mt-1 w-full">
            {busy ? "Please wait…" : mode === "sign-in" ? "Sign In" : "Create Account"}
          </Button>
          {mode === "sign-in" && (
            <Link
              to="/auth/forgot-password"
              className="text-center text-sm font-semibold text-walnut underline-offset-4 hover:underline"
            >
              Forgot your password?
            </Link>
          )}
        </Form>
      )}
    </AuthCard>
  );
}
