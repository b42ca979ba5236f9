import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { IMPORT_MAX_BYTES } from "~/modules/catalog/product-import";
import { MAX_UPLOAD_BYTES, UPLOAD_FORM_OVERHEAD } from "~/modules/media/upload.server";
import { isSafeMethod } from "./safe-methods";

/**
 * Every ordinary form of the shop (the longest is a product or project with its
 * texts and up to 20 picture addresses of 2,000 characters) stays under 64 KB.
 * 256 KB leaves four times that, and keeps anyone from making an action read
 * megabytes into memory through request.formData().
 */
export const FORM_LIMIT_BYTES = 256 * 1024;

/** A picture with the product form (or alone), the same bytes the routes themselves allow. */
const UPLOAD_LIMIT_BYTES = MAX_UPLOAD_BYTES + UPLOAD_FORM_OVERHEAD;
/** The admin's JSON import posts to the product list. */
const IMPORT_LIMIT_BYTES = IMPORT_MAX_BYTES + UPLOAD_FORM_OVERHEAD;

const PRODUCT_FORM = /^\/admin\/products\/[^/]+$/;

/** The most a request to this path may send. React Router's script posts to `<path>.data`: the same route. */
export function bodyLimitFor(pathname: string): number {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  if (path === "/admin/uploads" || PRODUCT_FORM.test(path)) return UPLOAD_LIMIT_BYTES;
  if (path === "/admin/products") return IMPORT_LIMIT_BYTES;
  return FORM_LIMIT_BYTES;
}

const label = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`;

// Connection: close, because the client may still be sending the rest: a socket kept open
// would read those bytes as the next request, and the client would see a reset.
const tooLarge = (c: Context, maxSize: number) =>
  c.text(`The request is too large: the limit is ${label(maxSize)}.`, 413, { Connection: "close" });

// Bodies without a Content-Length (chunked) are counted as they arrive.
const limiters = new Map<number, MiddlewareHandler>();
function limiter(maxSize: number) {
  let handler = limiters.get(maxSize);
  if (!handler) {
    handler = bodyLimit({ maxSize, onError: (c) => tooLarge(c, maxSize) });
    limiters.set(maxSize, handler);
  }
  return handler;
}

/**
 * Past this, a declared body is not read to the end: the connection is closed at once. Below it the
 * refused bytes are read and dropped first, so the client, still sending, reliably gets the 413
 * (closing mid-upload makes it see a broken pipe instead). Nothing is kept in memory.
 */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

async function discard(body: ReadableStream<Uint8Array> | null) {
  if (!body) return;
  const reader = body.getReader();
  let read = 0;
  while (read <= DRAIN_MAX_BYTES) {
    const { done, value } = await reader.read();
    if (done) return;
    read += value.byteLength;
  }
  await reader.cancel().catch(() => {});
}

/**
 * Refuses a request body over its path's limit with 413, before any route
 * reads it: by Content-Length when declared, else by counting the chunks.
 * Reads carry no body and pass untouched (looking at one would make the Node
 * adapter build a full Request for every page view).
 */
export function requestBodyLimit(): MiddlewareHandler {
  return async (c, next) => {
    if (isSafeMethod(c.req.method)) return next();
    const maxSize = bodyLimitFor(c.req.path);
    const declared = Number(c.req.header("content-length"));
    if (declared > maxSize) {
      if (declared <= DRAIN_MAX_BYTES) await discard(c.req.raw.body).catch(() => {});
      return tooLarge(c, maxSize);
    }
    return limiter(maxSize)(c, next);
  };
}
