import { desc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, products } from "~/db/schema";
import { setupAdminProducts } from "../setup/admin-products";
import { listPage, onList } from "../setup/admin-products-csv";

// Issue 33: "Select all N products" on the product list. The browser says only "all"; the server
// finds the products with the list's own filters, posted beside it, never trusting a list of ids.

const { cookies, category, addOk, validForm } = setupAdminProducts();
const living: string[] = [];
const bedroom: string[] = [];

beforeAll(async () => {
  // More than one page (20) in Living Room, and a few elsewhere that no action may touch.
  for (let n = 1; n <= 23; n++) living.push((await addOk(validForm({ name: `Oak Chair ${n}`, price: "10000" }))).id);
  for (let n = 1; n <= 3; n++) {
    bedroom.push((await addOk(validForm({ name: `Oak Bed ${n}`, categoryId: category.bedroom }))).id);
  }
});

const activeOf = async (ids: string[]) =>
  (await db().select({ active: products.isActive }).from(products).where(inArray(products.id, ids))).map(
    (row) => row.active,
  );

describe("bulk actions on every product the filters match", () => {
  it("deactivates all N products of the filtered view, across pages, and nothing outside it", async () => {
    // Only the first page's rows are ticked in the browser; "all" reaches the 23.
    const answer = await onList(cookies.admin, [
      ["intent", "bulk-deactivate"],
      ["scope", "all"],
      ["category", category.living],
      ["page", "1"],
      ...living.slice(0, 20).map((id): [string, string] => ["ids", id]),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.notice.text).toBe("23 products deactivated.");
    expect(await activeOf(living)).toEqual(Array(23).fill(false));
    expect(await activeOf(bedroom)).toEqual([true, true, true]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "product.bulk-status"))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry!.changes).toMatchObject({ active: false, count: 23 });
  });

  it("follows the search and the state filter, as the list does", async () => {
    const answer = await onList(cookies.admin, [
      ["intent", "bulk-activate"],
      ["scope", "all"],
      ["q", "Oak Chair 1"],
      ["status", "inactive"],
    ]);
    // "Oak Chair 1" matches 1 and 10-19: eleven products.
    expect(answer.body.notice.text).toBe("11 products activated.");
    expect((await activeOf(living)).filter(Boolean)).toHaveLength(11);
    expect(await activeOf(bedroom)).toEqual([true, true, true]);
  });

  it("refuses 'all' when the filters match nothing, and changes nothing", async () => {
    const answer = await onList(cookies.admin, [
      ["intent", "bulk-deactivate"],
      ["scope", "all"],
      ["q", "No such product"],
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.notice.text).toBe("No products match these filters.");
    expect(await activeOf(bedroom)).toEqual([true, true, true]);
  });

  it("previews a price change for all N products the filters match", async () => {
    const query = new URLSearchParams([
      ["bulk", "price"],
      ["percent", "10"],
      ["scope", "all"],
      ["category", category.living],
    ]);
    const preview = (await listPage(`/admin/products?${query}`, cookies.admin)).pricePreview;
    expect(preview && "changes" in preview ? preview.changes.map((change) => change.id).sort() : preview).toEqual(
      [...living].sort(),
    );
  });

  it("a customer cannot use it", async () => {
    const answer = await onList(cookies.customer, [
      ["intent", "bulk-deactivate"],
      ["scope", "all"],
    ]);
    expect(answer.status).not.toBe(200);
    expect(await activeOf(bedroom)).toEqual([true, true, true]);
  });
});
