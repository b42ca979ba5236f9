import { WhatsAppContact } from "~/components/layout/whatsapp-contact";
import { AddToCart } from "~/modules/cart/components/add-to-cart";
import type { ProductCardControls } from "~/modules/catalog/components/product-card";
import type { ProductViewControls } from "~/modules/catalog/components/product-view";
import type { WishlistCardControls } from "~/modules/wishlist/components/wishlist-card";
import { WishlistToggle } from "~/modules/wishlist/components/wishlist-toggle";
import { ButtonLink } from "~/components/ui/button";
import { productPath } from "~/utils/paths";
import { whatsAppUrl } from "~/utils/whatsapp";

/*
 * Where the catalogue and wishlist cards get their cart and wishlist controls.
 * The catalogue knows neither the cart nor the wishlist, and the wishlist does
 * not know the cart: the routes join them, each through these three functions.
 * Not a route (app/routes.ts does not list it).
 */

interface Buyable {
  id: string;
  name: string;
  stock: number;
  /** The variant shown, for a product with options. */
  variantId?: string;
}

/**
 * A catalogue card's wishlist heart and its Add to Cart; for a product with options, a link to
 * choose them on its page (the card cannot know which fabric or size the buyer wants).
 */
export function productCardControls(
  product: Buyable & {
    slug: string;
    fromPrice?: number | null;
    madeToOrderWeeks?: number | null;
    /** The piece a search named: its options are chosen on its own address. */
    variant?: { sku: string };
  },
): ProductCardControls {
  const hasOptions = product.fromPrice != null;
  return {
    wishlistControl: <WishlistToggle productId={product.id} productName={product.name} />,
    cartControl: hasOptions ? (
      <ChooseOptions slug={product.slug} sku={product.variant?.sku} name={product.name} className="w-full" />
    ) : (
      <AddToCart productId={product.id} productName={product.name} stock={product.stock} size="sm" className="w-full" />
    ),
  };
}

/** The shop's WhatsApp number and the product page's address, for a question about the piece. */
interface ProductContact {
  whatsapp: string;
  url: string;
}

/**
 * The product page's Add to Cart (for the chosen quantity), the same in the phones' sticky bar,
 * its wishlist button and a WhatsApp question.
 */
export function productViewControls(product: Buyable, contact?: ProductContact): ProductViewControls {
  return {
    cartControl: (quantity) => (
      <AddToCart
        productId={product.id}
        variantId={product.variantId}
        productName={product.name}
        stock={product.stock}
        quantity={quantity}
        size="lg"
        // Narrower sides than lg's (px-8): it sits beside the stepper on a 390 px phone.
        className="w-full px-5!"
      />
    ),
    // Both can be in the accessibility tree at once (the page's is only scrolled away): another name.
    barCartControl: (quantity) => (
      <AddToCart
        productId={product.id}
        variantId={product.variantId}
        productName={product.name}
        stock={product.stock}
        quantity={quantity}
        accessibleName={`Add to Cart from the bar: ${product.name}`}
      />
    ),
    // Under Add to Cart, each on a row of its own.
    wishlistControl: (
      <>
        <WishlistToggle productId={product.id} productName={product.name} variant="full" className="w-full" />
        {contact && <ProductQuestion name={product.name} {...contact} />}
      </>
    ),
  };
}

function ProductQuestion({ name, whatsapp, url }: { name: string } & ProductContact) {
  // No number WhatsApp can open: no question either, not a question without an answer.
  if (!whatsAppUrl(whatsapp)) return null;
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 border-t border-line pt-4 text-sm text-muted">
      Questions about this piece?
      <WhatsAppContact phone={whatsapp} message={`Hello, I have a question about the ${name}: ${url}`} />
    </p>
  );
}

/** A product with options is put in the cart from its page, where its fabric or size is chosen. */
function ChooseOptions({
  slug,
  sku,
  name,
  className,
}: {
  slug: string;
  sku?: string;
  name: string;
  className: string;
}) {
  return (
    <ButtonLink to={productPath(slug, sku)} size="sm" className={className} aria-label={`Choose options: ${name}`}>
      Choose options
    </ButtonLink>
  );
}

/** A saved product's Add to Cart, or its link to choose options (/wishlist and the profile's wishlist tab). */
export function wishlistCardControls(entry: {
  productId: string;
  slug: string;
  name: string;
  stock: number;
  fromPrice: number | null;
}): WishlistCardControls {
  if (entry.fromPrice != null) {
    return { cartControl: <ChooseOptions slug={entry.slug} name={entry.name} className="flex-1" /> };
  }
  return {
    cartControl: (
      <AddToCart
        productId={entry.productId}
        productName={entry.name}
        stock={entry.stock}
        size="sm"
        className="flex-1"
      />
    ),
  };
}
