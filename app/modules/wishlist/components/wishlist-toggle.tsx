import Heart from "lucide-react/icons/heart";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useShellBasket } from "~/modules/accounts/use-shell-basket";
import { useNotice } from "~/components/ui/toaster";
import { cn } from "~/utils/cn";

/**
 * The wishlist heart (icon) or button (full): a toggle form, for customers and
 * visitors without an account alike, that shows the new state at once. Whether
 * a product is saved comes from the root loader, which every change revalidates.
 */
export function WishlistToggle({
  productId,
  productName,
  variant = "icon",
  className,
}: {
  productId: string;
  productName: string;
  variant?: "icon" | "full";
  className?: string;
}) {
  const basket = useShellBasket();
  const fetcher = useFetcher();
  useNotice(fetcher.data);
  const saved = basket.wishlist.includes(productId);
  // While the request runs, show what it will make true.
  const pending = fetcher.formData?.get("intent");
  const isSaved = pending ? pending === "add" : saved;
  const text = isSaved ? "Remove from Wishlist" : "Add to Wishlist";
  const label = variant === "icon" ? `${text}: ${productName}` : undefined;
  const look =
    variant === "icon"
      ? "grid size-10 place-items-center rounded-full bg-linen/95 text-walnut shadow-soft transition-colors hover:bg-linen hover:text-terracotta"
      : buttonClass({ variant: "outline", size: "lg" });
  const content = (
    <>
      <Heart className={cn("size-5", isSaved && "fill-terracotta text-terracotta")} aria-hidden="true" />
      {variant === "full" && text}
    </>
  );

  return (
    <fetcher.Form method="post" action="/wishlist" className={cn("contents")}>
      <input type="hidden" name="intent" value={isSaved ? "remove" : "add"} />
      <input type="hidden" name="productId" value={productId} />
      <button type="submit" aria-label={label} className={cn(look, className)}>
        {content}
      </button>
    </fetcher.Form>
  );
}
