import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { seedDemoData } from "~/demo/seed.server";
import {
  COUNT_CAP,
  MAX_PAGE,
  PAGE_SIZE,
  SEARCH_COUNT_CAP,
  parseCatalogFilters,
} from "~/modules/catalog/catalog-filters";
import { listCatalog } from "~/modules/catalog/catalog.server";
import { setupTestDatabase } from "../setup/test-database";

const database = setupTestDatabase();

beforeAll(async () => {
  await seedDemoData(database.handle.db);
  // More matching products than the count goes to: every one a 'Cap Stool'.
  await database.handle.db.execute(sql`
    insert into products (slug, name, description, price, stock, category_id)
    select 'cap-stool-' || n, 'Cap Stool ' || n, 'A stool for counting.', 1000 + n, 1,
           (select id from categories where slug = 'office')
    from generate_series(1, ${COUNT_CAP + 5}) as n`);
}, 120_000);

it("stops counting at the cap and says so", async () => {
  const listing = await listCatalog(parseCatalogFilters(new URLSearchParams()));
  expect(listing).toMatchObject({ total: COUNT_CAP, totalCapped: true, pageCount: MAX_PAGE });
  expect(listing.products).toHaveLength(PAGE_SIZE);

  const searched = await listCatalog(parseCatalogFilters(new URLSearchParams({ q: "cap stool" })));
  expect(searched).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });

  // Under the cap, the count is exact.
  const office = await listCatalog(parseCatalogFilters(new URLSearchParams({ category: "office", max: "1100" })));
  expect(office.totalCapped).toBe(false);
  expect(office.total).toBe(100 + (await countOfficeDemoUnder(1100)));
});

it("ranks a broadened search one of whose words passes the cap without counting it again", async () => {
  // No product is both a stool and a wardrobe: either will do, the rarer word first.
  const filters = (page: number) =>
    parseCatalogFilters(new URLSearchParams({ q: "stool wardrobe", page: String(page) }));
  const first = await listCatalog(filters(1));
  expect(first).toMatchObject({ broadened: true, total: SEARCH_COUNT_CAP, totalCapped: true });
  expect(first.products[0]!.name).toBe("Haveli Two-Door Wardrobe");
  expect(first.products.slice(1).every((product) => /stool/i.test(product.name))).toBe(true);
  // The next page goes on with the stools, none of the first page's again.
  const second = await listCatalog(filters(2));
  const seen = new Set(first.products.map((product) => product.id));
  expect(second.products).toHaveLength(PAGE_SIZE);
  expect(second.products.some((product) => seen.has(product.id))).toBe(false);
});

it("reads a deep page in the catalogue's order", async () => {
  const page = 40;
  const listing = await listCatalog(parseCatalogFilters(new URLSearchParams({ page: String(page) })));
  const result = (await database.handle.db.execute(sql`
    select id from products where is_active order by created_at desc, id
    limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`)) as unknown as { rows: { id: string }[] };
  expect(listing.products.map((product) => product.id)).toEqual(result.rows.map((row) => row.id));
});

it("serves the last page there can be, however large the page asked for", async () => {
  const last = await listCatalog(parseCatalogFilters(new URLSearchParams({ page: "999999" })));
  expect(last.page).toBe(MAX_PAGE);
  expect(last.products.length).toBeGreaterThan(0);
});

async function countOfficeDemoUnder(max: number) {
  const result = (await database.handle.db.execute(sql`
    select count(*)::int as n from products p join categories c on c.id = p.category_id
    where c.slug = 'office' and p.price <= ${max} and p.slug not like 'cap-stool-%'`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}
