import { z } from "zod";
import { normalisePakistaniPhone } from "~/utils/phone";
import { EMAIL_MAX, EMAIL_TOO_LONG, NAME_MAX, NAME_TOO_LONG } from "./account-limits";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-rules";

const email = z
  .string()
  .trim()
  .min(1, "Please enter your e-mail address.")
  .max(EMAIL_MAX, EMAIL_TOO_LONG)
  .pipe(z.email("Please enter a valid e-mail address."))
  .transform((value) => value.toLowerCase());

const password = z
  .string()
  .min(1, "Please enter your password.")
  .min(PASSWORD_MIN, `Passwords have at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Passwords have at most ${PASSWORD_MAX} characters.`);

const fullName = z.string().trim().min(1, "Please enter your full name.").max(NAME_MAX, NAME_TOO_LONG);

export const signInSchema = z.object({ email, password: z.string().min(1, "Please enter your password.") });
export const signUpSchema = z.object({ fullName, email, password });
export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z
  .object({ token: z.string().min(1, "This reset link is incomplete."), password, confirm: z.string() })
  .refine((value) => value.password === value.confirm, { message: "The two passwords differ.", path: ["confirm"] });

const phone = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === "") return null;
    const canonical = normalisePakistaniPhone(value);
    if (!canonical) {
      context.addIssue({ code: "custom", message: "Please enter a Pakistani mobile number, e.g. 0300 1234567." });
      return z.NEVER;
    }
    return canonical;
  });

export const profileSchema = z.object({ fullName, phone });

/** A code from the authenticator app (spaces as some apps show them are fine), or a backup code. */
export const secondFactorSchema = z.discriminatedUnion("method", [
  z.object({
    method: z.literal("totp"),
    code: z
      .string()
      .transform((value) => value.replace(/\s/g, ""))
      .pipe(z.string().regex(/^\d{6}$/, "Please enter the 6-digit code from your authenticator app.")),
  }),
  z.object({
    method: z.literal("backup"),
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{6,40}$/, "Please enter one of your backup codes, e.g. AbCdE-12345."),
  }),
]);

const currentPassword = z.string().min(1, "Please enter your password.").max(PASSWORD_MAX);

/** Turning two-factor sign-in on or off, or renewing the backup codes, asks for the password again. */
export const passwordConfirmSchema = z.object({ password: currentPassword });
export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, "Please enter your current password."), password, confirm: z.string() })
  .refine((value) => value.password === value.confirm, { message: "The two passwords differ.", path: ["confirm"] });
