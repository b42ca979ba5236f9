import { finished } from "node:stream/promises";
import busboy from "busboy";
import { shownFileName } from "./file-name";
import { byteLabel, type FormLimits } from "./form-limits";
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from "./text-safety";

/** Why a body was not accepted as its form: the status to answer and what to tell the sender. */
export class FormRefusal extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

export const tooLargeMessage = (bytes: number) => `The request is too large: the limit is ${byteLabel(bytes)}.`;

/**
 * The answer to a refused form: its message as JSON `{ error }` to a script that asked for
 * JSON (the uploads with progress), else as text. A 413 closes the connection, since the
 * client may still be sending: a socket kept open would read those bytes as the next request.
 */
export function formRefusalResponse(request: Request, refusal: FormRefusal): Response {
  const headers: Record<string, string> = refusal.status === 413 ? { Connection: "close" } : {};
  if (request.headers.get("accept")?.includes("application/json")) {
    return Response.json({ error: refusal.message }, { status: refusal.status, headers });
  }
  return new Response(refusal.message, {
    status: refusal.status,
    headers: { ...headers, "Content-Type": "text/plain; charset=UTF-8" },
  });
}

const MALFORMED = "The form could not be read.";

function refusalOfLimit(kind: "fields" | "fieldBytes" | "files" | "name", limits: FormLimits) {
  const messages = {
    fields: `The form has too many fields: at most ${limits.fields}.`,
    fieldBytes: `A field of the form is too long: each may be up to ${byteLabel(limits.fieldBytes)}.`,
    files: limits.files === 0 ? "This form takes no files." : `The form has too many files: at most ${limits.files}.`,
    name: "The form has a field name that is too long.",
  };
  return new FormRefusal(413, messages[kind]);
}

// No text of ours contains a NUL (PostgreSQL cannot store one), a text-direction control or
// bytes that were not UTF-8 (see hasUnsafeText): whatever a form stores is shown again in
// admin pages, mails and the CSV.
function textRefusal(text: string) {
  if (text.includes("\0")) return new FormRefusal(400, "The form contains a NUL character.");
  if (hasUnsafeText(text)) return new FormRefusal(400, UNSAFE_TEXT_MESSAGE);
  return undefined;
}

export interface ParseOptions {
  /**
   * After a refusal, read and drop up to this many more bytes of the body, so that a client
   * still sending reliably gets the answer (a connection closed mid-upload shows as a broken
   * pipe). Nothing read is kept. 0 (the default): stop reading at once.
   */
  drainBytes?: number;
}

/**
 * Reads a form (urlencoded or multipart) as it arrives, once, holding it to `limits`: the
 * first limit passed ends the reading with a FormRefusal (413), so a body of a million tiny
 * parts or an endless one costs what its first few kilobytes cost, and no more of it than
 * the limits allow is ever in memory. Text is checked as it is read (400 for a NUL, a
 * text-direction control, or bytes that were not UTF-8).
 */
export async function parseForm(
  request: Request,
  limits: FormLimits,
  { drainBytes = 0 }: ParseOptions = {},
): Promise<FormData> {
  // A declared length over the limit is refused before a byte is parsed.
  const declared = Number(request.headers.get("content-length"));
  if (declared > limits.bytes) {
    if (declared <= drainBytes && request.body) await discard(request.body.getReader(), drainBytes);
    throw new FormRefusal(413, tooLargeMessage(limits.bytes));
  }
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  // Only the boundary is taken from the header: a form is UTF-8 whatever charset it names.
  const boundary = type === "multipart/form-data" ? /;\s*boundary=("?)([^";]+)\1/i.exec(contentType) : null;
  const headers = { "content-type": boundary ? `${type}; boundary=${boundary[2]}` : type };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers,
      defParamCharset: "utf8",
      limits: {
        fields: limits.fields,
        fieldSize: limits.fieldBytes,
        files: limits.files,
        fileSize: limits.fileBytes,
        parts: limits.fields + limits.files,
        fieldNameSize: 200,
        headerPairs: 20,
      },
    });
  } catch {
    throw new FormRefusal(400, MALFORMED);
  }

  // Entries in the order they were sent; a file's slot is filled when its last byte is in.
  const entries: { name: string; value: string | File | undefined }[] = [];
  let refusal: FormRefusal | undefined;
  const refuse = (reason: FormRefusal | undefined) => void (refusal ??= reason);

  parser.on("field", (name, value, info) => {
    if (info.nameTruncated) return refuse(refusalOfLimit("name", limits));
    if (info.valueTruncated) return refuse(refusalOfLimit("fieldBytes", limits));
    const problem = textRefusal(name) ?? textRefusal(value);
    if (problem) return refuse(problem);
    entries.push({ name, value });
  });
  parser.on("file", (name, stream, info) => {
    const problem = textRefusal(name);
    if (problem) {
      refuse(problem);
      return stream.resume();
    }
    const slot: (typeof entries)[number] = { name, value: undefined };
    entries.push(slot);
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    stream.on("data", (chunk: Uint8Array<ArrayBuffer>) => chunks.push(chunk));
    // A file cut short errs when the parser is ended or destroyed, which is handled below.
    stream.on("error", () => {});
    stream.on("limit", () => {
      const file = shownFileName(info.filename ?? "");
      refuse(new FormRefusal(413, `${file} is too large: each file may be up to ${byteLabel(limits.fileBytes)}.`));
    });
    stream.on("end", () => {
      if (!stream.truncated) slot.value = new File(chunks, info.filename ?? "blob", { type: info.mimeType });
    });
  });
  parser.on("fieldsLimit", () => refuse(refusalOfLimit("fields", limits)));
  parser.on("filesLimit", () => refuse(refusalOfLimit("files", limits)));
  parser.on("partsLimit", () => refuse(refusalOfLimit(limits.files > 0 ? "files" : "fields", limits)));
  const done = finished(parser).catch(() => refuse(new FormRefusal(400, MALFORMED)));

  const reader = request.body?.getReader();
  let read = 0;
  try {
    while (reader && !refusal) {
      const { done: ended, value } = await reader.read();
      if (ended) break;
      read += value.byteLength;
      if (read > limits.bytes) refuse(new FormRefusal(413, tooLargeMessage(limits.bytes)));
      // busboy parses a chunk as it is written: a refusal shows at once, before the next read.
      else if (!parser.write(value) && !refusal) await Promise.race([waitFor(parser, "drain"), done]);
    }
    if (!refusal) {
      parser.end();
      await done;
    }
  } catch {
    refuse(new FormRefusal(400, MALFORMED));
  }
  if (refusal) {
    parser.destroy();
    if (reader) await discard(reader, drainBytes);
    throw refusal;
  }

  const form = new FormData();
  for (const { name, value } of entries) if (value !== undefined) form.append(name, value);
  return form;
}

const waitFor = (emitter: NodeJS.EventEmitter, event: string) =>
  new Promise<void>((resolve) => emitter.once(event, () => resolve()));

async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, bytes: number) {
  let dropped = 0;
  try {
    while (dropped < bytes) {
      const { done, value } = await reader.read();
      if (done) return;
      dropped += value.byteLength;
    }
  } catch {
    return;
  }
  await reader.cancel().catch(() => {});
}
