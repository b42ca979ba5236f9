import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/modules/accounts/password-rules";

/** The confirmation page's one field that turns a guest's order into an account. */
export const guestAccountSchema = z.object({
  password: z
    .string({ error: "Please choose a password." })
    .min(1, "Please choose a password.")
    .min(PASSWORD_MIN, `Passwords have at least ${PASSWORD_MIN} characters.`)
    .max(PASSWORD_MAX, `Passwords have at most ${PASSWORD_MAX} characters.`),
});
