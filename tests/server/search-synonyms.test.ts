// Issue 37, item 1: the owner's words that mean the same. A group is checked as search splits a
// query, a word belongs to one group (the database's key), every change is audit-logged, and a
// search for any word of a group finds the pieces named by the others, at once.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products, searchSynonymGroups, searchSynonymWords } from "~/db/schema";
import { SYNONYM_GROUPS_MAX } from "~/modules/catalog/synonym-words";
import { listSynonymGroups, removeSynonymGroup, saveSynonymGroup } from "~/modules/search/admin-synonyms.server";
import { searchSite } from "~/modules/search/site-search.server";
import { synonymGroupSchema } from "~/modules/search/synonym-group.schema";
import { action, loader } from "~/routes/admin/search-words";
import { pageRequest, routeArgs, thrownResponse } from "../setup/accounts";
import { auditEntries, TEST_ADMIN } from "../setup/audit";
import { makeProduct } from "../setup/orders";
import { setupCustomRequests } from "../setup/custom-requests";
import { outcomeOf } from "../setup/reviews";

const cookies = setupCustomRequests();

beforeEach(async () => {
  await db().delete(searchSynonymGroups);
});

const parse = (words: string) => synonymGroupSchema.safeParse({ words });
const words = (text: string) => {
  const parsed = parse(text);
  if (!parsed.success) throw new Error(parsed.error.issues[0]!.message);
  return parsed.data.words;
};
const found = async (query: string) =>
  (await searchSite(query, { products: 20, categories: 0, projects: 0 })).products.map((product) => product.name);

