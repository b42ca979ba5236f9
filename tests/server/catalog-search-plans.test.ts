// How a search is read (issue 34's speed aim): a typed word that begins catalogue words is matched
// as those whole words; a bare prefix (an SKU's, a word the vocabulary lacks) is read from its
// matches and sorted, unless there are more than the count's cap, when the page is read in the
// sort's order after all. Each way must give the same page as the plain rule: products with the
// words in their name first, then the rest, newest first within each.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "~/demo/seed.server";
import { PAGE_SIZE, SEARCH_COUNT_CAP, parseCatalogFilters } from "~/modules/catalog/catalog-filters";
import { listCatalog } from "~/modules/catalog/catalog.server";
import { planSearch } from "~/modules/catalog/search.server";
import { setupTestDatabase } from "../setup/test-database";

const database = setupTestDatabase();
const run = (statement: ReturnType<typeof sql>) => database.handle.db.execute(statement);

const search = (q: string, more: Record<string, string> = {}) =>
  listCatalog(parseCatalogFilters(new URLSearchParams({ q, ...more })));

/** Slugs of the products made below that match, in the plain rule's order (`named`: has the word in its name). */
async function expectedOrder(matches: string, named: string) {
  const result = (await run(
    sql.raw(`select slug from products where is_active and slug like 'plan-%' and (${matches})
             order by (${named}) desc, created_at desc, id`),
  )) as unknown as { rows: { slug: string }[] };
  return result.rows.map((row) => row.slug);
}

const FEW = 9;

beforeAll(async () => {
  await seedDemoData(database.handle.db);
  // More products with one word than the search counts to, a minute apart, the oldest stored first
  // (so that the first matches the index finds are not the newest).
  await run(sql`
    insert into products (slug, name, description, price, stock, category_id, created_at)
    select 'plan-many-' || n, 'Vantrel Stool ' || n, 'A quorvane stool for counting.', 1000 + n, 1,
           (select id from categories where slug = 'office'),
           now() - (${SEARCH_COUNT_CAP + 20} - n) * interval '1 minute'
    from generate_series(1, ${SEARCH_COUNT_CAP + 20}) as n`);
  // A few with a made-up code, as an SKU would be: some named with it, some not.
  await run(sql`
    insert into products (slug, name, description, price, stock, category_id, created_at)
    select 'plan-code-' || n,
           case when n % 2 = 0 then 'Zorbit Chair ZQ77' || n else 'Quiet Chair ' || n end,
           'Code ZQ77' || n || ' in the workshop book.', 2000 + n, 1,
           (select id from categories where slug = 'office'), now() - n * interval '1 hour'
    from generate_series(1, ${FEW}) as n`);
  // The vocabulary never holds SKUs: without these words, 'zq77' and 'quorv' are bare prefixes.
  await run(sql`delete from search_words where word like 'zq77%' or word like 'quorv%'`);
}, 120_000);

describe("a word that begins catalogue words", () => {
  it("is matched as those whole words, and itself", async () => {
    expect((await planSearch("vantr zorbit"))?.wholeWords).toBe(true);
    const stools = await search("vantr");
    expect(stools.totalCapped).toBe(true);
    expect(stools.products.map((card) => card.slug)).toEqual(
      (await expectedOrder("name like 'Vantrel%'", "name like 'Vantrel%'")).slice(0, PAGE_SIZE),
    );
  });

  it("still corrects a typo, which then counts as whole words", async () => {
    const plan = await planSearch("zorbitt");
    expect(plan?.wholeWords).toBe(true);
    const result = await search("zorbitt");
    expect(result.total).toBeGreaterThan(0);
    expect(result.products.every((card) => card.name.startsWith("Zorbit"))).toBe(true);
  });
});

describe("a bare prefix", () => {
  it("is read from its matches, named first then newest, on every page, with the exact count", async () => {
    expect((await planSearch("zq77"))?.wholeWords).toBe(false);
    const expected = await expectedOrder("description like '%ZQ77%'", "name like '%ZQ77%'");
    expect(expected).toHaveLength(FEW);
    const first = await search("zq77");
    expect(first).toMatchObject({ total: FEW, totalCapped: false });
    expect(first.products.map((card) => card.slug)).toEqual(expected.slice(0, PAGE_SIZE));
    // By price too: the sort is the page's, not the index's.
    const cheapest = await search("zq77", { sort: "price-asc" });
    expect(cheapest.products.map((card) => card.price)).toEqual(
      cheapest.products.map((card) => card.price).sort((a, b) => a - b),
    );
    expect(cheapest.products).toHaveLength(FEW);
  });

  it("with more matches than the cap, gives the page in the sort's order after all", async () => {
    expect((await planSearch("quorv"))?.wholeWords).toBe(false);
    const expected = await expectedOrder("description like '%quorvane%'", "name like '%quorvane%'");
    for (const page of ["1", "2"]) {
      const result = await search("quorv", { page });
      expect(result).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
      const from = (Number(page) - 1) * PAGE_SIZE;
      expect(result.products.map((card) => card.slug)).toEqual(expected.slice(from, from + PAGE_SIZE));
    }
  });
});
