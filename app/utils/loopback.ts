/**
 * The names the shop answers to when PUBLIC_URL is unset (it binds to 127.0.0.1 by
 * default): the host check (server/host-check.ts) serves only these, and better-auth
 * builds its links only for these, whatever the Host header says.
 */
export const LOOPBACK_HOSTNAMES = ["localhost", "127.0.0.1", "[::1]"];

/** better-auth's allowed hosts for the same names, with any port. */
export const LOOPBACK_HOST_PATTERNS = LOOPBACK_HOSTNAMES.flatMap((name) => [name, `${name}:*`]);
