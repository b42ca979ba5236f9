import { randomUUID } from "node:crypto";
import ShieldCheck from "lucide-react/icons/shield-check";
import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { EmptyState, SignInButton } from "~/components/ui/empty-state";
import { EmailAndPhoneFields, Field, TextAreaField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { formatPakistaniPhone } from "~/utils/phone";
import { userOwner } from "~/modules/accounts/basket-owner.server";
import { getSessionUser } from "~/modules/accounts/session.server";
import { getCart } from "~/modules/cart/cart.server";
import { OrderSummary } from "~/modules/cart/components/order-summary";
import { ProductCard } from "~/modules/catalog/components/product-card";
import { rupees } from "~/utils/money";
import { suggestionsFor } from "~/modules/catalog/product.server";
import { PAKISTAN_CITIES } from "~/utils/pakistan-cities";
import { handleCheckout } from "~/modules/orders/checkout-action.server";
import { PaymentOptions } from "~/modules/orders/components/payment-options";
import { getShopSettings } from "~/modules/settings/settings.server";
import { pageMeta } from "~/utils/meta";
import { productCardControls } from "./product-controls";
import type { Route } from "./+types/checkout";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) return { state: "signed-out" as const };
  const cart = await getCart(userOwner(user.id));
  if (cart.lines.length === 0) return { state: "empty" as const };
  const [suggestions, settings] = await Promise.all([
    suggestionsFor(cart.lines.map((line) => line.productId)),
    getShopSettings(),
  ]);
  return {
    state: "ready" as const,
    cart,
    suggestions,
    bank: settings.bank,
    customer: { fullName: user.name, email: user.email, phone: user.phone ? formatPakistaniPhone(user.phone) : "" },
    // One key per visit of the form: a double click or a resent form is the same order.
    idempotencyKey: randomUUID(),
  };
}

export const action = ({ request }: Route.ActionArgs) => handleCheckout(request);

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "Checkout", description: "Delivery details and payment.", path: "/checkout" }),
  { name: "robots", content: "noindex" },
];

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const placing = navigation.state !== "idle" && navigation.formMethod === "POST";
  if (loaderData.state === "signed-out") {
    return (
      <Page>
        <EmptyState title="Sign in to checkout" action={<SignInButton returnTo="/checkout" />} />
      </Page>
    );
  }
  if (loaderData.state === "empty") {
    return (
      <Page>
        <EmptyState title="Your cart is empty" action={<ButtonLink to="/furniture">Continue Shopping</ButtonLink>} />
      </Page>
    );
  }
  const { cart, suggestions, bank, customer, idempotencyKey } = loaderData;
  const errors = (actionData?.errors ?? {}) as Record<string, string>;
  return (
    <Page>
      {actionData?.error && (
        <Notice tone="error" className="mb-8">
          {actionData.error}
        </Notice>
      )}
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <Form method="post" id="checkout-form" className="grid gap-5" aria-label="Billing details">
          <h2 className="font-display text-2xl font-medium">Billing details</h2>
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <Field
            label="Full name"
            name="fullName"
            autoComplete="name"
            required
            defaultValue={customer.fullName}
            error={errors.fullName}
          />
          <EmailAndPhoneFields defaults={customer} errors={errors} />
          <TextAreaField label="Address" name="address" autoComplete="street-address" required error={errors.address} />
          <Field
            label="City"
            name="city"
            list="pakistan-cities"
            autoComplete="address-level2"
            required
            error={errors.city}
          />
          <datalist id="pakistan-cities">
            {PAKISTAN_CITIES.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
          <TextAreaField
            label="Notes (optional)"
            name="notes"
            error={errors.notes}
            hint="Delivery times, floor, landmarks."
          />
          <PaymentOptions bank={bank} error={errors.paymentMethod} />
          <Button type="submit" size="lg" disabled={placing} className="w-full">
            {placing ? "Placing Order..." : `Place Order - PKR ${rupees(cart.total)}`}
          </Button>
          <p className="flex items-center gap-2 text-sm text-muted">
            <ShieldCheck className="size-4" aria-hidden="true" /> Prices and stock are checked again as your order is
            placed.
          </p>
        </Form>
        <div className="lg:sticky lg:top-32">
          <OrderSummary lines={cart.lines} total={cart.total} />
        </div>
      </div>
      {suggestions.length > 0 && (
        <section aria-labelledby="suggestions-heading" className="mt-16">
          <h2 id="suggestions-heading" className="font-display text-2xl font-medium">
            You might also like
          </h2>
          <ul role="list" className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {suggestions.map((product) => (
              <li key={product.id} className="flex">
                <ProductCard product={product} headingLevel={3} {...productCardControls(product)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="mb-8 text-3xl font-medium sm:text-4xl">Checkout</h1>
      {children}
    </Container>
  );
}
