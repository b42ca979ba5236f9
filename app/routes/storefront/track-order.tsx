import { Check, CircleX, Lock, MapPin, Package, Search } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { getSessionUser } from "~/modules/accounts/session.server";
import { useShellUser } from "~/modules/accounts/use-shell-user";
import { formatPrice } from "~/modules/catalog/money";
import { productPath } from "~/modules/catalog/paths";
import { OrderStatusBadge } from "~/modules/orders/components/order-status-badge";
import { formatOrderDate, paymentLabels } from "~/modules/orders/order-status";
import { timelineSteps } from "~/modules/orders/tracking";
import { clientAddress, trackingStatus, trackOrder, type TrackedOrder } from "~/modules/orders/tracking.server";
import { cn } from "~/utils/cn";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/track-order";

/**
 * GET /track-order?order=A1B2C3D4[&contact=…]: a GET form, so the links in the
 * confirmation mail and the profile open the tracked order directly.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const result = await trackOrder({
    order: search.get("order"),
    contact: search.get("contact"),
    client: clientAddress(request),
    viewer: async () => {
      const user = await getSessionUser(request);
      return { userId: user?.id ?? null, isAdmin: user?.isAdmin ?? false };
    },
  });
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (result.state === "rate-limited") headers.set("Retry-After", String(result.retryAfterSeconds));
  return data(result, { status: trackingStatus[result.state], headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Track Your Order",
    description: "Follow your furniture order from confirmation through production to delivery.",
    path: "/track-order",
    noindex: true,
  });

export default function TrackOrder({ loaderData }: Route.ComponentProps) {
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
              method="get"
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

const card = "rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-7";

function TrackedOrderView({ order, contactMismatch }: { order: TrackedOrder; contactMismatch: boolean }) {
  const cancelled = order.status === "cancelled";
  return (
    <section aria-labelledby="order-heading" className="mx-auto mt-10 max-w-5xl">
      <p role="status" className="sr-only">
        Order {order.number} found.
      </p>
      <div className={cn(card, "flex flex-wrap items-start justify-between gap-5")}>
        <div>
          <p className="text-xs font-bold tracking-[0.2em] text-terracotta uppercase">Order number</p>
          <h2 id="order-heading" tabIndex={-1} className="mt-1 font-display text-3xl font-medium outline-none">
            #{order.number}
          </h2>
          <p className="mt-1 text-sm text-muted">Placed on {formatOrderDate(order.placedAt)}</p>
        </div>
        <dl className="grid grid-cols-2 gap-x-8 gap-y-3 text-sm sm:flex sm:flex-wrap sm:gap-x-10">
          <div>
            <dt className="text-muted">Status</dt>
            <dd className="mt-1">
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
          <div>
            <dt className="text-muted">Total Amount</dt>
            <dd className="mt-1 text-lg font-semibold text-walnut" data-testid="tracked-total">
              {formatPrice(order.totalAmount)}
            </dd>
          </div>
          <div className="col-span-2 sm:col-span-1">
            <dt className="text-muted">Payment</dt>
            <dd className="mt-1 font-medium">{paymentLabels[order.paymentMethod]}</dd>
          </div>
        </dl>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid gap-6">
          <section aria-labelledby="progress-heading" className={card}>
            <h3 id="progress-heading" className="font-display text-xl font-medium">
              Order Progress
            </h3>
            {cancelled ? <CancelledState cancelledAt={order.cancelledAt} /> : <Timeline status={order.status} />}
          </section>

          <section aria-labelledby="items-heading" className={card}>
            <h3 id="items-heading" className="font-display text-xl font-medium">
              Order Items
            </h3>
            <ul role="list" className="mt-4 divide-y divide-line">
              {order.items.map((item) => (
                <li key={item.id} className="flex items-center gap-4 py-4 first:pt-0 last:pb-0">
                  <div className="w-16 shrink-0 overflow-hidden rounded-xl bg-cream sm:w-20">
                    {item.image ? (
                      <ResponsiveImage
                        src={item.image}
                        alt=""
                        sizes="80px"
                        className="aspect-square h-auto w-full object-cover"
                      />
                    ) : (
                      <span className="grid aspect-square place-items-center text-muted">
                        <Package className="size-6" aria-hidden="true" />
                      </span>
                    )}
                  </div>
                  <div className="min-w-0 flex-1 sm:flex sm:items-center sm:justify-between sm:gap-4">
                    <div className="min-w-0">
                      <p className="font-medium leading-snug">
                        {item.slug ? (
                          <Link to={productPath(item.slug)} className="underline-offset-4 hover:underline">
                            {item.name}
                          </Link>
                        ) : (
                          item.name
                        )}
                      </p>
                      <p className="mt-0.5 text-sm text-muted">
                        Qty {item.quantity} × {formatPrice(item.unitPrice)}
                      </p>
                    </div>
                    <p className="mt-1 shrink-0 font-semibold sm:mt-0 sm:text-right">{formatPrice(item.totalPrice)}</p>
                  </div>
                </li>
              ))}
            </ul>
            <p className="mt-4 flex justify-between border-t border-line pt-4 text-lg font-semibold">
              <span>Total</span>
              <span>{formatPrice(order.totalAmount)}</span>
            </p>
          </section>
        </div>

        <DeliveryDetails order={order} contactMismatch={contactMismatch} />
      </div>
    </section>
  );
}

function Timeline({ status }: { status: string }) {
  const steps = timelineSteps(status);
  return (
    <ol className="mt-5" aria-label="Order status timeline">
      {steps.map((step, index) => {
        const reached = step.state !== "upcoming";
        const last = index === steps.length - 1;
        return (
          <li
            key={step.status}
            aria-current={step.state === "current" ? "step" : undefined}
            className="relative flex gap-4 pb-6 last:pb-0"
          >
            {!last && (
              <span
                className={cn(
                  "absolute top-8 bottom-0 left-[15px] w-0.5",
                  steps[index + 1]!.state !== "upcoming" ? "bg-walnut" : "bg-line",
                )}
                aria-hidden="true"
              />
            )}
            <span
              className={cn(
                "relative grid size-8 shrink-0 place-items-center rounded-full border-2",
                step.state === "done" && "border-walnut bg-walnut text-linen",
                step.state === "current" && "border-walnut bg-brass-light text-walnut-dark ring-4 ring-brass-light/40",
                step.state === "upcoming" && "border-line bg-linen text-muted",
              )}
              aria-hidden="true"
            >
              {step.state === "done" ? (
                <Check className="size-4" strokeWidth={3} />
              ) : (
                <span className="text-xs font-bold">{index + 1}</span>
              )}
            </span>
            <div className="min-w-0 pt-1">
              <p className={cn("font-medium", reached ? "text-espresso" : "text-muted")}>
                {step.label}
                {step.state === "done" && <span className="sr-only"> (completed)</span>}
              </p>
              {step.state === "current" && (
                <p className="mt-1 inline-flex rounded-full bg-walnut px-2.5 py-0.5 text-xs font-semibold tracking-wide text-linen">
                  Current Status
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function CancelledState({ cancelledAt }: { cancelledAt: string | null }) {
  return (
    <div className="mt-5 flex gap-4 rounded-2xl border border-terracotta/30 bg-terracotta/5 p-4">
      <CircleX className="mt-0.5 size-6 shrink-0 text-terracotta" aria-hidden="true" />
      <div>
        <p className="font-semibold text-espresso">Cancelled</p>
        <p className="mt-1 text-sm leading-relaxed text-muted">
          This order was cancelled{cancelledAt ? ` on ${formatOrderDate(cancelledAt)}` : ""}. It will not be made or
          delivered. Questions?{" "}
          <Link to="/contact" className="font-semibold text-walnut underline underline-offset-4">
            Contact us
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

function DeliveryDetails({ order, contactMismatch }: { order: TrackedOrder; contactMismatch: boolean }) {
  const user = useShellUser();
  const masked = order.details === "masked";
  const { customer } = order;
  const returnTo = `/track-order?order=${order.number}`;
  return (
    <section aria-labelledby="delivery-heading" className={card}>
      <h3 id="delivery-heading" className="font-display text-xl font-medium">
        Delivery Details
      </h3>
      {masked && (
        <div className="mt-4 flex gap-3 rounded-2xl bg-cream p-4 text-sm leading-relaxed" data-testid="masked-details">
          <Lock className="mt-0.5 size-4 shrink-0 text-walnut" aria-hidden="true" />
          <p>
            {contactMismatch
              ? "That e-mail or phone number is not the one used for this order, so the customer's details stay hidden."
              : "The customer's details are hidden to protect their privacy."}{" "}
            {user ? (
              "Enter the e-mail or phone number used for the order to see them."
            ) : (
              <>
                <Link
                  to={`/auth?redirectTo=${encodeURIComponent(returnTo)}`}
                  className="font-semibold text-walnut underline underline-offset-4"
                >
                  Sign in
                </Link>{" "}
                or enter the e-mail or phone number used for the order to see them.
              </>
            )}
          </p>
        </div>
      )}
      <dl className="mt-5 grid gap-4 text-sm" data-testid="delivery-details">
        <Detail label="Customer Name" value={customer.name} />
        <Detail
          label="Delivery Address"
          value={
            <span className="inline-flex gap-1.5">
              <MapPin className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
              <span className="whitespace-pre-line">{customer.address}</span>
            </span>
          }
        />
        <Detail label="Phone" value={customer.phone} />
        <Detail label="E-mail" value={<span className="break-all">{customer.email}</span>} />
        {customer.notes && (
          <Detail label="Special Notes" value={<span className="whitespace-pre-line">{customer.notes}</span>} />
        )}
      </dl>
    </section>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-bold tracking-[0.15em] text-muted uppercase">{label}</dt>
      <dd className="mt-1 text-base text-espresso">{value}</dd>
    </div>
  );
}
