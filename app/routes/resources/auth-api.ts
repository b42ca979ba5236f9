import { auth } from "~/modules/accounts/auth.server";
import type { Route } from "./+types/auth-api";

// better-auth's own endpoints at its default base path, for any standard client.
export function loader({ request }: Route.LoaderArgs) {
  return auth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return auth().handler(request);
}
