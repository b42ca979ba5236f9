import { data, redirect } from "react-router";
import { fieldErrors } from "~/utils/form-fields";
import { safeRedirectTarget } from "~/utils/redirect-target";
import { signInSchema, signUpSchema } from "./accounts.schema";
import { callAuthEndpoint, failedWith, withCookies } from "./auth-endpoint.server";

/**
 * POST /auth: intent 'sign-up' creates the account (its confirmation mail goes
 * out), anything else signs in and sends the customer back where they came from.
 */
export async function handleAuth(request: Request) {
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "sign-up") {
    const parsed = signUpSchema.safeParse(form);
    if (!parsed.success) return data({ intent: "sign-up", errors: fieldErrors(parsed.error) }, { status: 400 });
    const { fullName, email, password } = parsed.data;
    const result = await callAuthEndpoint(request, "/sign-up/email", {
      name: fullName,
      email,
      password,
      callbackURL: "/",
    });
    if (!result.ok) return data({ intent: "sign-up", error: result.message ?? "Sign-up failed." }, failedWith(result));
    return { intent: "sign-up", signedUp: true };
  }
  const parsed = signInSchema.safeParse(form);
  if (!parsed.success) return data({ intent: "sign-in", errors: fieldErrors(parsed.error) }, { status: 400 });
  const result = await callAuthEndpoint(request, "/sign-in/email", { ...parsed.data, rememberMe: true });
  if (!result.ok) {
    const unverified = result.status === 403;
    const message = unverified
      ? "Please confirm your e-mail first: we have sent you a new link."
      : (result.message ?? "Sign-in failed.");
    return data({ intent: "sign-in", error: message }, failedWith(result));
  }
  throw redirect(safeRedirectTarget(form.redirectTo), { headers: withCookies(result.setCookie) });
}
