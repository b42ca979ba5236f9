import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { action as listAction } from "~/routes/admin/products";
import { freshIp, ORIGIN, setupAccounts, signedInCookie } from "../setup/accounts";
import { answerOf } from "../setup/answers";

/**
 * The JSON import on the Products tab, through its route action: every item
 * checked, every insert awaited, and a report that tells the truth.
 */
setupAccounts();

let cookie = "";
const category = { living: "", decor: "" };

beforeAll(async () => {
  await createOrPromoteAdmin({ email: "owner@shop.example", password: "owner-password-1", name: "Owner" });
  cookie = await signedInCookie(freshIp(), { email: "owner@shop.example", password: "owner-password-1" });
  const rows = await db()
    .insert(categories)
    .values([
      { name: "Living Room", slug: "living-room", sortOrder: 1 },
      { name: "Décor", slug: "decor", sortOrder: 2 },
    ])
    .returning();
  category.living = rows[0]!.id;
  category.decor = rows[1]!.id;
});

interface Report {
  imported: number;
  failures: { index: number; reason: string }[];
}

async function importFile(content: string, name = "products.json") {
  const body = new FormData();
  body.set("intent", "import");
  body.set("file", new File([content], name, { type: "application/json" }));
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": freshIp(), cookie });
  const request = new Request(`${ORIGIN}/admin/products`, { method: "POST", headers, body });
  const result = await answerOf(listAction({ request, params: {}, context: {} } as never));
  if (result instanceof Response) return { status: result.status, notice: { text: await result.text() } };
  if (result && typeof result === "object" && "init" in result) {
    const { init, data } = result as { init: ResponseInit; data: { notice: { text: string }; report?: Report } };
    return { status: init.status ?? 200, ...data };
  }
  return { status: 200, ...(result as { notice: { text: string; tone: string }; report?: Report }) };
}

const productCount = async () => (await db().select({ n: count() }).from(products))[0]!.n;

/** Ten kinds of bad item, each with the reason it must be reported with. */
const BAD: [unknown, RegExp][] = [
  [{ name: "Negative", price: -100 }, /price cannot be negative/],
  [{ name: "Paise", price: 10.5 }, /whole rupees/],
  [{ name: "Half stock", stock: 2.5 }, /whole number/],
  [{ name: "Negative stock", stock: -3 }, /Stock cannot be negative/],
  [{ name: "Bad image", images: ["not a url"] }, /not an image URL/],
  [{ name: "Unknown category", category: "kitchen" }, /Unknown category 'kitchen'/],
  ["just a string", /must be a JSON object/],
  [null, /must be a JSON object/],
  [{ name: 42 }, /name must be text/],
  [{ name: "Word price", price: "cheap" }, /must be a number/],
];

describe("JSON import", () => {
  it("imports 190 of 200 items, reports the 10 bad ones with their index and reason", async () => {
    const before = await productCount();
    const items: unknown[] = Array.from({ length: 200 }, (_, i) => ({
      name: `Imported Chair ${i}`,
      price: 1000 + i,
      stock: i % 7,
      images: i % 2 ? ["https://cdn.example.com/chair.jpg"] : "/images/demo/products/chair.webp",
      category: i % 3 === 0 ? "Décor" : undefined,
    }));
    const badIndexes = BAD.map((_, k) => k * 19 + 5);
    badIndexes.forEach((index, k) => (items[index] = BAD[k]![0]));

    const result = await importFile(JSON.stringify(items));
    expect(result.status).toBe(200);
    expect(result.report!.imported).toBe(190);
    expect(result.notice.text).toMatch(/^Imported 190 products successfully!/);
    expect(result.report!.failures.map((failure) => failure.index)).toEqual(badIndexes);
    result.report!.failures.forEach((failure, k) => expect(failure.reason).toMatch(BAD[k]![1]));
    // The count is true: exactly that many rows were written.
    expect(await productCount()).toBe(before + 190);

    const [chair] = await db().select().from(products).where(eq(products.name, "Imported Chair 3"));
    expect(chair).toMatchObject({ price: 1003, stock: 3, categoryId: category.decor, isActive: true });
    const [other] = await db().select().from(products).where(eq(products.name, "Imported Chair 4"));
    expect(other).toMatchObject({ categoryId: category.living, images: ["/images/demo/products/chair.webp"] });
  });

  it("fills in the spec's defaults and gives same-named items their own slugs", async () => {
    const result = await importFile(JSON.stringify([{}, {}, { name: "Living Room" }]));
    expect(result.report).toEqual({ imported: 3, failures: [] });
    expect(result.notice.text).toBe("Imported 3 products successfully!");
    const defaults = await db().select().from(products).where(eq(products.name, "Imported Product"));
    expect(defaults.map((row) => row.slug).sort()).toEqual(["imported-product", "imported-product-2"]);
    expect(defaults[0]).toMatchObject({
      price: 0,
      stock: 0,
      images: [],
      description: null,
      categoryId: category.living,
    });
    const [living] = await db().select().from(products).where(eq(products.name, "Living Room"));
    expect(living!.slug).toBe("living-room-2");
  });

  it("refuses a file that is not a JSON array, and changes nothing", async () => {
    const before = await productCount();
    for (const content of ['{"name":"Not in an array"}', "name,price\nSofa,100", ""]) {
      const result = await importFile(content);
      expect(result.status).toBe(400);
      expect(result.notice.text).toBe(
        content === "" ? "Please choose a JSON file to import." : "Invalid JSON file format.",
      );
    }
    expect(await productCount()).toBe(before);
  });

  it("refuses files over 2 MB and over 5,000 items", async () => {
    const before = await productCount();
    const big = await importFile(`[${" ".repeat(2 * 1024 * 1024)}]`);
    expect(big.status).toBe(413);
    expect(big.notice.text).toMatch(/too large.*2 MB/);
    const many = await importFile(JSON.stringify(Array.from({ length: 5001 }, () => ({}))));
    expect(many.status).toBe(400);
    expect(many.notice.text).toMatch(/at most 5,000/);
    expect(await productCount()).toBe(before);
  });

  it("keeps importing the others when the database refuses one item", async () => {
    // A rule only the database knows (as a category deleted meanwhile would be): one name is refused.
    await db().execute(sql`create function refuse_poison() returns trigger language plpgsql as $$
      begin if new.name = 'Poison Pill' then raise exception 'refused'; end if; return new; end $$`);
    await db().execute(
      sql`create trigger refuse_poison before insert on products for each row execute function refuse_poison()`,
    );
    try {
      const before = await productCount();
      const items = Array.from({ length: 5 }, (_, i) => ({ name: i === 2 ? "Poison Pill" : `Batch Table ${i}` }));
      const result = await importFile(JSON.stringify(items));
      expect(result.report!.imported).toBe(4);
      expect(result.report!.failures).toEqual([{ index: 2, reason: expect.stringMatching(/refused/) }]);
      expect(await productCount()).toBe(before + 4);
    } finally {
      await db().execute(sql`drop trigger refuse_poison on products`);
    }
  });
});
