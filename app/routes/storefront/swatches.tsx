import type { ShouldRevalidateFunction } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { Container } from "~/components/ui/container";
import { SwatchAside } from "~/modules/swatches/components/swatch-aside";
import { SwatchConfirmation } from "~/modules/swatches/components/swatch-confirmation";
import { SwatchRequestForm } from "~/modules/swatches/components/swatch-request-form";
import type { SwatchFormResult } from "~/modules/swatches/swatch-notices";
import { loadSwatchPage } from "~/modules/swatches/swatch-page.server";
import { handleSwatchRequest } from "~/modules/swatches/swatch-request-action.server";
import { useShopPhones } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/swatches";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Request Free Swatches",
    description:
      "Choose up to five fabrics and finishes from our sofas, chairs and tables, and we post the samples to you free of charge: no account, no payment.",
    path: "/swatches",
  });

/** A Retry-After on a refusal reaches the client. */
export const headers = loaderAndActionHeaders;

export const loader = ({ request }: Route.LoaderArgs) => loadSwatchPage(request);

export const action = ({ request }: Route.ActionArgs) => handleSwatchRequest(request);

/**
 * A refused request (409: a swatch was withdrawn meanwhile) must show the swatches on offer now:
 * React Router skips reloading after a 4xx unless told to.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" || defaultShouldRevalidate;

export default function Swatches({ loaderData, actionData }: Route.ComponentProps) {
  const { phone } = useShopPhones();
  const result = actionData as SwatchFormResult | undefined;
  return (
    <>
      <PageHero
        eyebrow="Free samples"
        title="Request Free Swatches"
        lead="Choose up to five fabrics and finishes from our pieces and we post the samples to you, free of charge. See the colours in your own room before you order."
      />
      <Container className="grid gap-10 py-10 sm:py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,2fr)] lg:gap-14">
        <div className="min-w-0 rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-8">
          {result?.ok && result.sent ? (
            <SwatchConfirmation sent={result.sent} />
          ) : loaderData.groups.length === 0 ? (
            <p className="py-10 text-center text-muted">
              No fabrics or finishes are offered as swatches just now. Please call us and we will help.
            </p>
          ) : (
            <SwatchRequestForm page={loaderData} result={result} />
          )}
        </div>
        <SwatchAside phone={phone} />
      </Container>
    </>
  );
}
