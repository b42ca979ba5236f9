import CircleCheck from "lucide-react/icons/circle-check";
import { data, Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { confirmByCustomer, readConfirmLink } from "~/modules/orders/customer-confirmation.server";
import {
  CUSTOMER_CHECK_AGAIN,
  CUSTOMER_CHECK_NEXT,
  CUSTOMER_CHECK_THANKS,
  type ConfirmLinkState,
} from "~/modules/orders/customer-confirmation";
import { useShopPhones } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/order-confirm";
import { readForm } from "~/utils/form.server";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import { PRIVATE_PAGE_HEADERS } from "~/utils/private-page";

// The secret is in the address: never cached, never sent on as a referrer.
const PRIVATE = PRIVATE_PAGE_HEADERS;
const STATUS: Record<ConfirmLinkState | "done", number> = {
  open: 200,
  done: 200,
  confirmed: 200,
  expired: 410,
  invalid: 404,
};

/** A GET only shows the button (mail scanners open links); it never confirms. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key");
  const found = await readConfirmLink(params.number, key);
  return data(
    { ...found, key: found.state === "open" ? key : null },
    { status: STATUS[found.state], headers: PRIVATE },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const key = form.get("key");
  const done = await confirmByCustomer(params.number, typeof key === "string" ? key : null);
  return data(done, { status: STATUS[done.state], headers: PRIVATE });
}

// Their own headers (no-store, and no referrer: the address holds a private key).
export const headers = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Confirm your order",
    description: "Confirm your cash-on-delivery order.",
    path: `/orders/${(params.number ?? "").toUpperCase()}/confirm`,
    noindex: true,
  });

export default function OrderConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { phone } = useShopPhones();
  const busy = useNavigation().state === "submitting";
  const state = actionData?.state ?? loaderData.state;
  const number = actionData?.number ?? loaderData.number;
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-line bg-linen p-6 text-center shadow-soft sm:p-10">
        {state === "open" && (
          <>
            <h1 className="text-3xl font-medium">Confirm order #{number}</h1>
            <p className="mt-4 leading-relaxed text-muted">
              You chose cash on delivery. Please confirm that you placed this order, so that we can start on it.
            </p>
            <Form method="post" className="mt-8">
              <input type="hidden" name="key" value={loaderData.key ?? ""} />
              <Button type="submit" size="lg" disabled={busy}>
                {busy ? "Confirming..." : "Yes, I placed this order"}
              </Button>
            </Form>
            <p className="mt-6 text-sm text-muted">
              Did not place it? Ignore this page, or call us on {phone}: nothing is made until it is confirmed.
            </p>
          </>
        )}
        {(state === "done" || state === "confirmed") && (
          <>
            <CircleCheck className="mx-auto size-12 text-sage" aria-hidden="true" />
            {/* The customer's check, not the shop's: only the shop confirms an order (DECISIONS: One account of an order). */}
            <h1 className="mt-4 text-3xl font-medium" tabIndex={-1}>
              {state === "done" ? CUSTOMER_CHECK_THANKS : CUSTOMER_CHECK_AGAIN}
            </h1>
            <p className="mt-4 leading-relaxed text-muted">
              {/* Used again later, the link may find the order in production: no promise about what comes next. */}
              {state === "done" ? CUSTOMER_CHECK_NEXT : `Order #${number}: its tracking page shows where it stands.`}
            </p>
            <ButtonLink to={`/track-order?order=${number}`} variant="outline" className="mt-8">
              Track your order
            </ButtonLink>
          </>
        )}
        {state === "expired" && (
          <>
            <h1 className="text-3xl font-medium">This link has expired</h1>
            <p className="mt-4 leading-relaxed text-muted">
              Please call us on {phone}, or reply to your order e-mail, to confirm order #{number}.
            </p>
          </>
        )}
        {state === "invalid" && (
          <>
            <h1 className="text-3xl font-medium">This link is not valid</h1>
            <p className="mt-4 leading-relaxed text-muted">
              Please use the link in your order e-mail as it is, or call us on {phone}.
            </p>
          </>
        )}
      </div>
    </Container>
  );
}
