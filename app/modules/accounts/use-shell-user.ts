import { useRouteLoaderData } from "react-router";
import type { ShellUser } from "~/components/layout/shell-types";

/** The signed-in visitor as the root loader saw them, or null. */
export function useShellUser(): ShellUser | null {
  const data = useRouteLoaderData("root") as { user: ShellUser | null } | undefined;
  return data?.user ?? null;
}
