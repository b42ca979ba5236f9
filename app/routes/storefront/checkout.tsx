import ShieldCheck from "lucide-react/icons/shield-check";
import { useState } from "react";
import { Form, Link, useNavigation, type ShouldRevalidateFunction } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { EmptyState } from "~/components/ui/empty-state";
import { ErrorSummary } from "~/components/ui/error-summary";
import { EmailAndPhoneFields, Field, TextAreaField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SavedAddressPicker } from "~/modules/accounts/components/saved-address-picker";
import { availabilityText, cartAvailabilityNotice, lineAvailability } from "~/modules/cart/cart-availability";
import { formatPrice } from "~/utils/money";
import { DELIVERY_OPTION_IDS, type DeliveryOptionId } from "~/modules/delivery/delivery-policy";
import { citySuggestions, sharedAreaNote } from "~/modules/delivery/city-field";
import { handleCheckout, type CheckoutActionData } from "~/modules/orders/checkout-action.server";
import { checkoutQuote } from "~/modules/orders/checkout-quote";
import { addressCityNote, CheckoutSummary } from "~/modules/orders/components/checkout-summary";
import { DeliveryChoice } from "~/modules/orders/components/delivery-choice";
import { PaymentOptions } from "~/modules/orders/components/payment-options";
import { PriceChangeNotice } from "~/modules/orders/components/price-change-notice";
import { SummaryToggle } from "~/modules/orders/components/summary-toggle";
import { deliveryLineLabel } from "~/modules/orders/order-delivery";
import { orderAdvance } from "~/modules/orders/advance";
import { cashOptionWithAdvance } from "~/modules/orders/advance-wording";
import { AdvanceNote } from "~/modules/orders/components/advance-note";
import { pageMeta } from "~/utils/meta";
import { DiscountCodeBox } from "~/modules/discounts/components/discount-code-box";
import { settleDiscount } from "~/modules/discounts/discount-settle";
import { loadCheckoutPage } from "./checkout-page.server";
import type { Route } from "./+types/checkout";

export const loader = ({ request }: Route.LoaderArgs) => loadCheckoutPage(request);

export const action = ({ request }: Route.ActionArgs) => handleCheckout(request);

/**
 * React Router skips the loaders after an action that answers 4xx. A changed total (409 with
 * `priceChange`) must reload the cart, though: its new prices make the summary, the button and
 * the hidden `shownTotal`, or the next press would send the old total and be refused again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as CheckoutActionData | undefined)?.priceChange ? true : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "Checkout", description: "Delivery details and payment.", path: "/checkout" }),
  { name: "robots", content: "noindex" },
];

/** The fields in the form's order, for the error summary. */
const FIELD_LABELS: Record<string, string> = {
  fullName: "Full name",
  email: "E-mail",
  phone: "Phone",
  address: "Address",
  city: "City",
  deliveryOption: "Delivery",
  notes: "Notes",
  paymentMethod: "Payment method",
};
const fieldId = (name: string) => `checkout-${name}`;

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "empty") {
    return (
      <Page>
        <EmptyState title="Your cart is empty" action={<ButtonLink to="/furniture">Continue Shopping</ButtonLink>} />
      </Page>
    );
  }
  return <CheckoutForm data={loaderData} result={actionData as CheckoutActionData | undefined} />;
}

type ReadyData = Extract<Route.ComponentProps["loaderData"], { state: "ready" }>;

