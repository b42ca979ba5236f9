import { data } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { log } from "~/utils/log.server";
import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  log.warn("Page not found", { path: url.pathname + url.search });
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function NotFoundRoute() {
  return <NotFound />;
}
