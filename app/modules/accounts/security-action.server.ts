import { data } from "react-router";
import { z } from "zod";
import { auditActor, recordAudit } from "~/modules/audit/audit.server";
import { fieldErrors } from "~/utils/form-fields";
import { passwordConfirmSchema, secondFactorSchema } from "./accounts.schema";
import { callAuthEndpoint, failedWith, withCookies } from "./auth-endpoint.server";
import type { SessionUser } from "./session.server";
import { endOtherSessions, endSession } from "./sessions.server";
import { drawQrCode, type QrDrawing } from "./totp-qr.server";
import { TOTP_CODE_USED } from "./used-totp-codes.server";

type Form = Record<string, FormDataEntryValue>;

/** The security tab's forms (profile and admin alike), by their `intent`. */
export const SECURITY_INTENTS = [
  "two-factor-start",
  "two-factor-confirm",
  "two-factor-disable",
  "backup-codes",
  "session-end",
  "sessions-end-others",
] as const;

export function isSecurityIntent(intent: unknown): intent is (typeof SECURITY_INTENTS)[number] {
  return SECURITY_INTENTS.includes(intent as (typeof SECURITY_INTENTS)[number]);
}

/** What the setup step shows: the QR code, the secret to type by hand, and the backup codes to save. */
export interface TwoFactorSetup {
  uri: string;
  secret: string;
  qr: QrDrawing;
  backupCodes: string[];
}

export interface SecurityResult {
  intent: "security";
  /** Which card the answer belongs to. */
  card: "two-factor" | "sessions";
  ok?: string;
  error?: string;
  errors?: Record<string, string>;
  setup?: TwoFactorSetup;
  /** Backup codes to save now: shown once, after setup or renewal. */
  backupCodes?: string[];
}

const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;
const TOTP_URI = /^otpauth:\/\/totp\/[^\s]{1,300}$/;

/**
 * The setup step carries its QR link and backup codes in hidden fields, so
 * that a mistyped code shows the same page again. They are only ever shown
 * back to the same person (the app checks the code against the secret it
 * stored), so a forged value can only show its sender something wrong; the
 * shapes are still checked before anything is drawn.
 */
const pendingSetupSchema = z.object({
  uri: z.string().regex(TOTP_URI),
  backupCodes: z
    .string()
    .transform((value) => value.split(" "))
    .pipe(z.array(z.string().regex(BACKUP_CODE)).min(1).max(20)),
});

function setupFrom(uri: string, backupCodes: string[]): TwoFactorSetup {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return { uri, secret, qr: drawQrCode(uri), backupCodes };
}

const answer = (result: Omit<SecurityResult, "intent" | "card">, init?: ResponseInit) =>
  data<SecurityResult>({ intent: "security", card: "two-factor", ...result }, init);

const sessionsAnswer = (ok: string) => data<SecurityResult>({ intent: "security", card: "sessions", ok });

/**
 * POST of the security tab: turn two-factor sign-in on (password, then a code
 * from the app), off (password), renew the backup codes (password), end one
 * of the account's other sessions, or all of them. better-auth does the
 * two-factor work through its HTTP handler (its rate limits apply); an admin's
 * changes are written to the audit log (account-watch.server.ts for the
 * two-factor ones, here for sessions).
 */
export async function handleSecurity(request: Request, user: SessionUser, form: Form) {
  switch (form.intent) {
    case "two-factor-start":
      return startTwoFactor(request, form);
    case "two-factor-confirm":
      return confirmTwoFactor(request, form);
    case "two-factor-disable":
      return withPassword(request, form, "/two-factor/disable", "Two-factor sign-in is off.");
    case "backup-codes":
      return withPassword(request, form, "/two-factor/generate-backup-codes", "New backup codes are ready.");
    case "session-end":
      return endOne(request, user, form);
    case "sessions-end-others":
      return endOthers(request, user);
    default:
      // Only the form's own intent signs the other browsers out: a stray post must not.
      return answer({ error: "That form is not known here. Please reload the page." }, { status: 400 });
  }
}

async function startTwoFactor(request: Request, form: Form) {
  const parsed = passwordConfirmSchema.safeParse(form);
  if (!parsed.success) return answer({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const result = await callAuthEndpoint(request, "/two-factor/enable", { password: parsed.data.password });
  if (!result.ok) return answer({ errors: { password: refusal(result.status, result.message) } }, failedWith(result));
  const uri = String(result.payload?.totpURI ?? "");
  const codes = (result.payload?.backupCodes as string[] | undefined) ?? [];
  return answer({ setup: setupFrom(uri, codes) });
}

async function confirmTwoFactor(request: Request, form: Form) {
  const pending = pendingSetupSchema.safeParse(form);
  if (!pending.success) return answer({ error: "The set-up was interrupted. Please start again." }, { status: 400 });
  const setup = setupFrom(pending.data.uri, pending.data.backupCodes);
  const parsed = secondFactorSchema.safeParse({ method: "totp", code: form.code });
  if (!parsed.success) return answer({ setup, errors: fieldErrors(parsed.error) }, { status: 400 });
  const result = await callAuthEndpoint(request, "/two-factor/verify-totp", { code: parsed.data.code });
  if (!result.ok) {
    const error =
      result.status === 429
        ? (result.message ?? "Too many attempts.")
        : result.payload?.code === "TOTP_CODE_USED"
          ? TOTP_CODE_USED
          : "That code is not right. Check that your phone's clock is set automatically, then try the newest code.";
    return answer({ setup, errors: { code: error } }, failedWith(result));
  }
  // better-auth replaced the session (it now carries the second factor): pass its cookie on.
  return answer(
    { ok: "Two-factor sign-in is on. Keep your backup codes somewhere safe.", backupCodes: setup.backupCodes },
    { headers: withCookies(result.setCookie) },
  );
}

async function withPassword(request: Request, form: Form, path: string, done: string) {
  const parsed = passwordConfirmSchema.safeParse(form);
  if (!parsed.success) return answer({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const result = await callAuthEndpoint(request, path, { password: parsed.data.password });
  if (!result.ok) return answer({ errors: { password: refusal(result.status, result.message) } }, failedWith(result));
  const backupCodes = result.payload?.backupCodes as string[] | undefined;
  return answer({ ok: done, backupCodes }, { headers: withCookies(result.setCookie) });
}

function refusal(status: number, message: string | null) {
  if (status === 400 || status === 401) return "Your password is not right.";
  return message ?? "That did not work. Please try again.";
}

const sessionIdSchema = z.object({ sessionId: z.string().min(1).max(100) });

async function endOne(request: Request, user: SessionUser, form: Form) {
  const parsed = sessionIdSchema.safeParse(form);
  const ended = parsed.success && (await endSession(user.id, parsed.data.sessionId, user.sessionId));
  // Ending a session that has already gone is what was asked: say so, change nothing.
  if (!ended) return sessionsAnswer("That session has already ended.");
  if (user.isAdmin) {
    const target = { type: "session", id: parsed.data.sessionId };
    await recordAudit(auditActor(request, user), { action: "account.session-ended", target });
  }
  return sessionsAnswer("The session has ended: that browser is signed out.");
}

async function endOthers(request: Request, user: SessionUser) {
  const count = await endOtherSessions(user.id, user.sessionId);
  if (count > 0 && user.isAdmin) {
    await recordAudit(auditActor(request, user), { action: "account.sessions-ended", changes: { sessions: count } });
  }
  return sessionsAnswer(count === 0 ? "No other sessions were signed in." : `Signed out everywhere else (${count}).`);
}
