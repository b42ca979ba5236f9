import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { database, type DatabaseHandle } from "~/db/client.server";
import * as schema from "~/db/schema";
import { env } from "~/utils/env.server";
import { promoteListedAdmins } from "./admin-promotion.server";
import { authSecret } from "./auth-secret.server";
import { sendPasswordChangedMail, sendResetPasswordMail, sendVerificationMail } from "./account-mail.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-rules";

/** Sign-in, sign-up, reset and verification: few tries per client address and minute. */
export const AUTH_RATE_RULES = {
  "/sign-in/email": { window: 60, max: 5 },
  "/sign-up/email": { window: 60, max: 5 },
  "/request-password-reset": { window: 60, max: 3 },
  "/reset-password": { window: 60, max: 5 },
  "/send-verification-email": { window: 60, max: 3 },
  "/verify-email": { window: 60, max: 10 },
} as const;

function createAuth(handle: DatabaseHandle) {
  const { PUBLIC_URL } = env();
  return betterAuth({
    appName: "Shahkaar Interiors",
    secret: authSecret(),
    // Unset: better-auth takes the origin of each request, which suits loopback and tests.
    baseURL: PUBLIC_URL,
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
      onPasswordReset: ({ user }, request) => sendPasswordChangedMail(user, request),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: ({ user, url }) => sendVerificationMail(user, url),
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
    },
    databaseHooks: {
      user: { update: { after: (user) => promoteListedAdmins(user.id) } },
      session: { create: { after: (session) => promoteListedAdmins(session.userId) } },
    },
  });
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
