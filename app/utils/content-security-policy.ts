/**
 * The policy for every page: scripts only from us or with this response's
 * nonce; no framing; forms post only to us. Inline style attributes stay
 * allowed (React's style props), which cannot run code.
 */
export function contentSecurityPolicy(nonce: string) {
  return policy(`'nonce-${nonce}'`);
}

/**
 * The same policy for a page kept in the shared page cache: many visitors get
 * the same bytes, so a nonce would no longer be secret. Its inline scripts are
 * allowed by their SHA-256 digests (base64) instead, and no others.
 */
export function contentSecurityPolicyForHashes(digests: string[]) {
  return policy(digests.map((digest) => `'sha256-${digest}'`).join(" "));
}

function policy(inlineScripts: string) {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    // blob: the previews of pictures chosen in a form (object URLs), before they are sent.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
