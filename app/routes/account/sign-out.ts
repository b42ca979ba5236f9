import { redirect } from "react-router";
import { handleSignOut } from "~/modules/accounts/sign-out-action.server";
import type { Route } from "./+types/sign-out";

export const action = ({ request }: Route.ActionArgs) => handleSignOut(request);

export function loader() {
  throw redirect("/");
}
