import { describe, expect, it } from "vitest";
import { handleCartAction } from "~/modules/cart/cart-action.server";
import { lineMakingText } from "~/modules/cart/cart-making";
import { cartMakingLine } from "~/modules/delivery/cart-making-text";
import { demoDeliveryPolicy } from "~/modules/delivery/demo-delivery-policy";
import { loader as cartLoader } from "~/routes/storefront/cart";
import { pageRequest, routeArgs, setupAccounts } from "../setup/accounts";
import { sofa } from "../setup/variants";
import { postForm } from "../setup/visitor";

// Issue 34, item 4: the cart page's data says which lines are made to order, and in how long,
// from the one query that loads the lines; a line from stock carries no lead time.

setupAccounts();

type CartData = Awaited<ReturnType<typeof cartLoader>>;

/** The cart page's loader, as a visitor's browser with this cookie asks for it. */
const cartPage = async (cookie: string) =>
  (await cartLoader(routeArgs<Parameters<typeof cartLoader>[0]>(pageRequest("/cart", { cookie })))) as CartData;

/** Adds a variant of the sofa as a visitor's form does; the visitor cookie to carry on with. */
async function add(productId: string, variantId: string, cookie?: string): Promise<string> {
  const added = await postForm(handleCartAction, "/cart", { intent: "add", productId, variantId }, cookie);
  expect(added.status).toBe(200);
  return added.cookie!;
}

describe("the cart's making time", () => {
  it("carries the lead time of a line made to order, none for one from stock, and the longest for the summary", async () => {
    const { product, variant } = await sofa();
    const cookie = await add(product.id, variant("linen3").id);
    await add(product.id, variant("velvet2").id, cookie);

    const { cart, making } = await cartPage(cookie);
    const line = (label: string) => cart.lines.find((item) => item.variantLabel === label)!;
    expect(cart.lines.map((item) => [item.variantLabel, item.leadTimeWeeks])).toEqual([
      ["Linen, 3-seater", null],
      ["Velvet, 2-seater", 6],
    ]);
    expect(lineMakingText(line("Velvet, 2-seater").leadTimeWeeks)).toBe("Made to order in 6 weeks");
    expect(lineMakingText(line("Linen, 3-seater").leadTimeWeeks)).toBeNull();
    // Six weeks is longer than any demo option's lead (two to four weeks at most): it shapes delivery.
    expect(cart.makingDays).toBe(42);
    expect(making).toEqual({
      title: "Delivery after 6 weeks in our workshop",
      rest: "the longest making time in your cart, which checkout's delivery dates include.",
    });
  });

  it("says nothing of making for a cart from stock", async () => {
    const { product, variant } = await sofa();
    const { cart, making } = await cartPage(await add(product.id, variant("linen2").id));
    expect(cart.lines.map((item) => item.leadTimeWeeks)).toEqual([null]);
    expect(cart.makingDays).toBe(0);
    expect(making).toBeNull();
  });
});

describe("the summary's word on making time", () => {
  const policy = demoDeliveryPolicy;

  it("is said only when the making time is longer than some option's own lead", () => {
    // The demo's shortest lead is Express's 7 days.
    expect(cartMakingLine(policy, 7)).toBeNull();
    expect(cartMakingLine(policy, 14)?.title).toBe("Delivery after 2 weeks in our workshop");
    expect(cartMakingLine(policy, 0)).toBeNull();
  });
});