describe("a group of words, as the owner types it", () => {
  it("is split at '=', lower-cased and stored as search splits a query", () => {
    expect(words("Chowki = Stool")).toEqual(["chowki", "stool"]);
    expect(words("Sofa-cum-Bed = sofa bed, SOFA  BED")).toEqual(["sofa cum bed", "sofa bed"]);
    expect(words("3-Seater = three seater\nteen seater")).toEqual(["3 seater", "three seater", "teen seater"]);
  });

  it("refuses one word, a repeat, a phrase too long, symbols only, too many words and too much text", () => {
    const message = (text: string) => {
      const parsed = parse(text);
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    expect(message("chowki")).toBe("Please give at least two different words that mean the same, e.g. chowki = stool.");
    expect(message("stool = Stool")).toContain("at least two different words");
    expect(message("a very long name of a piece = stool")).toBe(
      "'a very long name of a piece' is more than 4 words: please shorten it.",
    );
    expect(message("chowki = %%% = stool")).toBe("'%%%' has no letters or digits.");
    expect(message(Array.from({ length: 13 }, (_, i) => `word${i}`).join(" = "))).toContain("At most 12 words");
    expect(message(Array.from({ length: 500 }, (_, i) => `w${i}`).join("="))).toBe(
      "Please keep this to 600 characters.",
    );
    expect(message(`${"x".repeat(41)} = stool`)).toContain("longer than 40 letters");
  });
});

describe("saving groups", () => {
  it("adds, changes and removes a group, each in the audit log", async () => {
    const added = await saveSynonymGroup(null, ["chowki", "stool"], TEST_ADMIN);
    expect(added).toMatchObject({ ok: true, group: { words: ["chowki", "stool"] } });
    const id = added.ok ? added.group.id : "";
    expect(await saveSynonymGroup(id, ["chowki", "stool", "pidhi"], TEST_ADMIN)).toMatchObject({ ok: true });
    expect(await listSynonymGroups()).toEqual([{ id, words: ["chowki", "stool", "pidhi"] }]);
    expect(await removeSynonymGroup(id, TEST_ADMIN)).toEqual({ ok: true, removed: true });
    expect(await removeSynonymGroup(id, TEST_ADMIN)).toEqual({ ok: true, removed: false });
    expect(await db().select().from(searchSynonymWords)).toEqual([]);

    const [add] = (await auditEntries("search.synonyms-added")).slice(-1);
    expect(add).toMatchObject({ targetLabel: "chowki = stool", actorEmail: TEST_ADMIN.email });
    const [change] = (await auditEntries("search.synonyms-changed")).slice(-1);
    expect(change!.changes).toEqual({ words: { before: "chowki = stool", after: "chowki = stool = pidhi" } });
    const [removal] = (await auditEntries("search.synonyms-removed")).slice(-1);
    expect(removal!.changes).toEqual({ words: { before: "chowki = stool = pidhi", after: null } });
  });

  it("refuses a word another group has, naming that group, and changes nothing", async () => {
    await saveSynonymGroup(null, ["almari", "wardrobe"], TEST_ADMIN);
    const second = await saveSynonymGroup(null, ["cupboard", "wardrobe"], TEST_ADMIN);
    expect(second).toEqual({
      ok: false,
      status: 409,
      message: "'wardrobe' is in the group 'almari = wardrobe' already: change that group, or leave the word out here.",
    });
    expect(await listSynonymGroups()).toHaveLength(1);
  });

  it("gives a word to one group when two admins add it at once", async () => {
    const results = await Promise.all([
      saveSynonymGroup(null, ["palang", "bed"], TEST_ADMIN),
      saveSynonymGroup(null, ["bed", "charpai"], TEST_ADMIN),
      saveSynonymGroup(null, ["cot", "bed"], TEST_ADMIN),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const rows = await db().select().from(searchSynonymWords).where(eq(searchSynonymWords.word, "bed"));
    expect(rows).toHaveLength(1);
    expect(await listSynonymGroups()).toHaveLength(1);
  });

  it(`keeps at most ${SYNONYM_GROUPS_MAX} groups`, async () => {
    const groups = await db()
      .insert(searchSynonymGroups)
      .values(Array.from({ length: SYNONYM_GROUPS_MAX }, () => ({})))
      .returning({ id: searchSynonymGroups.id });
    await db()
      .insert(searchSynonymWords)
      .values(groups.map((group, i) => ({ word: `filler${i}`, groupId: group.id, position: 0 })));
    const refused = await saveSynonymGroup(null, ["chowki", "stool"], TEST_ADMIN);
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect((refused as { message: string }).message).toContain(`${SYNONYM_GROUPS_MAX} groups`);
  });
});

describe("search with the owner's words", () => {
  it("finds the pieces named by any word of the group, at once, and no longer once removed", async () => {
    const stool = await makeProduct({ name: "Peshawari Wooden Stool", price: 9_000, stock: 5 });
    expect(await found("chowki")).not.toContain(stool.name);
    const added = await saveSynonymGroup(null, words("chowki = stool"), TEST_ADMIN);
    expect(await found("chowki")).toContain(stool.name);
    expect(await found("chowki wooden")).toEqual([stool.name]);
    await removeSynonymGroup(added.ok ? added.group.id : "", TEST_ADMIN);
    expect(await found("chowki")).not.toContain(stool.name);
    await db().update(products).set({ isActive: false }).where(eq(products.id, stool.id));
  });

  it("matches a phrase as a phrase: 'centre table' finds the coffee table, not every table", async () => {
    const coffee = await makeProduct({ name: "Lahori Coffee Table", price: 40_000, stock: 3 });
    const dining = await makeProduct({ name: "Lahori Dining Table", price: 90_000, stock: 3 });
    await saveSynonymGroup(null, words("centre table = coffee table"), TEST_ADMIN);
    const results = await found("centre table");
    expect(results).toContain(coffee.name);
    expect(results).not.toContain(dining.name);
    await db().update(products).set({ isActive: false }).where(eq(products.id, coffee.id));
    await db().update(products).set({ isActive: false }).where(eq(products.id, dining.id));
  });
});

describe("the admin's page", () => {
  it("is an admin's only", async () => {
    const guest = await thrownResponse(() => loader(routeArgs(pageRequest("/admin/search-words"))));
    expect(guest.status).toBe(302);
    const customer = await thrownResponse(() =>
      action(routeArgs(pageRequest("/admin/search-words", { cookie: cookies.customer, form: { words: "a = b" } }))),
    );
    expect(customer.status).toBe(302);
    expect(customer.headers.get("location")).toBe("/auth");
    expect(await listSynonymGroups()).toEqual([]);
  });

  it("adds a group from the form, and answers a refused one with the reason beside the words", async () => {
    const post = (form: Record<string, string>) =>
      outcomeOf(() => action(routeArgs(pageRequest("/admin/search-words", { cookie: cookies.admin, form }))));
    expect((await post({ intent: "add", words: "jhoola = swing" })).status).toBe(200);
    const refused = await post({ intent: "add", words: "swing = jhula" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      intent: "add",
      errors: { words: expect.stringContaining("'swing' is in the group 'jhoola = swing' already") },
      values: { words: "swing = jhula" },
    });
    const lone = await post({ intent: "add", words: "jhula" });
    expect(lone.status).toBe(400);
    const [group] = await listSynonymGroups();
    expect((await post({ intent: "save", id: group!.id, words: "jhoola = jhula = swing" })).status).toBe(200);
    expect((await post({ intent: "save", id: "not-an-id", words: "a = b" })).status).toBe(404);
    expect((await post({ intent: "remove", id: group!.id })).status).toBe(200);
    expect(await listSynonymGroups()).toEqual([]);
  });
});
