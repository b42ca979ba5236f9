import ShoppingBag from "lucide-react/icons/shopping-bag";
import { useFetcher, useLocation } from "react-router";
import { Button, ButtonLink, type ButtonStyle } from "~/components/ui/button";
import { signInHref } from "~/modules/accounts/sign-in-link";
import { useShellUser } from "~/modules/accounts/use-shell-user";
import { useNotice } from "~/components/ui/toaster";

/**
 * Add to Cart: disabled when nothing is in stock; for a signed-out visitor a
 * link to sign in (with the spec's 'Sign in required' notice) that comes back
 * here; for a customer a form posted to the cart, which works without JavaScript.
 */
export function AddToCart({
  productId,
  productName,
  stock,
  quantity = 1,
  className,
  ...style
}: ButtonStyle & { productId: string; productName: string; stock: number; quantity?: number; className?: string }) {
  const user = useShellUser();
  const location = useLocation();
  const fetcher = useFetcher();
  useNotice(fetcher.data);
  const label = (
    <>
      <ShoppingBag className="size-4" aria-hidden="true" /> Add to Cart
    </>
  );
  const described = `Add to Cart: ${productName}`;
  if (stock <= 0) {
    return (
      <Button disabled aria-label={`Add to Cart: ${productName} (out of stock)`} className={className} {...style}>
        {label}
      </Button>
    );
  }
  if (!user) {
    return (
      <ButtonLink
        to={signInHref("cart", location.pathname + location.search)}
        aria-label={described}
        className={className}
        {...style}
      >
        {label}
      </ButtonLink>
    );
  }
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/cart" className="contents">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="quantity" value={quantity} />
      <Button type="submit" aria-label={described} disabled={busy} className={className} {...style}>
        {label}
      </Button>
    </fetcher.Form>
  );
}
