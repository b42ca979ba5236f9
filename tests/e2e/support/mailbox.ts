import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_MAIL_DIR } from "./mail-sink";

/** Waits for a mail to `to` whose subject matches, and returns its decoded source. */
export async function waitForMail(to: string, subject: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        for (const name of fs.readdirSync(E2E_MAIL_DIR).sort().reverse()) {
          const decoded = fs.readFileSync(path.join(E2E_MAIL_DIR, name), "utf8");
          const envelope = /^X-Envelope-To: (.*?)\r?$/m.exec(decoded)?.[1] ?? "";
          if (envelope.split(",").includes(to) && subject.test(decoded)) {
            found = decoded;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `a mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The first link to our own shop in a mail whose path starts with `pathPrefix` (or, `exact`, is it). */
export function linkIn(mail: string, pathPrefix: string, { exact = false } = {}): string {
  const links = mail.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links
    .map((href) => href.replace(/&amp;/g, "&"))
    .find((href) => {
      const path = new URL(href).pathname;
      return exact ? path === pathPrefix : path.startsWith(pathPrefix);
    });
  if (!link) throw new Error(`no link to ${pathPrefix} in the mail`);
  return link;
}

/** Every mail to `to` the sink has kept so far, oldest first, with the time it arrived. */
export function mailsTo(to: string): { at: number; text: string }[] {
  return fs
    .readdirSync(E2E_MAIL_DIR)
    .map((name) => ({ name, at: Number(name.split("-")[0]) }))
    .sort((a, b) => a.at - b.at)
    .map(({ name, at }) => ({ at, text: fs.readFileSync(path.join(E2E_MAIL_DIR, name), "utf8") }))
    .filter(({ text }) => (/^X-Envelope-To: (.*?)\r?$/m.exec(text)?.[1] ?? "").split(",").includes(to));
}

/**
 * A stock alert's page link in its mail: the confirming one, or (`stop`) the unsubscribe one. The
 * mail's List-Unsubscribe header comes first in its source, so linkIn would find the stop link.
 */
export function alertLinkIn(mail: string, { stop = false } = {}): string {
  const links = (mail.match(/https?:\/\/[^\s"'<>]+\/stock-alerts\/[^\s"'<>]+/g) ?? []).map((href) =>
    href.replace(/&amp;/g, "&"),
  );
  const link = links.find((href) => new URL(href).searchParams.has("stop") === stop);
  if (!link) throw new Error("no stock alert link in the mail");
  return link;
}
