import http from "node:http";
import type { AddressInfo } from "node:net";

export class ListenError extends Error {}

/** Resolves once the server listens; a busy port becomes one clear sentence. */
export function listen(server: http.Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") {
        reject(new ListenError(`Port ${port} on ${host} is already in use. Stop the other process or set PORT.`));
      } else if (error.code === "EACCES") {
        reject(new ListenError(`Not allowed to listen on ${host}:${port}. Choose a PORT above 1023.`));
      } else if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND") {
        reject(new ListenError(`HOST ${host} is not an address of this machine.`));
      } else reject(error);
    });
    server.listen(port, host, () => resolve(server.address() as AddressInfo));
  });
}

/**
 * The client's address for rate limiting: from the socket, unless a trusted
 * proxy stands in front (TRUST_PROXY), whose x-forwarded-for is then kept.
 * The Fetch adapter reads both `headers` and `rawHeaders`, so both are edited.
 */
export function stampClientAddress(request: http.IncomingMessage, trustProxy: boolean) {
  if (trustProxy && request.headers["x-forwarded-for"]) return;
  const raw = request.rawHeaders;
  for (let index = raw.length - 2; index >= 0; index -= 2) {
    if (raw[index]!.toLowerCase() === "x-forwarded-for") raw.splice(index, 2);
  }
  const socketAddress = request.socket.remoteAddress ?? "unknown";
  const address = socketAddress.startsWith("::ffff:") ? socketAddress.slice(7) : socketAddress;
  raw.push("x-forwarded-for", address);
  request.headers["x-forwarded-for"] = address;
}
