import { db } from "~/db/client.server";
import { queueMail } from "~/modules/mail/outbox.server";
import { passwordChangedMail } from "~/modules/accounts/mails/password-changed";
import { resetPasswordMail } from "~/modules/accounts/mails/reset-password";
import { verifyEmailMail } from "~/modules/accounts/mails/verify-email";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { publicOrigin } from "~/utils/origin.server";

type Recipient = { email: string; name: string };

// Account mails go through the outbox like every other mail: if the mail
// server is down at sign-up, the verification mail waits and is sent later.
async function queue(kind: string, to: string, mail: { subject: string; html: string; text: string }) {
  await queueMail(db(), { kind, to, ...mail });
  wakeMailWorker();
}

export async function sendVerificationMail(user: Recipient, url: string) {
  const settings = await getShopSettings();
  await queue("verify-email", user.email, verifyEmailMail({ name: user.name, url, settings }));
}

export async function sendResetPasswordMail(user: Recipient, url: string) {
  const settings = await getShopSettings();
  await queue("reset-password", user.email, resetPasswordMail({ name: user.name, url, settings }));
}

export async function sendPasswordChangedMail(user: Recipient, request?: Request) {
  const settings = await getShopSettings();
  const origin = request ? publicOrigin(request) : (process.env.PUBLIC_URL ?? "");
  await queue(
    "password-changed",
    user.email,
    passwordChangedMail({ name: user.name, origin, settings, when: new Date() }),
  );
}
