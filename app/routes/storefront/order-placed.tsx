import { Link, useSearchParams } from "react-router";
import { WhatsAppContact } from "~/components/layout/whatsapp-contact";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { AccountOffer } from "~/modules/orders/components/account-offer";
import { OrderPayment } from "~/modules/orders/components/order-payment";
import { Notice } from "~/components/ui/notice";
import { handleGuestAccount, loadOrderPage, type OrderPageData } from "~/modules/orders/order-page.server";
import { MoneyLineValue, moneyLineTestId } from "~/modules/orders/components/money-line-value";
import { deliveryLineLabel } from "~/modules/orders/order-delivery";
import type { OrderAccount } from "~/modules/orders/order-account";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { cn } from "~/utils/cn";
import { formatPrice } from "~/utils/money";
import { formatShopDate } from "~/utils/shop-time";
import { whatsAppUrl } from "~/utils/whatsapp";
import { pageMeta } from "~/utils/meta";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/order-placed";

export const loader = ({ request, params }: Route.LoaderArgs) => loadOrderPage(request, params.number);
export const action = ({ request, params }: Route.ActionArgs) => handleGuestAccount(request, params.number);

export const meta: Route.MetaFunction = ({ matches, params }) => [
  ...pageMeta(matches, {
    title: `Order #${(params.number ?? "").toUpperCase()}`,
    description: "Your order.",
    path: `/orders/${(params.number ?? "").toUpperCase()}`,
    noindex: true,
  }),
];

// The loader's privacy headers, and an action's refusal with its Retry-After.
export const headers = loaderAndActionHeaders;

export default function OrderPlaced({ loaderData, actionData }: Route.ComponentProps) {
  const { order, account, bank, accountOffer, mailPromise, claimPath } = loaderData as OrderPageData;
  const [search] = useSearchParams();
  const { whatsapp } = useShopSettings();
  const feeOpen = account.money.totalOpen;
  const firstName = order.fullName.trim().split(/\s+/)[0] ?? "";
  return (
    <Container className="py-10 sm:py-14">
      {search.get("placed") === "1" && (
        <Notice tone="success" className="mb-8">
          Order placed successfully! {mailPromise}
        </Notice>
      )}
      {account.testNote && (
        <p
          className="mb-8 rounded-2xl border border-brass/50 bg-cream px-4 py-3 text-sm text-espresso"
          data-testid="test-order-note"
        >
          {account.testNote}
        </p>
      )}
      <p className="text-sm font-semibold tracking-wide text-walnut uppercase">
        <span data-testid="order-status">{account.statusLabel}</span> · placed {formatShopDate(order.placedAt)}
      </p>
      <h1 className="mt-2 text-3xl font-medium sm:text-4xl">
        Thank you{firstName ? `, ${firstName}` : ""}: order{" "}
        <span className="whitespace-nowrap" data-testid="order-number">
          #{order.number}
        </span>
      </h1>
      {/* The items and the total first on a phone; the right-hand column from large screens up. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <section
          aria-labelledby="order-items-heading"
          className="rounded-[var(--radius-card)] border border-line bg-linen p-6 shadow-soft lg:col-start-2 lg:row-start-1"
        >
          <h2 id="order-items-heading" className="font-display text-xl font-medium">
            Your order
          </h2>
          <ul role="list" className="mt-4 space-y-2 text-sm">
            {order.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-4">
                <span className="text-muted">
                  {item.name} x {item.quantity}
                </span>
                <span className="shrink-0 font-medium">{formatPrice(item.totalPrice)}</span>
              </li>
            ))}
          </ul>
          {/* Subtotal, a code's reduction, delivery and its reduction: the order's account lists them. */}
          <dl className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
            {account.money.lines.map((line) => (
              <div key={line.kind} className="flex justify-between gap-4">
                <dt className="text-muted">{line.label}</dt>
                <dd
                  className={cn("font-medium", line.spoken && "text-sage")}
                  data-testid={moneyLineTestId("order", line.kind)}
                >
                  <MoneyLineValue line={line} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 flex justify-between border-t border-line pt-4 text-lg font-semibold">
            <span>Total</span>
            <span data-testid="order-total">{formatPrice(account.money.total)}</span>
          </p>
          <ButtonLink to="/furniture" variant="outline" className="mt-6 w-full">
            Continue Shopping
          </ButtonLink>
        </section>
        <div className="grid gap-8 lg:col-start-1 lg:row-start-1">
          <Section title="Payment">
            <OrderPayment account={account} bank={bank} paymentMethod={order.paymentMethod} />
          </Section>
          <Section title="What happens next">
            {account.status === "pending" ? (
              <ol className="list-decimal space-y-2 pl-5">
                <li>
                  We call or message you on {order.phone} within one working day to confirm your order
                  {feeOpen ? " and tell you the delivery charge" : ""}.
                </li>
                <li>Your pieces are prepared in our Lahore workshop. Changes are possible within 24 hours.</li>
                <li>
                  Our delivery coordinator calls 48 hours ahead to agree a day and a two-hour window
                  {account.delivery.kind === "window" ? `; expected ${account.delivery.text}` : ""}.
                </li>
              </ol>
            ) : (
              <p data-testid="order-next">
                {account.now} {account.next}
              </p>
            )}
            {claimPath && (
              <p className="mt-4">
                <Link to={claimPath} className="font-semibold text-walnut underline underline-offset-4">
                  Return, exchange or warranty claim
                </Link>
                : ask for one online, with photos and a day that suits you.
              </p>
            )}
            <p className="mt-4">
              <Link
                to={`/track-order?order=${order.number}`}
                className="font-semibold text-walnut underline underline-offset-4"
              >
                Track your order
              </Link>{" "}
              at any time with its number.
            </p>
            {whatsAppUrl(whatsapp) && (
              <p className="mt-2">
                Questions about your order?{" "}
                <WhatsAppContact phone={whatsapp} message={`Hello, about my order #${order.number}`} />
              </p>
            )}
          </Section>
          <Section title="Delivery">
            <p>
              {order.deliveryOption ? deliveryLineLabel(order).replace(/^Delivery \((.*)\)$/, "$1") : "Delivery"}
              <AccountDeliveryText delivery={account.delivery} />
            </p>
            <address className="mt-2 whitespace-pre-line not-italic text-muted">
              {order.fullName}
              {"\n"}
              {order.address}
              {"\n"}
              {order.city}
              {"\n"}
              {order.phone} · {order.email}
            </address>
          </Section>
          {accountOffer && <AccountOffer email={order.email} result={actionData} />}
        </div>
      </div>
    </Container>
  );
}

/** The delivery as the account states it: delivered on a day, planned for one, or the window promised. */
function AccountDeliveryText({ delivery }: { delivery: OrderAccount["delivery"] }) {
  switch (delivery.kind) {
    case "delivered":
      return (
        <>
          , <strong data-testid="delivery-day">{delivery.text.replace(/^D/, "d")}</strong>
        </>
      );
    case "planned":
      return (
        <>
          , planned for <strong data-testid="delivery-day">{delivery.text}</strong>
        </>
      );
    case "window":
      // The window is one phrase ('Dec 14 – Dec 29, 2026'): the line breaks before it, not inside it.
      return (
        <>
          , expected{" "}
          <strong data-testid="delivery-window" className="whitespace-nowrap">
            {delivery.text}
          </strong>
        </>
      );
    case "none":
      return null;
  }
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `order-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-display text-2xl font-medium">
        {title}
      </h2>
      <div className="mt-3 leading-relaxed">{children}</div>
    </section>
  );
}
