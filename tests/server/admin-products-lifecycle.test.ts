import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { orderItems, orders } from "~/db/schema";
import { listCatalog } from "~/modules/catalog/catalog.server";
import { loader as editLoader } from "~/routes/admin/product-edit";
import { loader as newLoader } from "~/routes/admin/product-new";
import { loader as listLoader } from "~/routes/admin/products";
import { action as uploadAction } from "~/routes/resources/admin-uploads";
import { allProducts, args, productRow, setupAdminProducts, thrown } from "../setup/admin-products";
import { filtersOf } from "../setup/catalog-fixtures";

/**
 * The Products tab through its route modules, as the browser calls them:
 * activating, deleting (or archiving), and the guards.
 */
const { cookies, request, validForm, add, edit, onList, addOk } = setupAdminProducts();

describe("activating and deactivating", () => {
  it("switches a product off and on, and the catalogue follows", async () => {
    const { id } = await addOk(validForm({ name: "Toggle Ottoman" }));
    const off = await onList({ intent: "toggle", productId: id, active: "false" });
    expect(off.body.notice.text).toBe("Product status updated!");
    expect((await productRow(id))!.isActive).toBe(false);
    expect((await listCatalog(filtersOf({ q: "Toggle Ottoman" }))).products).toEqual([]);
    await onList({ intent: "toggle", productId: id, active: "true" });
    expect((await productRow(id))!.isActive).toBe(true);
    expect((await onList({ intent: "toggle", productId: randomUUID(), active: "true" })).body.notice.text).toBe(
      "Failed to update product status.",
    );
  });
});

describe("deleting", () => {
  it("deletes a product that no order refers to", async () => {
    const { id } = await addOk(validForm({ name: "Unsold Stool" }));
    const result = await onList({ intent: "delete", productId: id });
    expect(result.body).toMatchObject({ outcome: "deleted", notice: { text: "Product deleted successfully!" } });
    expect(await productRow(id)).toBeUndefined();
    expect((await onList({ intent: "delete", productId: id })).body.notice.text).toBe("Failed to delete product.");
  });

  it("archives a product that appears in an order, keeping the order whole", async () => {
    const { id, slug } = await addOk(validForm({ name: "Ordered Armchair" }));
    const orderId = randomUUID();
    await db()
      .insert(orders)
      .values({
        id: orderId,
        number: orderId.slice(0, 8).toUpperCase(),
        totalAmount: 185_000,
        subtotal: 185_000,
        fullName: "Ayesha Khan",
        email: "ayesha@example.com",
        phone: "+923001234567",
        address: "12 Mall Road",
        city: "Lahore",
        idempotencyKey: randomUUID(),
      });
    await db().insert(orderItems).values({
      orderId,
      productId: id,
      productName: "Ordered Armchair",
      productSlug: slug,
      quantity: 1,
      unitPrice: 185_000,
      totalPrice: 185_000,
    });
    const result = await onList({ intent: "delete", productId: id });
    expect(result.body).toMatchObject({
      outcome: "archived",
      notice: { text: "Product archived: it appears in orders, so its history is kept." },
    });
    const row = await productRow(id);
    expect(row).toMatchObject({ isActive: false });
    expect(row!.archivedAt).toBeInstanceOf(Date);
    expect((await db().select().from(orderItems).where(eq(orderItems.orderId, orderId)))[0]!.productId).toBe(id);
    const current = await listLoader(args(request("/admin/products?q=Ordered")));
    expect(current.products).toEqual([]);
    const archived = await listLoader(args(request("/admin/products?q=Ordered&status=archived")));
    expect(archived.products.map((p) => p.id)).toEqual([id]);
    expect((await listCatalog(filtersOf({ q: "Ordered Armchair" }))).products).toEqual([]);
  });
});

describe("who may", () => {
  for (const who of ["customer", "visitor"] as const) {
    it(`a ${who} is sent away from every products loader and action, and nothing changes`, async () => {
      const cookie = who === "customer" ? cookies.customer : "";
      const { id } = await addOk(validForm({ name: `Guarded ${who}` }));
      const before = await allProducts();
      const attempts: [string, () => Promise<unknown>][] = [
        ["list", () => listLoader(args(request("/admin/products", { cookie })))],
        ["new", () => newLoader(args(request("/admin/products/new", { cookie })))],
        ["edit", () => editLoader(args(request(`/admin/products/${id}`, { cookie }), { id }))],
        ["add", () => add(validForm({ name: "Sneaky" }), cookie)],
        ["update", () => edit(id, validForm({ price: "1" }), cookie)],
        ["toggle", () => onList({ intent: "toggle", productId: id, active: "false" }, cookie)],
        ["delete", () => onList({ intent: "delete", productId: id }, cookie)],
        ["import", () => onList({ intent: "import", file: new File(["[{}]"], "p.json") }, cookie)],
      ];
      for (const [label, run] of attempts) {
        const response = await thrown(run);
        expect(response.status, label).toBe(302);
        expect(response.headers.get("Location"), label).toBe("/auth");
      }
      const upload = await thrown(() =>
        uploadAction(args(request("/admin/uploads", { cookie, form: { file: new File(["x"], "x.png") } }))),
      );
      expect(upload.status).toBe(403);
      expect(await allProducts()).toEqual(before);
    });
  }
});
