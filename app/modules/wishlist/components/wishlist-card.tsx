import Trash2 from "lucide-react/icons/trash-2";
import { SalePrice } from "~/modules/catalog/components/sale-price";
import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useNotice } from "~/components/ui/toaster";
import { productPath } from "~/utils/paths";
import { StockState } from "~/modules/catalog/components/stock-state";
import type { WishlistEntry } from "../wishlist.server";

/**
 * The cart control a saved product's card shows. The route makes it (see
 * routes/storefront/product-controls.tsx): the wishlist does not know the cart.
 */
export interface WishlistCardControls {
  /** Add to Cart, filling the row beside the remove button. */
  cartControl: ReactNode;
}

/** A saved product: picture (opens it), category, price, name, description, stock, remove, Add to Cart. */
export function WishlistCard({
  entry,
  index,
  cartControl,
}: WishlistCardControls & { entry: WishlistEntry; index: number }) {
  const fetcher = useFetcher();
  useNotice(fetcher.data);
  const href = productPath(entry.slug);
  return (
    <article
      data-testid="wishlist-card"
      className="flex w-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-linen shadow-soft motion-safe:animate-[rise-in_0.5s_ease-out_both]"
      // The spec's stagger: each card 0.1 s after the one before.
      style={{ animationDelay: `${index * 0.1}s` }}
    >
      <Link to={href} className="block aspect-[4/3] overflow-hidden bg-cream" aria-label={`Open ${entry.name}`}>
        {entry.image ? (
          <ResponsiveImage
            src={entry.image}
            alt=""
            sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 92vw"
            className="size-full object-cover"
          />
        ) : (
          <span className="grid size-full place-items-center text-sm text-muted">No Image</span>
        )}
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-baseline justify-between gap-3">
          {entry.categoryName && (
            <p className="text-xs font-bold tracking-[0.2em] text-terracotta uppercase">{entry.categoryName}</p>
          )}
          <SalePrice
            className="font-semibold text-walnut"
            price={entry.fromPrice ?? entry.price}
            prefix={entry.fromPrice != null ? "From " : ""}
            sale={entry.sale}
          />
        </div>
        <h2 className="mt-1.5 font-display text-lg leading-snug font-medium">
          <Link to={href} className="underline-offset-4 hover:underline">
            {entry.name || "Unknown Product"}
          </Link>
        </h2>
        {entry.description && <p className="mt-2 line-clamp-2 text-sm text-muted">{entry.description}</p>}
        <div className="mt-3">
          <StockState
            stock={entry.stock}
            madeToOrderWeeks={entry.stock <= 0 ? (entry.madeToOrderWeeks ?? null) : null}
          />
        </div>
        <div className="mt-auto flex gap-2 pt-5">
          {cartControl}
          <fetcher.Form method="post" action="/wishlist">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="productId" value={entry.productId} />
            <button
              type="submit"
              aria-label={`Remove ${entry.name} from wishlist`}
              className="grid size-9 place-items-center rounded-full text-terracotta hover:bg-terracotta/10"
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </fetcher.Form>
        </div>
      </div>
    </article>
  );
}
