import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests that keeps what it receives. Test support
 * only: nothing in the shop imports it.
 */
export interface ReceivedMail {
  raw: string;
  /** The raw message with quoted-printable undone, for finding links. */
  decoded: string;
  envelopeTo: string[];
  header(name: string): string | undefined;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Undoes quoted-printable soft line breaks (`=\r\n`) and `=XX` escapes. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** `onMail` sees each message as it arrives (the browser tests keep them as files). */
export async function startSmtpSink(port = 0, onMail?: (mail: ReceivedMail) => void): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
        const mail: ReceivedMail = {
          raw,
          decoded: decodeQuotedPrintable(raw),
          envelopeTo: session.envelope.rcptTo.map((address) => address.address),
          header: (name) => new RegExp(`^${name}: ?(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head)?.[1]?.trim(),
        };
        received.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
