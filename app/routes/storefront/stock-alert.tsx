import type { ShouldRevalidateFunction } from "react-router";
import { Container } from "~/components/ui/container";
import { StockAlertCard } from "~/modules/stock-alerts/components/stock-alert-card";
import {
  handleStockAlertPage,
  loadStockAlertPage,
  type StockAlertPage,
} from "~/modules/stock-alerts/stock-alert-link-page.server";
import { pageMeta } from "~/utils/meta";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/stock-alert";

/** GET /stock-alerts/:id?key=…: a stock alert's private page, from its mails; only a POST confirms or stops it. */
export const loader = ({ request, params }: Route.LoaderArgs) => loadStockAlertPage(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) => handleStockAlertPage(request, params.id);

// Its own headers (no-store, and no referrer beyond the shop: the address holds a private key).
export const headers = loaderAndActionHeaders;

// After a POST the action's answer is the page: the key may no longer open it (stopped), so no reload.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Your stock alert",
    description: "Confirm or stop an alert for a piece that is sold out.",
    path: "/stock-alerts",
    noindex: true,
  });

export default function StockAlert({ loaderData, actionData }: Route.ComponentProps) {
  const page = (actionData as StockAlertPage | undefined) ?? loaderData;
  return (
    <Container className="py-14 sm:py-20">
      <StockAlertCard page={page} />
    </Container>
  );
}
