import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { cartItems } from "~/db/schema";
import { formFromSettings } from "~/modules/admin/settings-form";
import { adminProductSchema } from "~/modules/catalog/admin-product.schema";
import { createProduct } from "~/modules/catalog/admin-products.server";
import { formFromPolicy } from "~/modules/delivery/delivery-policy-form";
import { demoDeliveryPolicy } from "~/modules/delivery/demo-delivery-policy";
import { changeOrderStatus } from "~/modules/orders/change-status.server";
import { moderateReview } from "~/modules/reviews/moderation.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import * as deliveryRoute from "~/routes/admin/delivery";
import * as projectsRoute from "~/routes/admin/projects";
import * as settingsRoute from "~/routes/admin/settings";
import { onSharedPagesChanged, type SharedPagesScope } from "~/utils/shared-page-changes.server";
import { categoryBySlug, type Handler, projectForm, setupAdminContent } from "../setup/admin-content";
import { TEST_ADMIN } from "../setup/audit";
import { checkoutInput, expectOk, makeCustomer, makeProduct, placeAsShown, SHOP_ORIGIN } from "../setup/orders";
import { orderWith, postReview, reviewsOf } from "../setup/reviews";

/**
 * The page cache is cleared only by what the shared pages show (issue 32, part 3): the modules
 * that change it say so (app/utils/shared-page-changes.server.ts), once their change has
 * committed. That a visitor's post clears nothing: server/page-cache.test.ts.
 */
const content = setupAdminContent();

const heard: SharedPagesScope[] = [];
beforeAll(() => onSharedPagesChanged((scope) => heard.push(scope)));

/** What `run` announced. */
async function announced(run: () => Promise<unknown>): Promise<SharedPagesScope[]> {
  heard.length = 0;
  await run();
  return [...heard];
}

const admin = { kind: "admin" as const, by: TEST_ADMIN };

describe("announcements of changes to shared pages", () => {
  it("an order and its cancellation announce the catalogue (stock); a refused order and a status step nothing", async () => {
    const chair = await makeProduct({ price: 30_000, stock: 3 });
    const customer = await makeCustomer();
    await db()
      .insert(cartItems)
      .values({ userId: customer, productId: chair.id, variantId: chair.variantId, quantity: 1 });
    let order = "";
    expect(
      await announced(async () => {
        order = expectOk(await placeAsShown(customer, checkoutInput())).order.id;
      }),
    ).toEqual(["catalogue"]);
    // An empty cart: refused, nothing taken.
    expect(await announced(async () => expect((await placeAsShown(customer, checkoutInput())).ok).toBe(false))).toEqual(
      [],
    );
    expect(await announced(() => changeOrderStatus(order, "confirmed", admin, SHOP_ORIGIN))).toEqual([]);
    expect(await announced(() => changeOrderStatus(order, "cancelled", admin, SHOP_ORIGIN))).toEqual(["catalogue"]);
  });

  it("the admin's product, review, project, settings and delivery changes announce their scope", async () => {
    expect(await announced(() => content.addCategory({ name: "Study", slug: "study" }))).toEqual(["catalogue"]);
    const study = await categoryBySlug("study");
    const piece = adminProductSchema.parse({
      name: "Walnut Console",
      price: "85000",
      stock: "2",
      categoryId: study!.id,
    });
    expect(await announced(() => createProduct(piece, TEST_ADMIN))).toEqual(["catalogue"]);

    const { order, product } = await orderWith();
    await postReview(order, product.id, { title: "Sturdy" });
    const [review] = await reviewsOf(product.id);
    expect(await announced(() => moderateReview(review!.id, "approve", TEST_ADMIN))).toEqual(["catalogue"]);
    // Approving it again changes nothing, and says nothing.
    expect(await announced(() => moderateReview(review!.id, "approve", TEST_ADMIN))).toEqual([]);

    expect(
      await announced(() => content.post(projectsRoute.action as Handler, "/admin/projects", projectForm())),
    ).toEqual(["content"]);
    const settings = { ...formFromSettings(await getShopSettings()), intent: "save" };
    expect(await announced(() => content.post(settingsRoute.action as Handler, "/admin/settings", settings))).toEqual([
      "everything",
    ]);
    const policy = { ...formFromPolicy(demoDeliveryPolicy), intent: "save" };
    expect(await announced(() => content.post(deliveryRoute.action as Handler, "/admin/delivery", policy))).toEqual([
      "everything",
    ]);
  });
});
