/**
 * The client's address as the host stamped it into x-forwarded-for (the
 * socket's address, or a trusted proxy's header; see server/listen.ts), taken
 * as better-auth takes it: the first entry.
 */
export function requestAddress(request: { headers: Headers }): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim().toLowerCase() || "unknown";
}

/**
 * The client for rate limits: its address, where IPv6 clients count per /64,
 * the block one household or phone usually gets.
 */
export function clientAddress(request: Request): string {
  const address = requestAddress(request);
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : address.split(":");
  return `${groups.slice(0, 4).join(":")}::/64`;
}
