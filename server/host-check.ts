import type { MiddlewareHandler } from "hono";

import { LOOPBACK_HOSTNAMES } from "~/utils/loopback";

/**
 * Without PUBLIC_URL, the links in the shop's mails (verify the address, reset
 * the password) are built from the request's own address, that is from its
 * Host header, which the sender chooses: a reset asked for with a forged Host
 * would mail the victim a link to the forger's site. So without PUBLIC_URL
 * only the loopback names are served (the shop binds to 127.0.0.1 by default);
 * behind a proxy or on a network, PUBLIC_URL names the shop and the links use
 * it whatever the Host says. /health answers any Host: it reveals nothing.
 */
export function hostCheck(publicUrl?: string): MiddlewareHandler {
  return async (c, next) => {
    if (publicUrl || c.req.path === "/health") return next();
    const { hostname } = new URL(c.req.url);
    // Exact names only: '127.0.0.1.evil.example' starts like a loopback address and is not one.
    if (LOOPBACK_HOSTNAMES.includes(hostname)) return next();
    return c.text(
      "This shop answers on its loopback address only until PUBLIC_URL names the address it is served at.",
      421,
    );
  };
}
