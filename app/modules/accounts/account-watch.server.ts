import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { recordAudit, type AuditActor, type AuditEntry } from "~/modules/audit/audit.server";
import { requestAddress } from "~/utils/client-address";
import { clearSignInFailures, recordSignInFailure, signInWait } from "./sign-in-slowdown.server";
import { claimTotpCode, releaseTotpCode, TOTP_CODE_USED } from "./used-totp-codes.server";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

interface Account {
  id: string;
  email: string;
  role?: string | null;
}

const SIGN_IN = "/sign-in/email";
const SECOND_FACTOR = {
  "/two-factor/verify-totp": "authenticator app",
  "/two-factor/verify-backup-code": "backup code",
};
const isSecondFactor = (path: string): path is keyof typeof SECOND_FACTOR => Object.hasOwn(SECOND_FACTOR, path);

/** Whose two-factor challenge a request answers, read before better-auth consumes the challenge. */
const challenged = new WeakMap<object, Account>();
/** The authenticator code a request claimed (used-totp-codes.server.ts), to give back if it is refused. */
const claimed = new WeakMap<object, { userId: string; code: string }>();

function bodyEmail(ctx: HookContext): string | null {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email : null;
}

function actorOf(ctx: HookContext, account: { id: string | null; email: string }): AuditActor {
  return { id: account.id, email: account.email, ip: ctx.headers ? requestAddress({ headers: ctx.headers }) : null };
}

/** The audit log holds what admins do: a customer's sign-ins are theirs alone. */
async function recordForAdmin(ctx: HookContext, account: Account | null | undefined, entry: AuditEntry) {
  if (account?.role !== "admin") return;
  await recordAudit(actorOf(ctx, account), entry);
}

async function accountByEmail(ctx: HookContext, email: string): Promise<Account | null> {
  const found = await ctx.context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
  return (found?.user as Account | undefined) ?? null;
}

/** The account a pending two-factor sign-in belongs to (its signed cookie names the challenge). */
async function pendingAccount(ctx: HookContext): Promise<Account | null> {
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!challenge) return null;
  return (await ctx.context.internalAdapter.findUserById(challenge.value)) as Account | null;
}

const before = createAuthMiddleware(async (ctx) => {
  if (ctx.path === SIGN_IN) {
    const email = bodyEmail(ctx);
    const wait = email ? await signInWait(email) : 0;
    if (wait > 0) {
      const seconds = String(wait);
      throw new APIError(
        "TOO_MANY_REQUESTS",
        { message: "Too many attempts. Please wait a minute and try again." },
        { "Retry-After": seconds, "X-Retry-After": seconds },
      );
    }
  } else if (isSecondFactor(ctx.path)) {
    // better-auth could remember the device for 30 days; the shop asks for the code at every sign-in.
    if ((ctx.body as { trustDevice?: unknown } | undefined)?.trustDevice) {
      throw new APIError("BAD_REQUEST", { message: "This shop asks for the code at every sign-in." });
    }
    const account = await pendingAccount(ctx);
    if (account) challenged.set(ctx.context, account);
    if (ctx.path === "/two-factor/verify-totp") await refuseUsedCode(ctx, account);
  }
});

/**
 * A code from the authenticator app is taken once (ASVS 6.5.1): one seen over a shoulder or
 * caught on its way is refused, at sign-in (`pending`: the challenge's account) as at set-up
 * (the signed-in account), until it can no longer be accepted anyway (used-totp-codes.server.ts).
 */
async function refuseUsedCode(ctx: HookContext, pending: Account | null) {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  const userId = pending?.id ?? (await getSessionFromCtx(ctx))?.user.id;
  if (typeof code !== "string" || !userId) return;
  if (await claimTotpCode(userId, code)) {
    claimed.set(ctx.context, { userId, code });
    return;
  }
  await recordForAdmin(ctx, pending, {
    action: "auth.two-factor-failed",
    changes: { factor: SECOND_FACTOR["/two-factor/verify-totp"], reason: "code already used" },
  });
  throw new APIError("UNAUTHORIZED", { message: TOTP_CODE_USED, code: "TOTP_CODE_USED" });
}

const after = createAuthMiddleware(async (ctx) => {
  const returned = ctx.context.returned;
  const failed = returned instanceof APIError;
  const signedIn = ctx.context.newSession?.user as Account | undefined;

  if (ctx.path === SIGN_IN) {
    const email = bodyEmail(ctx);
    if (!email) return;
    if (failed && returned.statusCode === 401) {
      await recordSignInFailure(email);
      await recordForAdmin(ctx, await accountByEmail(ctx, email), {
        action: "auth.sign-in-failed",
        changes: { reason: "wrong password" },
      });
    } else if (!failed) {
      // Right password: with or without a second factor still to give, the guesses are over.
      await clearSignInFailures(email);
      if (signedIn) await recordForAdmin(ctx, signedIn, { action: "auth.sign-in", changes: { factor: "password" } });
    }
    return;
  }

  if (isSecondFactor(ctx.path)) {
    const pending = challenged.get(ctx.context);
    const factor = SECOND_FACTOR[ctx.path];
    const code = claimed.get(ctx.context);
    if (code && failed) await releaseTotpCode(code.userId, code.code);
    if (pending && failed) {
      await recordForAdmin(ctx, pending, { action: "auth.two-factor-failed", changes: { factor } });
    } else if (pending && signedIn) {
      await recordForAdmin(ctx, signedIn, { action: "auth.sign-in", changes: { factor: `password and ${factor}` } });
    } else if (!pending && signedIn && ctx.path === "/two-factor/verify-totp") {
      // A signed-in account confirmed its new authenticator app: two-factor sign-in is now on.
      await recordForAdmin(ctx, signedIn, { action: "account.two-factor-enabled" });
    }
    return;
  }

  const account = ctx.context.session?.user as Account | undefined;
  if (failed || !account) return;
  if (ctx.path === "/two-factor/disable") await recordForAdmin(ctx, account, { action: "account.two-factor-disabled" });
  if (ctx.path === "/two-factor/generate-backup-codes") {
    await recordForAdmin(ctx, account, { action: "account.backup-codes-renewed" });
  }
  if (ctx.path === "/change-password") await recordForAdmin(ctx, account, { action: "account.password-changed" });
});

const WATCHED = new Set([
  SIGN_IN,
  ...Object.keys(SECOND_FACTOR),
  "/two-factor/disable",
  "/two-factor/generate-backup-codes",
  "/change-password",
]);
const watched = (ctx: { path?: string }) => WATCHED.has(ctx.path ?? "");

/**
 * Watches better-auth's own endpoints, so that every way in (our forms, or a
 * script posting JSON to /api/auth) is treated alike: password guesses per
 * account are slowed down (sign-in-slowdown.server.ts), and an admin account's
 * sign-ins, failures and security changes go into the audit log. Listed after
 * the two-factor plugin, so that its hooks have run when ours look at a sign-in.
 */
export function accountWatch() {
  return {
    id: "account-watch",
    hooks: { before: [{ matcher: watched, handler: before }], after: [{ matcher: watched, handler: after }] },
  } satisfies BetterAuthPlugin;
}
