/** A request body larger than the caller allows: answered 413 without reading it all. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request is larger than ${limit} bytes.`);
  }
}

/** A body that is not the form it claims to be. */
export class MalformedFormError extends Error {}

/**
 * A form's fields and files, read only up to `maxBytes`: a declared
 * Content-Length over the limit is refused before any byte is read, and a body
 * without one (chunked) is cut off as soon as it passes the limit, so a huge
 * upload never sits whole in memory.
 */
export async function readLimitedFormData(request: Request, maxBytes: number): Promise<FormData> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError(maxBytes);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new BodyTooLargeError(maxBytes);
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return await new Response(body, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw new MalformedFormError("The form could not be read.");
  }
}
