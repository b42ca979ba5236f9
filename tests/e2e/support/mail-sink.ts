import fs from "node:fs";
import path from "node:path";
import { startSmtpSink } from "../../setup/smtp-sink";

export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_MAIL_DIR = "test-results/e2e-mail";

/**
 * Playwright's global set-up: a real SMTP server on loopback that keeps every
 * message as a file (decoded, with its envelope recipients first) for the
 * tests to open. The shop sends to it through SMTP_URL, as to any mail server.
 */
export default async function startMailSink() {
  fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let count = 0;
  const sink = await startSmtpSink(E2E_SMTP_PORT, (mail) => {
    const file = path.join(E2E_MAIL_DIR, `${Date.now()}-${count++}.eml`);
    fs.writeFileSync(file, `X-Envelope-To: ${mail.envelopeTo.join(",")}\r\n${mail.decoded}`);
  });
  return () => sink.close();
}
