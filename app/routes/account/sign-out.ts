import { redirect } from "react-router";
import { callAuthEndpoint, withCookies } from "~/modules/accounts/auth-endpoint.server";
import type { Route } from "./+types/sign-out";

export async function action({ request }: Route.ActionArgs) {
  const result = await callAuthEndpoint(request, "/sign-out", {});
  throw redirect("/", { headers: withCookies(result.setCookie) });
}

export function loader() {
  throw redirect("/");
}
