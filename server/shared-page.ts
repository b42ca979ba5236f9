import { createHash } from "node:crypto";
import { contentSecurityPolicyForHashes } from "~/utils/content-security-policy";
import { infoPages } from "~/modules/content/info-pages";
import { encodeText, preferredEncoding } from "./encoding";

/**
 * The pages that are the same for every visitor who sends no cookie: the
 * catalogue, the projects and the information pages. Not the cart, wishlist,
 * checkout, tracking, account or admin pages, nor page data (`.data`).
 */
const SHARED_EXACT = new Set(["/", "/furniture", "/home-decor", "/sale", "/interior-design", "/projects"]);
const SHARED_UNDER = ["/furniture/", "/services/", "/projects/"];
const INFO = new Set(infoPages.map((page) => `/${page}`));

export function isSharedPage(pathname: string) {
  if (pathname.endsWith(".data")) return false;
  if (SHARED_EXACT.has(pathname) || INFO.has(pathname)) return true;
  return SHARED_UNDER.some((prefix) => pathname.startsWith(prefix) && !pathname.slice(prefix.length).includes("/"));
}

/** A page as the cache keeps it (always a 200): the bytes, plain, in Brotli and gzipped, and the headers to send with them. */
export interface SharedPage {
  headers: [string, string][];
  plain: Uint8Array<ArrayBuffer>;
  brotli: Uint8Array<ArrayBuffer>;
  gzipped: Uint8Array<ArrayBuffer>;
}

// Headers that belong to one response, not to the page.
const NOT_KEPT = new Set(["content-length", "content-encoding", "transfer-encoding", "date", "set-cookie"]);

/**
 * Turns a rendered page into one that may be shared: its nonce removed from
 * the markup and the policy, which allows its inline scripts by digest.
 * Returns undefined for any answer that is not a whole, cookie-free page.
 */
export async function toSharedPage(response: Response): Promise<SharedPage | undefined> {
  const headers = response.headers;
  if (response.status !== 200 || !response.body) return undefined;
  if (!headers.get("content-type")?.startsWith("text/html")) return undefined;
  if (headers.has("set-cookie") || headers.has("content-encoding")) return undefined;

  let html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(headers.get("content-security-policy") ?? "")?.[1];
  if (nonce) html = html.split(` nonce="${nonce}"`).join("");

  const kept: [string, string][] = [];
  headers.forEach((value, name) => {
    if (!NOT_KEPT.has(name) && name !== "content-security-policy") kept.push([name, value]);
  });
  // Development serves no policy (Vite's own scripts); production always does.
  if (headers.has("content-security-policy")) {
    kept.push(["content-security-policy", contentSecurityPolicyForHashes(inlineScriptDigests(html))]);
  }
  const plain = new TextEncoder().encode(html);
  return { headers: kept, plain, ...(await encodeText(plain)) };
}

/** The SHA-256 digest (base64) of each inline script that runs: not `src` scripts, not JSON data blocks. */
export function inlineScriptDigests(html: string) {
  const digests = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!) || /type\s*=\s*"application\/(ld\+)?json"/i.test(attributes!)) continue;
    digests.add(createHash("sha256").update(body!, "utf8").digest("base64"));
  }
  return [...digests];
}

/** The answer to one request for a shared page: in the encoding the client prefers, if any. */
export function sharedPageResponse(page: SharedPage, request: { method: string; acceptEncoding?: string }) {
  const encoding = preferredEncoding(request.acceptEncoding);
  const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzipped : page.plain;
  const headers = new Headers(page.headers);
  headers.set("Content-Length", String(body.byteLength));
  headers.set("Vary", "Accept-Encoding");
  if (encoding) headers.set("Content-Encoding", encoding);
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}
