// A mail server for the fault benchmark: a real SMTP server on loopback that
// outlives every restart of the shop, so that it sees each mail the shop hands
// over, including a second copy sent after a kill (the outbox's one repeat).
import { SMTPServer } from "smtp-server";

/** Undoes quoted-printable soft breaks and escapes, so links and subjects can be read. */
function decodeQuotedPrintable(raw) {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

function header(head, name) {
  return new RegExp(`^${name}: ?(.*(?:\\r?\\n[ \\t].*)*)`, "im")
    .exec(head)?.[1]
    ?.replace(/\r?\n[ \t]+/g, " ")
    .trim();
}

/**
 * Starts the sink on a free loopback port. Each received mail is kept as
 * { messageId, subject, to, text }; `waiters` let a caller wait for a mail.
 */
export async function startFaultSink() {
  const received = [];
  const waiters = new Set();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
        const mail = {
          messageId: header(head, "Message-ID") ?? "",
          subject: header(head, "Subject") ?? "",
          to: session.envelope.rcptTo.map((address) => address.address),
          text: decodeQuotedPrintable(raw),
        };
        received.push(mail);
        for (const waiter of waiters) waiter();
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  // A shop killed in the middle of a conversation resets its connection: expected here, and
  // without a listener the server's 'error' event would end the benchmark.
  server.on("error", () => {});
  const { port } = server.server.address();

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves with the first mail that `match` accepts, or rejects after `timeoutMs`. */
    waitFor(match, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
