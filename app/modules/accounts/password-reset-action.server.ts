import { data } from "react-router";
import { fieldErrors } from "~/utils/form-fields";
import { forgotPasswordSchema, resetPasswordSchema } from "./accounts.schema";
import { callAuthEndpoint, failedWith } from "./auth-endpoint.server";

/** POST /auth/forgot-password: mails a reset link when the address has an account. */
export async function handleForgotPassword(request: Request) {
  const parsed = forgotPasswordSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const result = await callAuthEndpoint(request, "/request-password-reset", {
    email: parsed.data.email,
    redirectTo: "/auth/reset-password",
  });
  if (result.status === 429) return data({ error: result.message }, failedWith(result));
  // The same answer whether or not the address has an account.
  return { sent: true };
}

/** POST /auth/reset-password: sets the new password for the link's token. */
export async function handleResetPassword(request: Request) {
  const parsed = resetPasswordSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 });
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
  return { reset: true };
}
