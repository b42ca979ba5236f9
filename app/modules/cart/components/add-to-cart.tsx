import ShoppingBag from "lucide-react/icons/shopping-bag";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Button, type ButtonStyle } from "~/components/ui/button";
import { toast, type Notice } from "~/components/ui/toaster";
import { cn } from "~/utils/cn";

const CART_LINK = { href: "/cart", label: "View cart and check out" };

/**
 * Add to Cart: disabled when nothing is in stock; otherwise a form posted to
 * the cart, for a customer and a visitor without an account alike (the
 * visitor's first add gives them a cart cookie). Works without JavaScript.
 */
export function AddToCart({
  productId,
  variantId,
  productName,
  stock,
  quantity = 1,
  accessibleName,
  className,
  ...style
}: ButtonStyle & {
  productId: string;
  /** The variant chosen on the product page; absent for a product without options. */
  variantId?: string;
  productName: string;
  stock: number;
  quantity?: number;
  /** A second button for the same product (a page's sticky bar) needs a name of its own. */
  accessibleName?: string;
  className?: string;
}) {
  const fetcher = useFetcher<{ ok?: boolean; notice?: Notice | null }>();
  useEffect(() => {
    const notice = fetcher.data?.notice;
    if (!notice) return;
    // Added: the next step is the cart, offered beside the notice itself.
    toast(notice.tone === "success" ? { ...notice, link: CART_LINK } : notice);
  }, [fetcher.data]);
  const label = (
    <>
      <ShoppingBag className="size-4" aria-hidden="true" /> Add to Cart
    </>
  );
  const described = accessibleName ?? `Add to Cart: ${productName}`;
  if (stock <= 0) {
    return (
      <Button disabled aria-label={`Add to Cart: ${productName} (out of stock)`} className={className} {...style}>
        {label}
      </Button>
    );
  }
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/cart" className="contents">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      {variantId && <input type="hidden" name="variantId" value={variantId} />}
      <input type="hidden" name="quantity" value={quantity} />
      {/* While adding, aria-disabled rather than disabled: a disabled button loses the focus, and
          the keyboard would start again from the top of the page. */}
      <Button
        type="submit"
        aria-label={described}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
        className={cn("aria-disabled:pointer-events-none aria-disabled:opacity-50", className)}
        {...style}
      >
        {label}
      </Button>
    </fetcher.Form>
  );
}
