import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailAttachment } from "~/db/schema";
import { env } from "~/utils/env.server";
import { log } from "~/utils/log.server";

/** A mail as the outbox hands it over; `id` is the outbox row's. */
export interface OutgoingMail {
  id: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[] | null;
  /** Where a mail program posts the reader's one-click unsubscribe (RFC 8058). */
  unsubscribeUrl?: string | null;
}

export type MailFrom = string | { name: string; address: string };

interface MailSender {
  send(mail: OutgoingMail, from: MailFrom): Promise<void>;
  close(): void;
}

interface MailTransportConfig {
  /** An SMTP URL, or `null` to write .eml files even when SMTP_URL is set. */
  smtpUrl?: string | null;
  dataDir?: string;
  from?: string;
}

let config: MailTransportConfig = {};
let sender: MailSender | undefined;

/** Overrides the environment (tests): takes effect on the next send. */
export function configureMailTransport(options: MailTransportConfig) {
  resetMailTransport();
  config = { ...options };
}

/** Forgets the configuration and the built transport (tests). */
export function resetMailTransport() {
  sender?.close();
  sender = undefined;
  config = {};
}

/**
 * MAIL_FROM, else "<sender name> <no-reply@shahkaar.example>". The name is the
 * shop's current one: whoever starts the worker says how to read it, so mail
 * knows nothing of the settings.
 */
export async function mailFrom(senderName?: () => Promise<string>): Promise<MailFrom> {
  const configured = config.from ?? env().MAIL_FROM;
  if (configured) return configured;
  const address = "no-reply@shahkaar.example";
  return senderName ? { name: await senderName(), address } : address;
}

/** Sends one mail through SMTP_URL, or writes it under DATA_DIR/mail when there is none. */
export function deliverMail(mail: OutgoingMail, from: MailFrom): Promise<void> {
  sender ??= buildSender();
  return sender.send(mail, from);
}

function buildSender(): MailSender {
  const smtpUrl = "smtpUrl" in config ? config.smtpUrl : env().SMTP_URL;
  return smtpUrl ? smtpSender(smtpUrl) : fileSender(path.join(config.dataDir ?? env().DATA_DIR, "mail"));
}

function message(mail: OutgoingMail, from: MailFrom) {
  const address = typeof from === "string" ? from : from.address;
  const domain = /@([^\s>]+)/.exec(address)?.[1] ?? "shahkaar.example";
  // The same Message-ID on every try lets a receiving server drop a repeat.
  const messageId = `<${mail.id}@${domain}>`;
  const replyTo = mail.replyTo ?? undefined;
  const attachments = mail.attachments?.map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    content,
  }));
  // A mail the reader may stop carries List-Unsubscribe and List-Unsubscribe-Post, so that a
  // mail program's own 'Unsubscribe' posts to it in one click (RFC 8058).
  const unsubscribe = mail.unsubscribeUrl
    ? {
        list: { unsubscribe: { url: mail.unsubscribeUrl, comment: "Unsubscribe" } },
        headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      }
    : {};
  return {
    from,
    to: mail.to,
    replyTo,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId,
    attachments,
    ...unsubscribe,
  };
}

function smtpSender(url: string): MailSender {
  // Short timeouts: a send must end well within the worker's two-minute lease.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail, from) {
      await transport.sendMail(message(mail, from));
    },
    close: () => transport.close(),
  };
}

const LINK = /https?:\/\/[^\s<>"'()[\]]+/g;

function fileSender(directory: string): MailSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail, from) {
      const info = await transport.sendMail(message(mail, from));
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(directory, `${stamp}-${mail.id}.eml`);
      const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
      await mkdir(directory, { recursive: true });
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, file);
      const links = [...new Set(mail.text.match(LINK) ?? [])];
      log.info(`Mail "${mail.subject}" to ${mail.to} written to ${file}`, { links });
    },
    close: () => transport.close(),
  };
}

/** Whether mail goes to a real server (SMTP_URL); without one it is only written to files. */
export const mailServerConfigured = (): boolean => Boolean(env().SMTP_URL);
