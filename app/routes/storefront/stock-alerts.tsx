import { redirect } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Notice } from "~/components/ui/notice";
import { handleStockAlertSignUp } from "~/modules/stock-alerts/stock-alert-action.server";
import type { StockAlertResult } from "~/modules/stock-alerts/stock-alert-result";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/stock-alerts";

/**
 * POST /stock-alerts: 'Tell me when it is back'. The product page's form posts here through a
 * fetcher and shows the answer in place; without JavaScript the answer is this page.
 */
export const action = ({ request }: Route.ActionArgs) => handleStockAlertSignUp(request);

/** Nothing to show without a form sent. */
export const loader = () => redirect("/furniture");

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Stock alert",
    description: "Tell me when it is back.",
    path: "/stock-alerts",
    noindex: true,
  });

export default function StockAlerts({ actionData }: Route.ComponentProps) {
  const result = actionData as StockAlertResult | undefined;
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-xl">
        <h1 className="font-display text-3xl font-medium">Tell me when it is back</h1>
        {result?.ok ? (
          <Notice tone="success" title="Check your inbox" className="mt-6">
            We sent a link to <b className="wrap-anywhere">{result.email}</b>. Confirm it, and we write once, the day
            the piece is back.
          </Notice>
        ) : (
          <Notice tone="error" className="mt-6">
            {result?.message ?? "Please fill in the form on the piece's page."}
            {result && Object.values(result.errors).length > 0 && (
              <ul className="mt-2 list-disc pl-5">
                {Object.values(result.errors).map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </Notice>
        )}
        <ButtonLink
          to={result?.ok === false && result.inStockPath ? result.inStockPath : "/furniture"}
          className="mt-8"
        >
          {result?.ok === false && result.inStockPath ? "See the piece" : "Back to Furniture"}
        </ButtonLink>
      </div>
    </Container>
  );
}
