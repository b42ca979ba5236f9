import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import Hammer from "lucide-react/icons/hammer";
import Landmark from "lucide-react/icons/landmark";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { EmptyState } from "~/components/ui/empty-state";
import { Notice } from "~/components/ui/notice";
import { readBasketOwner } from "~/modules/accounts/basket-owner.server";
import { handleCartAction } from "~/modules/cart/cart-action.server";
import { cartAvailabilityNotice } from "~/modules/cart/cart-availability";
import { getCart } from "~/modules/cart/cart.server";
import { CartLine } from "~/modules/cart/components/cart-line";
import { OrderSummary } from "~/modules/cart/components/order-summary";
import { cartDeliveryText } from "~/modules/delivery/cart-delivery-text";
import { cartMakingLine } from "~/modules/delivery/cart-making-text";
import { CartDeliveryLine } from "~/modules/delivery/components/cart-delivery-line";
import { getDeliveryPolicy } from "~/modules/delivery/delivery-policy.server";
import { advanceRuleLine } from "~/modules/orders/advance-wording";
import { basketDiscount } from "~/modules/discounts/basket-discount.server";
import { DiscountCodeBox } from "~/modules/discounts/components/discount-code-box";
import { settleDiscount } from "~/modules/discounts/discount-settle";
import { getShopSettings } from "~/modules/settings/settings.server";
import { pageMeta } from "~/utils/meta";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/cart";

export async function loader({ request }: Route.LoaderArgs) {
  // A visitor who has added nothing yet has no cookie: an empty cart, like anyone's.
  const owner = await readBasketOwner(request);
  const [cart, policy, settings] = await Promise.all([
    owner ? getCart(owner) : { lines: [], total: 0, makingDays: 0 },
    getDeliveryPolicy(),
    getShopSettings(),
  ]);
  // The visit's discount code, worked out against this cart (the account's uses counted; a guest's at checkout).
  const discount = await basketDiscount(request, cart, { userId: owner?.userId ?? null, email: null, phone: null });
  // Delivery and the advance said before checkout, from the policy and the rule checkout charges by.
  // The longest making time, when it pushes delivery back: the days checkout's windows are counted with.
  return {
    cart,
    discount,
    delivery: cartDeliveryText(policy),
    making: cartMakingLine(policy, cart.makingDays),
    advance: advanceRuleLine(
      settleDiscount(cart.total, NO_DELIVERY, discount.applied?.outcome ?? null).total,
      settings,
    ),
  };
}

/** The cart prices no delivery: a code's reduction of the pieces only. */
const NO_DELIVERY = { fee: null, byQuote: false };

export const action = ({ request }: Route.ActionArgs) => handleCartAction(request);

// A refusal's Retry-After (too many new visitors from one address) reaches the client.
export const headers = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "Shopping Cart", description: "Review your items before checkout.", path: "/cart" }),
  { name: "robots", content: "noindex" },
];

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, delivery, making, advance, discount } = loaderData;
  const settled = settleDiscount(cart.total, NO_DELIVERY, discount.applied?.outcome ?? null);
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-3xl font-medium sm:text-4xl">Shopping Cart</h1>
      <p className="mt-2 text-muted">Review your items before checkout</p>
      {/* Without JavaScript the forms post here, and their notice shows on this page. */}
      {actionData?.notice && (
        <Notice tone={actionData.notice.tone} title={actionData.notice.title} className="mt-6">
          {actionData.notice.text}
        </Notice>
      )}
      <div className="mt-8">
        {cart.lines.length === 0 ? (
          <EmptyState
            title="Your cart is empty"
            text="Add some items to get started"
            action={<ButtonLink to="/furniture">Continue Shopping</ButtonLink>}
          />
        ) : (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
            {cartAvailabilityNotice(cart.lines) && (
              <Notice tone="error" title="Please check your cart" className="lg:col-span-2">
                {cartAvailabilityNotice(cart.lines)}
              </Notice>
            )}
            <ul role="list" aria-label="Items in your cart" className="divide-y divide-line border-y border-line">
              {cart.lines.map((line) => (
                <CartLine key={line.id} line={line} />
              ))}
            </ul>
            <OrderSummary
              lines={cart.lines}
              total={settled.total}
              discount={discount.applied ? { code: discount.applied.code, amount: settled.amount } : null}
            >
              <DiscountCodeBox
                applied={discount.applied}
                note={discount.note}
                back="/cart"
                className="mt-4 border-t border-line pt-4"
              />
              <CartDeliveryLine text={delivery} className="mt-4" />
              {making && (
                <p className="mt-3 flex gap-2 text-sm text-muted" data-testid="cart-making">
                  <Hammer className="mt-0.5 size-4 shrink-0 text-walnut" aria-hidden="true" />
                  <span>
                    <b className="text-espresso">{making.title}:</b> {making.rest}
                  </span>
                </p>
              )}
              {advance && (
                // Drawn here, not by a component the product page shares: a shared one is a script file of its own.
                <p className="mt-3 flex gap-2 text-sm text-muted" data-testid="advance-rule">
                  <Landmark className="mt-0.5 size-4 shrink-0 text-walnut" aria-hidden="true" />
                  <span>
                    <b className="text-espresso">{advance.title}</b> {advance.rest}
                  </span>
                </p>
              )}
              <div className="mt-6 grid gap-3">
                <ButtonLink to="/checkout" size="lg" className="w-full">
                  Proceed to Checkout <ArrowRight className="size-4" aria-hidden="true" />
                </ButtonLink>
                <ButtonLink to="/furniture" variant="ghost" className="w-full">
                  <ArrowLeft className="size-4" aria-hidden="true" /> Continue Shopping
                </ButtonLink>
              </div>
            </OrderSummary>
          </div>
        )}
      </div>
    </Container>
  );
}
