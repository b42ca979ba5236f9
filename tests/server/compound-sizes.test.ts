// Issue 37, item 2: a compound size ('Super King') is one word to search, joined alike in the
// index (migration 0041's search_sizes_joined) and in a shopper's words (compound-sizes.ts).
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "~/demo/seed.server";
import { COMPOUND_SIZES, joinCompoundSizes } from "~/modules/catalog/compound-sizes";
import { searchTerms, typedWords } from "~/modules/catalog/search-terms";
import { synonymWord } from "~/modules/catalog/synonym-words";
import { nearestWords } from "~/modules/search/did-you-mean.server";
import { setupTestDatabase } from "../setup/test-database";

const database = setupTestDatabase();

beforeAll(async () => {
  await seedDemoData(database.handle.db);
});

async function joinedInSql(text: string): Promise<string> {
  const result = (await database.handle.db.execute(sql`select search_sizes_joined(${text}) as joined`)) as unknown as {
    rows: { joined: string }[];
  };
  return result.rows[0]!.joined;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

describe("a compound size", () => {
  it("is joined alike by the index and by search, however it is typed", async () => {
    const texts = COMPOUND_SIZES.flatMap(([first, second]) => [
      `A ${first} ${second} bed`,
      `${first.toUpperCase()}-${second} frame`,
      `${first}  ${second}`,
      `${first}${second}`,
    ]);
    for (const text of texts) {
      expect(words(await joinedInSql(text)), text).toEqual(joinCompoundSizes(words(text)));
    }
  });

  it("is joined only as whole words", async () => {
    for (const text of ["super kingdom", "supersuper king", "small doubles", "king super"]) {
      expect(words(await joinedInSql(text)), text).toEqual(words(text));
      expect(joinCompoundSizes(words(text)), text).toEqual(words(text));
    }
  });

  it("is one search word and one synonym word, and two words where the shop writes back what was typed", () => {
    expect(searchTerms("Super King bed")).toEqual(["superking", "bed"]);
    expect(searchTerms("king size bed")).toEqual(["king", "size", "bed"]);
    expect(synonymWord("Small-Double")).toBe("smalldouble");
    expect(typedWords("Super King bed!")).toEqual(["super", "king", "bed"]);
  });

  it("is offered as two words in 'Did you mean …'", async () => {
    // The demo's Chiniot bed comes in Super King: the vocabulary has it as one word.
    expect(await nearestWords("super king bedd")).toBe("super king bed");
  });
});
