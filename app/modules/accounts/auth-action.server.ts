import { data, redirect } from "react-router";
import { fieldErrors } from "~/utils/form-fields";
import { safeRedirectTarget } from "~/utils/redirect-target";
import { secondFactorSchema, signInSchema, signUpSchema } from "./accounts.schema";
import { callAuthEndpoint, failedWith, withCookies, type AuthResult } from "./auth-endpoint.server";
import { TOTP_CODE_USED } from "./used-totp-codes.server";
import { readForm } from "~/utils/form.server";

type Form = Record<string, FormDataEntryValue>;

/**
 * POST /auth: intent 'sign-up' creates the account (its confirmation mail goes
 * out), 'two-factor' answers the second step of a sign-in, anything else
 * signs in and sends the customer back where they came from.
 */
export async function handleAuth(request: Request) {
  const form = Object.fromEntries(await readForm(request));
  if (form.intent === "sign-up") return signUp(request, form);
  if (form.intent === "two-factor") return secondFactor(request, form);
  const parsed = signInSchema.safeParse(form);
  if (!parsed.success) return data({ intent: "sign-in", errors: fieldErrors(parsed.error) }, { status: 400 });
  // An unconfirmed account is sent a new link, which comes back to the same page.
  const result = await callAuthEndpoint(request, "/sign-in/email", {
    ...parsed.data,
    rememberMe: true,
    callbackURL: safeRedirectTarget(form.redirectTo),
  });
  if (!result.ok) {
    const unverified = result.status === 403;
    const message = unverified
      ? "Please confirm your e-mail first: we have sent you a new link."
      : (result.message ?? "Sign-in failed.");
    return data({ intent: "sign-in", error: message }, failedWith(result));
  }
  // The password was right and the account has two-factor sign-in: better-auth has set a
  // short-lived challenge cookie, and the page now asks for the code.
  if (result.payload?.twoFactorRedirect) {
    return data({ intent: "sign-in", twoFactor: true }, { headers: withCookies(result.setCookie) });
  }
  return signedIn(form, result);
}

async function signUp(request: Request, form: Form) {
  const parsed = signUpSchema.safeParse(form);
  if (!parsed.success) return data({ intent: "sign-up", errors: fieldErrors(parsed.error) }, { status: 400 });
  const { fullName, email, password } = parsed.data;
  const result = await callAuthEndpoint(request, "/sign-up/email", {
    name: fullName,
    email,
    password,
    // The link in the confirmation mail leads to choosing the password (address-proof.server.ts),
    // which signs them in and brings them back where they were (the product, the cart, checkout);
    // only a same-site path gets through.
    callbackURL: safeRedirectTarget(form.redirectTo),
  });
  if (!result.ok) return data({ intent: "sign-up", error: result.message ?? "Sign-up failed." }, failedWith(result));
  return { intent: "sign-up", signedUp: true };
}

/** The code from the authenticator app, or a backup code (each works once). */
async function secondFactor(request: Request, form: Form) {
  const parsed = secondFactorSchema.safeParse(form);
  if (!parsed.success) {
    return data({ intent: "sign-in", twoFactor: true, errors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const { method, code } = parsed.data;
  const path = method === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
  const result = await callAuthEndpoint(request, path, { code });
  if (result.ok) return signedIn(form, result);
  // The challenge is gone (expired, or too many wrong codes): start again with the password.
  const expired = result.payload?.code === "INVALID_TWO_FACTOR_COOKIE" || result.status === 400;
  if (expired) {
    const error = "This sign-in has expired. Please enter your e-mail and password again.";
    return data({ intent: "sign-in", error }, { status: result.status, headers: withCookies(result.setCookie) });
  }
  const error =
    result.status === 429
      ? (result.message ?? "Too many attempts.")
      : result.payload?.code === "TOTP_CODE_USED"
        ? TOTP_CODE_USED
        : method === "totp"
          ? "That code is not right. Please check your authenticator app and try again."
          : "That backup code is not right, or it has been used already.";
  return data({ intent: "sign-in", twoFactor: true, error }, failedWith(result));
}

function signedIn(form: Form, result: AuthResult): never {
  throw redirect(safeRedirectTarget(form.redirectTo), { headers: withCookies(result.setCookie) });
}
