/**
 * The methods that change nothing (RFC 9110 §9.2.1): no body to limit or
 * check, no cross-site question, nothing a cached page could miss.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const isSafeMethod = (method: string) => SAFE_METHODS.has(method);
