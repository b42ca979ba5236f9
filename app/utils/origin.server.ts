import { env } from "./env.server";

/** The public origin for absolute links: PUBLIC_URL when set, else the request's own. */
export function publicOrigin(request: Request) {
  return env().PUBLIC_URL ? new URL(env().PUBLIC_URL!).origin : new URL(request.url).origin;
}
