import { data, redirect } from "react-router";
import { fieldErrors } from "~/utils/form-fields";
import { safeRedirectTarget } from "~/utils/redirect-target";
import { forgotPasswordSchema, resetPasswordSchema } from "./accounts.schema";
import { passwordTokenAccount } from "./address-proof.server";
import { callAuthEndpoint, failedWith, withCookies } from "./auth-endpoint.server";
import { auth } from "./auth.server";
import { readForm } from "~/utils/form.server";

/** POST /auth/forgot-password: mails a reset link when the address has an account. */
export async function handleForgotPassword(request: Request) {
  const parsed = forgotPasswordSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const result = await callAuthEndpoint(request, "/request-password-reset", {
    email: parsed.data.email,
    redirectTo: "/auth/reset-password",
  });
  if (result.status === 429) return data({ error: result.message }, failedWith(result));
  // The same answer whether or not the address has an account.
  return { sent: true };
}

/**
 * GET /auth/reset-password: the link's token, and whether it is an unconfirmed account's first
 * password (the confirmation mail's link leads here: accounts/address-proof.server.ts), which the
 * page asks for in its own words and which signs the customer in and sends them on.
 */
export async function loadResetPassword(request: Request) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const account = token ? await passwordTokenAccount(auth().$context, token) : null;
  return {
    token,
    invalid: url.searchParams.has("error"),
    choosing: account !== null && !account.emailVerified,
    redirectTo: safeRedirectTarget(url.searchParams.get("redirectTo")),
  };
}

/** POST /auth/reset-password: sets the new password for the link's token. */
export async function handleResetPassword(request: Request) {
  const form = Object.fromEntries(await readForm(request));
  const parsed = resetPasswordSchema.safeParse(form);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 });
  // Read before better-auth spends the token: an unconfirmed account is choosing its first password.
  const account = await passwordTokenAccount(auth().$context, parsed.data.token);
  const result = await callAuthEndpoint(request, "/reset-password", {
    token: parsed.data.token,
    newPassword: parsed.data.password,
  });
  if (!result.ok) {
    const message =
      result.status === 429
        ? result.message
        : "This reset link has expired or was already used. Please ask for a new one.";
    return data({ error: message }, failedWith(result));
  }
  if (account && !account.emailVerified) return signInWithChosen(request, account.email, parsed.data.password, form);
  return { reset: true };
}

/**
 * The address is confirmed and the password chosen (every other session ended with it): the
 * customer is signed in with it and sent where the confirmation link was taking them. Should
 * the sign-in not go through (too many tries from this address), the page says to sign in.
 */
async function signInWithChosen(request: Request, email: string, password: string, form: Record<string, unknown>) {
  const result = await callAuthEndpoint(request, "/sign-in/email", { email, password, rememberMe: true });
  if (!result.ok || result.payload?.twoFactorRedirect) return { reset: true, chosen: true };
  const target = typeof form.redirectTo === "string" ? form.redirectTo : null;
  throw redirect(safeRedirectTarget(target), { headers: withCookies(result.setCookie) });
}
