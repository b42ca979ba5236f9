import Search from "lucide-react/icons/search";
import { useEffect, useRef } from "react";
import { Form, useNavigation, type ShouldRevalidateFunction } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { TrackedOrderView } from "~/modules/orders/components/tracked-order";
import { handleTrackOrder, trackOrderAnswer } from "~/modules/orders/track-order-action.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/track-order";
import { loaderAndActionHeaders } from "~/utils/route-headers";

/**
 * GET /track-order?order=A1B2C3D4 opens a tracked order directly: the links in
 * the confirmation mail and the profile use it. The form posts instead, so a
 * typed e-mail or phone never lands in the address bar, the history or a
 * server log; without one, the post redirects to the GET address above.
 */
export const headers = loaderAndActionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  return trackOrderAnswer(request, search.get("order"), search.get("contact"));
}

export const action = ({ request }: Route.ActionArgs) => handleTrackOrder(request);

// A lookup by post answers itself: loading the page's GET lookup again would count twice against
// the limit. A post that redirected (no e-mail or phone typed) has no result and loads as usual.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, actionResult, defaultShouldRevalidate }) =>
  formMethod === "POST" && actionResult !== undefined ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Track Your Order",
    description: "Follow your furniture order from confirmation through production to delivery.",
    path: "/track-order",
    noindex: true,
  });

export default function TrackOrder({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const loaderData = actionData ?? loaded;
  const navigation = useNavigation();
  const tracking = navigation.state !== "idle" && navigation.location?.pathname === "/track-order";
  const { query } = loaderData;
  const invalid = loaderData.state === "invalid" ? loaderData.message : undefined;
  // After a lookup from the form, the found order's heading takes the focus and scrolls into view.
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    if (loaderData.state !== "found") return;
    const heading = document.getElementById("order-heading");
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading?.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
    heading?.focus({ preventScroll: true });
  }, [loaderData]);

  return (
    <>
      <PageHero
        eyebrow="Order Tracking"
        title="Track Your Order"
        lead="Enter the order number from your confirmation e-mail to see where your furniture is, from confirmation through production to delivery."
      />

      <section aria-labelledby="track-form-heading" className="py-12 sm:py-16">
        <Container>
          <div className="mx-auto max-w-5xl rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-8">
            <h2 id="track-form-heading" className="font-display text-2xl font-medium">
              Find your order
            </h2>
            <Form
              method="post"
              action="/track-order"
              noValidate
              key={`${query.order}|${query.contact}`}
              preventScrollReset
              onSubmit={() => {
                submitted.current = true;
              }}
              className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start"
              aria-labelledby="track-form-heading"
            >
              <div className="grid gap-5 sm:grid-cols-2">
                <Field
                  label="Order ID"
                  name="order"
                  defaultValue={query.order}
                  placeholder="e.g. A1B2C3D4"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  aria-required="true"
                  hint="The 8 characters after 'Order #' in your e-mail."
                  error={invalid}
                  autoFocus={Boolean(invalid)}
                />
                <Field
                  label="E-mail or phone used for the order"
                  name="contact"
                  defaultValue={query.contact}
                  autoComplete="email"
                  spellCheck={false}
                  hint="Optional: shows the delivery details in full."
                />
              </div>
              <Button
                type="submit"
                size="lg"
                disabled={tracking}
                className="w-full sm:w-auto sm:justify-self-start lg:mt-[1.625rem] lg:h-[3.125rem]"
              >
                <Search className="size-4" aria-hidden="true" />
                {tracking ? "Tracking..." : "Track Order"}
              </Button>
            </Form>

            {loaderData.state === "not-found" && (
              <Notice tone="error" title={loaderData.title} className="mt-6">
                {loaderData.message}
              </Notice>
            )}
            {(loaderData.state === "error" || loaderData.state === "rate-limited") && (
              <Notice tone="error" className="mt-6">
                {loaderData.message}
              </Notice>
            )}
          </div>

          {loaderData.state === "found" && (
            <TrackedOrderView order={loaderData.order} contactMismatch={loaderData.contactMismatch} />
          )}
        </Container>
      </section>
    </>
  );
}
