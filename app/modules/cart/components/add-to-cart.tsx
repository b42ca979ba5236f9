import ShoppingBag from "lucide-react/icons/shopping-bag";
import { useFetcher } from "react-router";
import { Button, type ButtonStyle } from "~/components/ui/button";
import { useNotice } from "~/components/ui/toaster";

/**
 * Add to Cart: disabled when nothing is in stock; otherwise a form posted to
 * the cart, for a customer and a visitor without an account alike (the
 * visitor's first add gives them a cart cookie). Works without JavaScript.
 */
export function AddToCart({
  productId,
  productName,
  stock,
  quantity = 1,
  className,
  ...style
}: ButtonStyle & { productId: string; productName: string; stock: number; quantity?: number; className?: string }) {
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
