import { redirect } from "react-router";
import { callAuthEndpoint, withCookies } from "./auth-endpoint.server";

/** POST /auth/sign-out: ends the session and sends the visitor home without its cookies. */
export async function handleSignOut(request: Request): Promise<never> {
  const result = await callAuthEndpoint(request, "/sign-out", {});
  throw redirect("/", { headers: withCookies(result.setCookie) });
}
