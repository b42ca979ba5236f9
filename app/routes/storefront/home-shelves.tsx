import { ProductShelf } from "~/modules/catalog/components/product-shelf";
import { RoomTiles } from "~/modules/catalog/components/room-tiles";
import type { HomeShelvesData } from "./home-shelves.server";
import { productCardControls } from "./product-controls";

/** What the home page sells, right under the hero: the catalogue's cards, with the cart's and wishlist's controls. */
export function HomeShelves({ shelves }: { shelves: HomeShelvesData }) {
  return (
    <>
      <ProductShelf
        id="new-arrivals"
        title="New Arrivals"
        lead="Fresh from our Lahore workshop."
        products={shelves.newArrivals}
        cardControls={productCardControls}
        allHref="/furniture"
        allLabel="Shop all"
      />
      <ProductShelf
        id="best-sellers"
        title="Best Sellers"
        lead="The pieces our customers order most."
        products={shelves.bestSellers}
        cardControls={productCardControls}
      />
      <RoomTiles rooms={shelves.rooms} />
    </>
  );
}
