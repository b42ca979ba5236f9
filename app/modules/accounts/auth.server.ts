import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { database, type DatabaseHandle } from "~/db/client.server";
import * as schema from "~/db/schema";
import { env } from "~/utils/env.server";
import { LOOPBACK_HOST_PATTERNS } from "~/utils/loopback";
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";
import { EMAIL_MAX, EMAIL_TOO_LONG, NAME_MAX, NAME_TOO_LONG } from "./account-limits";
import { accountWatch } from "./account-watch.server";
import {
  type AuthAdapterContext,
  confirmAgain,
  passwordSetByLink,
  sendVerifierToChoosePassword,
  VERIFY_LINK_SECONDS,
} from "./address-proof.server";
import { promoteListedAdmins } from "./admin-promotion.server";
import { authSecret } from "./auth-secret.server";
import { sendResetPasswordMail, sendVerificationMail } from "./account-mail.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-rules";

/** Sign-in, sign-up, reset and verification: few tries per client address and minute. */
export const AUTH_RATE_RULES = {
  "/sign-in/email": { window: 60, max: 5 },
  "/sign-up/email": { window: 60, max: 5 },
  "/request-password-reset": { window: 60, max: 3 },
  "/reset-password": { window: 60, max: 5 },
  "/send-verification-email": { window: 60, max: 3 },
  "/verify-email": { window: 60, max: 10 },
  // better-auth's own rule for /two-factor/* is 3 per 10 s, which a person who mistypes a
  // code once during set-up already meets. Codes are also limited per sign-in (5 tries)
  // and per account by the plugin, so a minute's allowance per address is enough.
  "/two-factor/enable": { window: 60, max: 5 },
  "/two-factor/disable": { window: 60, max: 5 },
  "/two-factor/generate-backup-codes": { window: 60, max: 5 },
  "/two-factor/verify-totp": { window: 60, max: 10 },
  "/two-factor/verify-backup-code": { window: 60, max: 10 },
} as const;

/**
 * Lengths (and unsafe characters) are checked where input enters: our forms
 * check them with the account schemas and the host's form guard, and this
 * checks every call of better-auth's own JSON API (a script can post to
 * /api/auth/sign-up/email directly), before anything is stored or mailed.
 */
const inputChecks = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as { email?: unknown; name?: unknown };
  if (typeof body.email === "string" && body.email.trim().length > EMAIL_MAX) {
    throw new APIError("BAD_REQUEST", { message: EMAIL_TOO_LONG });
  }
  if (typeof body.name === "string" && body.name.trim().length > NAME_MAX) {
    throw new APIError("BAD_REQUEST", { message: NAME_TOO_LONG });
  }
  if ([body.email, body.name].some((value) => typeof value === "string" && hasUnsafeText(value))) {
    throw new APIError("BAD_REQUEST", { message: UNSAFE_TEXT_MESSAGE });
  }
});

function createAuth(handle: DatabaseHandle) {
  const { PUBLIC_URL, PORT } = env();
  // The hooks below that need better-auth's own adapter get it once the instance exists.
  const late: { context?: AuthAdapterContext } = {};
  const authContext = (): AuthAdapterContext => late.context!;
  const instance = betterAuth({
    appName: "Shahkaar Interiors",
    secret: authSecret(),
    // Without PUBLIC_URL the shop answers on loopback only (server/host-check.ts), and so do the
    // links better-auth builds: a forged Host header can never become a link in a mail.
    // Calls without a request (the admin command) take the shop's own loopback address.
    baseURL: PUBLIC_URL ?? { allowedHosts: LOOPBACK_HOST_PATTERNS, fallback: `http://127.0.0.1:${PORT}` },
    basePath: "/api/auth",
    database: drizzleAdapter(handle.db, { provider: "pg", schema, usePlural: true }),
    telemetry: { enabled: false },
    user: {
      additionalFields: {
        phone: { type: "string", required: false, input: false },
        role: { type: "string", required: false, defaultValue: "customer", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: ({ user, url }) => sendResetPasswordMail(user, url),
      // Proving the address sets the password (address-proof.server.ts, docs/decisions/028).
      onPasswordReset: ({ user }, request) => passwordSetByLink(authContext(), user, request),
      onExistingUserSignUp: ({ user }, request) => confirmAgain(user, request),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Never reached: the link sends the verifier to choose the password, who then signs in.
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: ({ user, url }) => sendVerificationMail(user, url),
      beforeEmailVerification: (user, request) => sendVerifierToChoosePassword(authContext(), user, request),
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: AUTH_RATE_RULES,
    },
    advanced: {
      // The host writes the socket's address here (and keeps a trusted proxy's).
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
      cookiePrefix: "shop",
      // Secure (with the __Secure- prefix) exactly when the shop is served over https, whatever
      // NODE_ENV says: better-auth's own guess reads NODE_ENV once, when it is first imported.
      useSecureCookies: PUBLIC_URL?.startsWith("https:") ?? false,
    },
    hooks: { before: inputChecks },
    plugins: [
      // TOTP from an authenticator app, with single-use backup codes; both secrets are
      // stored encrypted with the auth secret. Codes are asked for at sign-in only:
      // no device is remembered, so a stolen password is never enough on its own.
      twoFactor({
        issuer: "Shahkaar Interiors",
        backupCodeOptions: { amount: 10, length: 10 },
        twoFactorCookieMaxAge: 10 * 60,
      }),
      // After twoFactor: its hooks decide whether a sign-in is finished before ours look.
      accountWatch(),
    ],
    databaseHooks: {
      user: { update: { after: (user) => promoteListedAdmins(user.id) } },
      session: { create: { after: (session) => promoteListedAdmins(session.userId) } },
    },
  });
  late.context = instance.$context;
  return instance;
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<DatabaseHandle, Auth>();

/** better-auth on the process's database (one instance per database handle). */
export function auth(): Auth {
  const handle = database();
  let instance = instances.get(handle);
  if (!instance) {
    instance = createAuth(handle);
    instances.set(handle, instance);
  }
  return instance;
}
