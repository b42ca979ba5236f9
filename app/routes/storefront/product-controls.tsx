import { AddToCart } from "~/modules/cart/components/add-to-cart";
import type { ProductCardControls } from "~/modules/catalog/components/product-card";
import type { ProductViewControls } from "~/modules/catalog/components/product-view";
import type { WishlistCardControls } from "~/modules/wishlist/components/wishlist-card";
import { WishlistToggle } from "~/modules/wishlist/components/wishlist-toggle";

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
}

/** A catalogue card's wishlist heart and its Add to Cart. */
export function productCardControls(product: Buyable): ProductCardControls {
  return {
    wishlistControl: <WishlistToggle productId={product.id} productName={product.name} />,
    cartControl: (
      <AddToCart productId={product.id} productName={product.name} stock={product.stock} size="sm" className="w-full" />
    ),
  };
}

/** The product page's Add to Cart (for the chosen quantity) and its wishlist button. */
export function productViewControls(product: Buyable): ProductViewControls {
  return {
    cartControl: (quantity) => (
      <AddToCart
        productId={product.id}
        productName={product.name}
        stock={product.stock}
        quantity={quantity}
        size="lg"
        className="w-full"
      />
    ),
    wishlistControl: (
      <WishlistToggle productId={product.id} productName={product.name} variant="full" className="w-full" />
    ),
  };
}

/** A saved product's Add to Cart (/wishlist and the profile's wishlist tab). */
export function wishlistCardControls(entry: { productId: string; name: string; stock: number }): WishlistCardControls {
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
