import { Link, useSearchParams } from "react-router";
import { WhatsAppContact } from "~/components/layout/whatsapp-contact";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { AccountOffer } from "~/modules/orders/components/account-offer";
import { BankDetails } from "~/modules/orders/components/bank-details";
import { CopyButton } from "~/components/ui/copy-button";
import { Notice } from "~/components/ui/notice";
import { handleGuestAccount, loadOrderPage, type OrderPageData } from "~/modules/orders/order-page.server";
import { deliveryFeeText, deliveryLineLabel, orderWindowText } from "~/modules/orders/order-delivery";
import { statusLabels } from "~/modules/orders/order-status";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { formatPrice } from "~/utils/money";
import { advanceText } from "~/modules/orders/payments";
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
  const { order, bank, accountOffer } = loaderData as OrderPageData;
  const [search] = useSearchParams();
  const { whatsapp } = useShopSettings();
  const window = orderWindowText(order);
  const feeOpen = order.deliveryFee === null;
  const amount = feeOpen
    ? `${formatPrice(order.totalAmount)} plus the delivery charge we confirm`
    : formatPrice(order.totalAmount);
  const firstName = order.fullName.trim().split(/\s+/)[0] ?? "";
  return (
    <Container className="py-10 sm:py-14">
      {search.get("placed") === "1" && (
        <Notice tone="success" className="mb-8">
          Order placed successfully! You will receive a confirmation email shortly.
        </Notice>
      )}
      <p className="text-sm font-semibold tracking-wide text-walnut uppercase">
        {statusLabels[order.status]} · placed {formatShopDate(order.placedAt)}
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
          <dl className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Subtotal</dt>
              <dd className="font-medium">{formatPrice(order.subtotal)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{deliveryLineLabel(order)}</dt>
              <dd className="font-medium" data-testid="order-delivery-fee">
                {deliveryFeeText(order.deliveryFee)}
              </dd>
            </div>
          </dl>
          <p className="mt-4 flex justify-between border-t border-line pt-4 text-lg font-semibold">
            <span>Total</span>
            <span data-testid="order-total">{formatPrice(order.totalAmount)}</span>
          </p>
          <ButtonLink to="/furniture" variant="outline" className="mt-6 w-full">
            Continue Shopping
          </ButtonLink>
        </section>
        <div className="grid gap-8 lg:col-start-1 lg:row-start-1">
          <Section title="Payment">
            {order.advanceDue > 0 ? (
              <>
                <p data-testid="advance-due">
                  <strong>{advanceText(order.totalAmount, order.advanceDue)}.</strong>
                </p>
                <p className="mt-2">
                  Please transfer the advance of <strong>{formatPrice(order.advanceDue)}</strong> to the account below,
                  with your order number as the reference: we start making your order once it arrives.{" "}
                  {order.paymentMethod === "cod"
                    ? "The balance is paid in cash on delivery."
                    : "The balance is paid by bank transfer before delivery."}
                </p>
                {bank && <OrderBankDetails bank={bank} number={order.number} />}
              </>
            ) : order.paymentMethod === "cod" ? (
              <p>
                Cash on delivery: please have <strong data-testid="amount-due">{amount}</strong> ready in cash when your
                order is delivered.
              </p>
            ) : (
              <>
                <p>
                  Bank transfer: please transfer <strong data-testid="amount-due">{amount}</strong> to the account
                  below, with your order number as the reference. We prepare your order once the payment arrives.
                </p>
                {bank && <OrderBankDetails bank={bank} number={order.number} />}
              </>
            )}
          </Section>
          <Section title="What happens next">
            <ol className="list-decimal space-y-2 pl-5">
              <li>
                We call or message you on {order.phone} within one working day to confirm your order
                {feeOpen ? " and tell you the delivery charge" : ""}.
              </li>
              <li>Your pieces are prepared in our Lahore workshop. Changes are possible within 24 hours.</li>
              <li>
                Our delivery coordinator calls 48 hours ahead to agree a day and a two-hour window
                {window ? `; expected ${window}` : ""}.
              </li>
            </ol>
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
              {window && (
                <>
                  , expected <strong data-testid="delivery-window">{window}</strong>
                </>
              )}
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

/** The shop's account with the order number as the transfer's reference, to copy. */
function OrderBankDetails({ bank, number }: { bank: NonNullable<OrderPageData["bank"]>; number: string }) {
  return (
    <BankDetails bank={bank}>
      <dt className="font-semibold">Reference</dt>
      <dd className="flex flex-wrap items-center gap-3">
        <span className="font-mono font-semibold">{number}</span>
        <CopyButton text={number} label="Copy reference" />
      </dd>
    </BankDetails>
  );
}
