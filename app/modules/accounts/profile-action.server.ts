import { data } from "react-router";
import { fieldErrors } from "~/utils/form-fields";
import { sendPasswordChangedMail } from "./account-mail.server";
import { handleAddressBook, isAddressIntent } from "./address-book-action.server";
import { changePasswordSchema, profileSchema } from "./accounts.schema";
import { callAuthEndpoint, failedWith, withCookies } from "./auth-endpoint.server";
import { updateProfile } from "./profile.server";
import { handleSecurity, isSecurityIntent } from "./security-action.server";
import { requireUser, type SessionUser } from "./session.server";
import { readForm } from "~/utils/form.server";

type FormFields = Record<string, FormDataEntryValue>;

/**
 * POST /profile, for the signed-in customer only: intent 'cancel-order' (the
 * Orders tab, answered by the orders module's handler the route passes in, as
 * accounts builds on no domain), 'password' (Change Password), the Security
 * tab's forms (two-factor sign-in, sessions), the Addresses tab's (address-*),
 * else the profile's own details.
 */
export async function handleProfile<Cancelled>(
  request: Request,
  cancelOrder: (user: SessionUser, form: FormFields) => Promise<Cancelled>,
) {
  const user = await requireUser(request);
  const form = Object.fromEntries(await readForm(request));
  if (form.intent === "cancel-order") return cancelOrder(user, form);
  if (form.intent === "password") return changePassword(request, user, form);
  if (isSecurityIntent(form.intent)) return handleSecurity(request, user, form);
  if (isAddressIntent(form.intent)) return handleAddressBook(user, form);
  if (typeof form.email === "string" && form.email.trim().toLowerCase() !== user.email) {
    return data({ intent: "profile", error: "Email cannot be changed" }, { status: 400 });
  }
  const parsed = profileSchema.safeParse(form);
  if (!parsed.success) return data({ intent: "profile", errors: fieldErrors(parsed.error) }, { status: 400 });
  const saved = await updateProfile(user.id, parsed.data);
  if (!saved) return data({ intent: "profile", error: "Failed to update profile." }, { status: 500 });
  return { intent: "profile", ok: "Profile updated successfully!" };
}

async function changePassword(request: Request, user: SessionUser, form: FormFields) {
  const parsed = changePasswordSchema.safeParse(form);
  if (!parsed.success) return data({ intent: "password", errors: fieldErrors(parsed.error) }, { status: 400 });
  const result = await callAuthEndpoint(request, "/change-password", {
    currentPassword: parsed.data.currentPassword,
    newPassword: parsed.data.password,
    revokeOtherSessions: true,
  });
  if (!result.ok) {
    const message =
      result.status === 400 || result.status === 401 ? "Your current password is not right." : result.message;
    return data({ intent: "password", error: message ?? "Failed to change password." }, failedWith(result));
  }
  await sendPasswordChangedMail(user, request);
  return data(
    { intent: "password", ok: "Password changed. Your other sessions were signed out." },
    { headers: withCookies(result.setCookie) },
  );
}
