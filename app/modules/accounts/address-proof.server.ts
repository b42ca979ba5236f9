import { randomBytes } from "node:crypto";
import type { AuthContext, User } from "better-auth";
import { APIError, createEmailVerificationToken } from "better-auth/api";
import { takeAllowance } from "~/db/rate-limit.server";
import { mailboxKey } from "~/utils/customer-identity";
import { publicOrigin } from "~/utils/origin.server";
import { safeRedirectTarget } from "~/utils/redirect-target";
import { sendPasswordChangedMail, sendVerificationMail } from "./account-mail.server";
import { authSecret } from "./auth-secret.server";

/**
 * Proving an e-mail address sets the password (docs/decisions/028): whoever typed the address
 * at sign-up, at checkout or on an order's page, only the holder of the mailbox chooses the
 * password that signs in. The link of the confirmation mail opens the page where the password
 * is chosen, with a token of better-auth's own reset kind; choosing it there (better-auth's
 * /reset-password) ends every session of the account and only then marks the address
 * verified, which is also when the guest orders of the address join the account
 * (orders/order-access.ts). A password typed at sign-up by someone else is never adopted.
 */

/** How long the confirmation mail's link works. */
export const VERIFY_LINK_SECONDS = 24 * 60 * 60;

/** Where the password is chosen: the reset page, which knows a first choice by its token's account. */
export const CHOOSE_PASSWORD_PATH = "/auth/reset-password";

/** How long the page's token works once the link is opened: a reset link's hour. */
const CHOICE_SECONDS = 60 * 60;

/** A repeated sign-up of an unconfirmed address mails its link again, once per window and mailbox. */
export const CONFIRMATION_AGAIN_LIMIT = { max: 1, windowMs: 10 * 60_000 } as const;

/** better-auth's context, of which these hooks use the internal adapter. */
export type AuthAdapterContext = Promise<Pick<AuthContext, "internalAdapter">>;
type Context = AuthAdapterContext;

/** A path of this shop from a callback that may be a path or a full address on the request's own origin. */
function returnPath(callbackURL: string | null, request: Request): string {
  if (!callbackURL) return "/";
  if (callbackURL.startsWith("/")) return safeRedirectTarget(callbackURL);
  try {
    const url = new URL(callbackURL);
    if (url.origin === new URL(request.url).origin)
      return safeRedirectTarget(`${url.pathname}${url.search}${url.hash}`);
  } catch {
    // Not an address: home.
  }
  return "/";
}

/**
 * better-auth's `beforeEmailVerification`: the link of the confirmation mail proves the
 * address, but does not adopt the password typed at sign-up. Instead of marking the address
 * verified and signing in, it sends the verifier to choose the password, then to where the
 * link would have gone. Without a request (a server-side call) there is no one to ask.
 */
export async function sendVerifierToChoosePassword(context: Context, user: User, request?: Request): Promise<never> {
  if (!request) throw new APIError("BAD_REQUEST", { message: "Open the link in the e-mail to choose your password." });
  const token = randomBytes(24).toString("base64url");
  await (
    await context
  ).internalAdapter.createVerificationValue({
    value: user.id,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + CHOICE_SECONDS * 1000),
  });
  const redirectTo = returnPath(new URL(request.url).searchParams.get("callbackURL"), request);
  throw new APIError("FOUND", undefined, {
    Location: `${CHOOSE_PASSWORD_PATH}?${new URLSearchParams({ token, redirectTo })}`,
  });
}

/**
 * better-auth's `onPasswordReset`, after a password was set through a link mailed to the
 * address (every session of the account has just ended). For an unconfirmed account it is the
 * first choice: the address is now proven by the one who holds the password. Through the
 * internal adapter, so that the ADMIN_EMAILS promotion sees the change. A changed password of
 * a confirmed account gets its notice, as before.
 */
export async function passwordSetByLink(context: Context, user: User, request?: Request): Promise<void> {
  if (user.emailVerified) return sendPasswordChangedMail(user, request);
  await (await context).internalAdapter.updateUser(user.id, { emailVerified: true });
}

/**
 * better-auth's `onExistingUserSignUp` (it answers as for a new address either way): an
 * unconfirmed account gets its confirmation mail again, so that the holder of the address, who
 * may be signing up after someone else typed it, can still choose the password. A confirmed
 * account gets nothing: its owner can sign in, or reset a forgotten password.
 */
export async function confirmAgain(user: User, request?: Request): Promise<void> {
  if (user.emailVerified || !request) return;
  const allowance = await takeAllowance(`confirm-again:${mailboxKey(user.email)}`, CONFIRMATION_AGAIN_LIMIT);
  if (!allowance.allowed) return;
  const body = (await request.json().catch(() => null)) as { callbackURL?: unknown } | null;
  const callbackURL = returnPath(typeof body?.callbackURL === "string" ? body.callbackURL : null, request);
  const token = await createEmailVerificationToken(authSecret(), user.email, undefined, VERIFY_LINK_SECONDS, {
    userId: user.id,
  });
  const query = new URLSearchParams({ token, callbackURL });
  await sendVerificationMail(user, `${publicOrigin(request)}/api/auth/verify-email?${query}`);
}

/** The account a password token belongs to, before the token is spent (null when it is unknown or expired). */
export async function passwordTokenAccount(context: Context, token: string) {
  const { internalAdapter } = await context;
  const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return null;
  const user = await internalAdapter.findUserById(verification.value);
  return user ? { id: user.id, email: user.email, emailVerified: user.emailVerified } : null;
}
