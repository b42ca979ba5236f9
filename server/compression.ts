import { pipeline, Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { brotliTextOptions, preferredEncoding } from "./encoding";

/** Below this, the encoding's own bytes and the time outweigh the saving (Hono's threshold too). */
const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Pages and other text answers compressed on request: Brotli for the browsers that take it (all of
 * today's), gzip for the others, in the order server/encoding.ts reads from Accept-Encoding (as the
 * page cache does). Brotli takes the home page's HTML to 13.2 KB instead of gzip's 15.5, inside
 * the first round trip of a new connection (about 14 KB), in which a phone on a slow network waits
 * for nothing else. Hono's compress() would do gzip alone: Node 20's CompressionStream has no
 * Brotli. Answers that already have an encoding pass as they are: the built scripts and
 * stylesheets (compressed once by the build, at quality 11) and the page cache's pages.
 */
export function compressAnswers(): MiddlewareHandler {
  return async function compress(c, next) {
    await next();
    const res = c.res;
    const length = res.headers.get("Content-Length");
    if (
      !res.body ||
      c.req.method === "HEAD" ||
      res.status === 206 ||
      res.headers.has("Content-Encoding") ||
      res.headers.has("Transfer-Encoding") ||
      (length !== null && Number(length) < THRESHOLD) ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get("Content-Type") ?? "") ||
      NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "")
    )
      return;
    const vary = res.headers.get("Vary");
    if (vary !== "*" && !VARIES_BY_ENCODING.test(vary ?? ""))
      c.header("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;

    const sizeHint = length === null ? undefined : Number(length);
    const encoder = encoding === "br" ? zlib.createBrotliCompress(brotliTextOptions(sizeHint)) : zlib.createGzip();
    // The encoder holds its output until it has enough to send: fine while no page streams deferred
    // data (none does; a page's HTML comes in one burst). A page that did would want a flush here.
    // pipeline() ends both streams if either fails (a visitor gone mid-answer).
    const body = pipeline(Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>), encoder, () => {});
    c.res = new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, c.res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}
