// Issue 37, item 3: a search that found nothing is counted for the owner (by its words and the
// Lahore day, capped, the last 30 days shown), offered a near spelling that finds something, a
// custom order that starts with the words searched; a search that finds something counts nothing.
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemoData } from "~/demo/seed.server";
import { db } from "~/db/client.server";
import { searchMisses } from "~/db/schema";
import { didYouMean, nearestWords } from "~/modules/search/did-you-mean.server";
import { listSearchMisses, recordSearchMiss, SEARCH_MISSES_PER_DAY } from "~/modules/search/search-misses.server";
import { loader as adminLoader } from "~/routes/admin/search-words";
import { loader as customOrdersLoader } from "~/routes/storefront/custom-orders";
import { loader as searchLoader } from "~/routes/storefront/search";
import { pageRequest, routeArgs } from "../setup/accounts";
import { setupCustomRequests } from "../setup/custom-requests";

const cookies = setupCustomRequests();

beforeAll(async () => {
  await seedDemoData(db());
});

beforeEach(async () => {
  await db().delete(searchMisses);
});

// Lahore is UTC+5: 20:00 UTC on Dec 2 is already Dec 3 there.
const DEC_03_LAHORE = new Date("2026-12-02T20:00:00Z");
const day = (date: string) => new Date(`${date}T07:00:00Z`);

const rows = () => db().select().from(searchMisses).orderBy(searchMisses.day, searchMisses.query);

type SearchData = Awaited<ReturnType<typeof searchLoader>>;
const searchPage = (query: string): Promise<SearchData> =>
  searchLoader(routeArgs(pageRequest(`/search?${new URLSearchParams({ q: query })}`)));

describe("counting searches that found nothing", () => {
  it("counts a search by its words as search reads them, on the Lahore day", async () => {
    await recordSearchMiss("Takht!!", DEC_03_LAHORE);
    await recordSearchMiss("  takht ", DEC_03_LAHORE);
    await recordSearchMiss("TAKHT", day("2026-12-04"));
    await recordSearchMiss("%$#@", DEC_03_LAHORE);
    expect((await rows()).map(({ query, day, count }) => ({ query, day, count }))).toEqual([
      { query: "takht", day: "2026-12-03", count: 2 },
      { query: "takht", day: "2026-12-04", count: 1 },
    ]);
  });

  it("writes no new search past the day's cap, but still counts those already written", async () => {
    await db().execute(sql`
      insert into search_misses (query, day)
      select 'bot word ' || n, '2026-12-03' from generate_series(1, ${SEARCH_MISSES_PER_DAY}) as n`);
    await recordSearchMiss("bot word 7", DEC_03_LAHORE);
    await recordSearchMiss("chowki", DEC_03_LAHORE);
    const today = await rows();
    expect(today).toHaveLength(SEARCH_MISSES_PER_DAY);
    expect(today.find((row) => row.query === "bot word 7")?.count).toBe(2);
    expect(today.some((row) => row.query === "chowki")).toBe(false);
    // The next day starts afresh.
    await recordSearchMiss("chowki", day("2026-12-04"));
    expect((await rows()).some((row) => row.query === "chowki")).toBe(true);
  });

  it("forgets days older than 90 when a new day begins", async () => {
    await db()
      .insert(searchMisses)
      .values([
        { query: "old", day: "2026-08-01" },
        { query: "kept", day: "2026-09-10" },
      ]);
    await recordSearchMiss("divan", DEC_03_LAHORE);
    expect((await rows()).map((row) => row.query)).toEqual(["kept", "divan"]);
  });

  it("lists the last 30 days, added up across days, most asked first", async () => {
    await db()
      .insert(searchMisses)
      .values([
        { query: "chowki", day: "2026-12-03", count: 2 },
        { query: "chowki", day: "2026-11-20", count: 3 },
        { query: "divan", day: "2026-12-01", count: 4 },
        { query: "peedhi", day: "2026-11-04", count: 1 },
        { query: "too old", day: "2026-11-03", count: 50 },
      ]);
    expect(await listSearchMisses(DEC_03_LAHORE)).toEqual([
      { query: "chowki", count: 5, last: "Dec 03, 2026" },
      { query: "divan", count: 4, last: "Dec 01, 2026" },
      { query: "peedhi", count: 1, last: "Nov 04, 2026" },
    ]);
  });
});

describe("Did you mean", () => {
  it("offers the nearest known word for an unknown one: the catalogue's and the owner's words", async () => {
    expect(await nearestWords("almaari")).toBe("almari");
    expect(await nearestWords("walnutt almaari")).toBe("walnut almari");
    expect(await didYouMean("almaari")).toBe("almari");
  });

  it("offers nothing for words the shop knows, nothing near, or symbols only", async () => {
    expect(await nearestWords("wardrobe")).toBeNull();
    expect(await didYouMean("qzxv")).toBeNull();
    expect(await didYouMean("!!! ???")).toBeNull();
  });
});

describe("the results page", () => {
  it("counts an empty search and offers a spelling that finds something", async () => {
    const empty = await searchPage("almaari");
    expect(empty.productCards).toHaveLength(0);
    expect(empty.suggestion).toBe("almari");
    const offered = await searchPage(empty.suggestion!);
    expect(offered.productCards[0]?.name).toMatch(/Wardrobe$/);
    expect(offered.suggestion).toBeNull();
    expect((await rows()).map((row) => [row.query, row.count])).toEqual([["almaari", 1]]);
  });

  it("counts nothing for a search that finds something, or for no words", async () => {
    await searchPage("sofa");
    await searchPage("");
    await searchPage("***");
    expect(await rows()).toEqual([]);
  });

  it("shows the owner the searches, and starts a group from one", async () => {
    await searchPage("chowki");
    await searchPage("Chowki");
    const page = await adminLoader(
      routeArgs(pageRequest("/admin/search-words?add=Chowki!", { cookie: cookies.admin })),
    );
    expect(page.data.misses).toEqual([expect.objectContaining({ query: "chowki", count: 2 })]);
    expect(page.data.start).toBe("chowki = ");
  });
});

describe("a custom order from a search that found nothing", () => {
  it("starts the description with the words searched, and with the customer's details when signed in", async () => {
    const guest = await customOrdersLoader(routeArgs(pageRequest("/custom-orders?for=Takht%20%3Cb%3E")));
    expect(guest.prefill).toEqual({ description: "I am looking for: takht b." });
    const customer = await customOrdersLoader(
      routeArgs(pageRequest("/custom-orders?for=divan", { cookie: cookies.customer })),
    );
    expect(customer.prefill).toMatchObject({ description: "I am looking for: divan." });
    expect(customer.prefill.email).toMatch(/@/);
    const plain = await customOrdersLoader(routeArgs(pageRequest("/custom-orders")));
    expect(plain.prefill).toEqual({});
  });
});