function CheckoutForm({ data, result }: { data: ReadyData; result: CheckoutActionData | undefined }) {
  const navigation = useNavigation();
  const placing = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { cart, bank, customer, idempotencyKey, policy, advanceRule } = data;
  const values = result?.values;
  const errors = result?.errors ?? {};
  const [city, setCity] = useState(values?.city ?? customer.city);
  // The address prices delivery too: one naming a city of another zone is by quote.
  const [address, setAddress] = useState(values?.address ?? customer.address);
  const [option, setOption] = useState<DeliveryOptionId>(asOption(values?.deliveryOption));
  // After a refused submit, the form shows what was sent (the server rendered it so without JavaScript).
  const [shownValues, setShownValues] = useState(values);
  if (values !== shownValues) {
    setShownValues(values);
    if (values) {
      setCity(values.city ?? "");
      setAddress(values.address ?? "");
      setOption(asOption(values.deliveryOption));
    }
  }

  const now = new Date(data.now);
  const { quote, fee } = checkoutQuote(policy, { city, address }, option, cart.total, now, cart.makingDays);
  // The visit's code where the buyer is: free delivery follows the city typed (placing the order decides the same).
  const settled = settleDiscount(
    cart.total,
    { fee, byQuote: quote?.kind === "quote" },
    data.discount.applied?.outcome ?? null,
  );
  const total = settled.total;
  const codeApplies = settled.outcome?.ok === true;
  const addressCity = quote?.kind === "quote" ? quote.addressCity : null;
  // On what is charged; priced by quote, the advance is the goods' for now (the server asks the same), raised with the charge.
  const advance = orderAdvance(
    {
      subtotal: cart.total,
      deliveryFee: fee,
      discountAmount: settled.amount,
      deliveryDiscount: settled.deliveryAmount,
    },
    advanceRule,
  );
  const deliveryOpen = quote !== null && fee === null;
  const shownPrices = cart.lines.map((line) => `${line.productId}:${line.price}`).join(",");
  const optionName = policy.options.find((candidate) => candidate.id === option)?.name ?? option;
  const deliveryLabel = quote
    ? deliveryLineLabel({ deliveryOption: option, deliveryZone: quote.zone?.name ?? null })
    : `Delivery (${optionName})`;
  const inputErrors = Object.keys(errors).length > 0;

  return (
    <Page>
      {inputErrors ? (
        <ErrorSummary errors={errors} fieldId={fieldId} labels={FIELD_LABELS} />
      ) : result?.priceChange ? (
        <PriceChangeNotice change={result.priceChange} />
      ) : (
        result?.error && (
          <Notice tone="error" className="mb-8">
            {result.error}
          </Notice>
        )
      )}
      {cartAvailabilityNotice(cart.lines) && (
        <Notice tone="error" title="Please check your cart" className="mb-8">
          {cartAvailabilityNotice(cart.lines)}{" "}
          <Link to="/cart" className="font-semibold text-walnut underline underline-offset-4">
            Change your cart
          </Link>
        </Notice>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-10">
        {/* First on a phone (a bar over the form), the right-hand column from large screens up. */}
        <div className="lg:sticky lg:top-32 lg:col-start-2 lg:row-start-1">
          <SummaryToggle total={total} pieces={cart.lines.reduce((sum, line) => sum + line.quantity, 0)}>
            <CheckoutSummary
              lines={cart.lines.map((line) => ({ ...line, problem: availabilityText(lineAvailability(line)) }))}
              subtotal={cart.total}
              deliveryLabel={deliveryLabel}
              fee={fee}
              hasCity={quote !== null}
              addressCity={addressCity}
              discount={
                codeApplies && data.discount.applied
                  ? { code: data.discount.applied.code, amount: settled.amount, deliveryAmount: settled.deliveryAmount }
                  : null
              }
              total={total}
            />
            {/* Its own form, beside the checkout form (forms do not nest): the page reloads the summary after it. */}
            <DiscountCodeBox
              applied={
                data.discount.applied && settled.outcome
                  ? { code: data.discount.applied.code, outcome: settled.outcome }
                  : null
              }
              note={data.discount.note}
              back="/checkout"
              className="mt-4 rounded-[var(--radius-card)] border border-line bg-linen p-5"
            />
          </SummaryToggle>
        </div>
        <Form
          method="post"
          id="checkout-form"
          className="grid gap-5 lg:col-start-1 lg:row-start-1"
          aria-label="Billing details"
          noValidate
        >
          <h2 className="font-display text-2xl font-medium">Billing details</h2>
          {!data.signedIn && (
            <p className="text-sm text-muted">
              No account needed. Have one?{" "}
              <a href="/auth?redirectTo=%2Fcheckout" className="font-semibold text-walnut underline underline-offset-4">
                Sign in
              </a>{" "}
              to use your saved details.
            </p>
          )}
          <SavedAddressPicker
            addresses={data.savedAddresses}
            onChoose={(saved) => {
              setCity(saved.city);
              setAddress(saved.address);
            }}
          />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <input type="hidden" name="shownTotal" value={total} />
          <input type="hidden" name="shownPrices" value={shownPrices} />
          {codeApplies && data.discount.applied && (
            <input type="hidden" name="discountCode" value={data.discount.applied.code} />
          )}
          <Field
            label="Full name"
            id={fieldId("fullName")}
            name="fullName"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={values?.fullName ?? customer.fullName}
            error={errors.fullName}
          />
          <EmailAndPhoneFields
            idPrefix="checkout"
            defaults={{ email: values?.email ?? customer.email, phone: values?.phone ?? customer.phone }}
            errors={errors}
          />
          <TextAreaField
            label="Address"
            id={fieldId("address")}
            name="address"
            autoComplete="street-address"
            required
            maxLength={500}
            defaultValue={values?.address ?? customer.address}
            onChange={(event) => setAddress(event.target.value)}
            error={errors.address}
          />
          <Field
            label="City"
            id={fieldId("city")}
            name="city"
            list="pakistan-cities"
            autoComplete="address-level2"
            required
            maxLength={80}
            value={city}
            onChange={(event) => setCity(event.target.value)}
            error={errors.city}
            // Beside the field being typed: on a phone the summary, which says it too, is folded away.
            hint={
              addressCity
                ? addressCityNote(addressCity)
                : (sharedAreaNote(policy, city, quote) ?? "Delivery is charged by city, as our Shipping page says.")
            }
          />
          <datalist id="pakistan-cities">
            {citySuggestions(policy).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <DeliveryChoice
            policy={policy}
            city={city}
            address={address}
            subtotal={cart.total}
            makingDays={cart.makingDays}
            value={option}
            onChange={setOption}
            now={now}
            error={errors.deliveryOption}
          />
          <TextAreaField
            label="Notes (optional)"
            id={fieldId("notes")}
            name="notes"
            maxLength={1000}
            defaultValue={values?.notes ?? ""}
            error={errors.notes}
            hint="Delivery times, floor, landmarks."
          />
          {/* The option ticked says the advance too, with the figures the note and the button give. */}
          <PaymentOptions
            bank={bank}
            cashWithAdvance={cashOptionWithAdvance(advanceRule.advancePercent, { total, advance, deliveryOpen })}
            error={errors.paymentMethod}
          />
          <AdvanceNote total={total} advance={advance} deliveryOpen={deliveryOpen} />
          <Button type="submit" size="lg" disabled={placing} className="w-full">
            {placing ? "Placing Order..." : `Place Order - ${formatPrice(total)}`}
          </Button>
          <p className="flex items-center gap-2 text-sm text-muted">
            <ShieldCheck className="size-4" aria-hidden="true" /> Prices and stock are checked again as your order is
            placed.
          </p>
        </Form>
      </div>
    </Page>
  );
}

function asOption(value: string | undefined): DeliveryOptionId {
  return (DELIVERY_OPTION_IDS as readonly string[]).includes(value ?? "") ? (value as DeliveryOptionId) : "standard";
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="mb-8 text-3xl font-medium sm:text-4xl">Checkout</h1>
      {children}
    </Container>
  );
}
