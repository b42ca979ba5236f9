import { describe, expect, it } from "vitest";
import { SYNONYM_GROUPS_MAX } from "~/modules/catalog/synonym-words";
import { synonymGroupSchema } from "~/modules/search/synonym-group.schema";
import { demoSearchSynonyms } from "~/demo/data/search-synonyms";

describe("the demo's words that mean the same", () => {
  it("are groups the admin's form would save as they are", () => {
    for (const words of demoSearchSynonyms) {
      expect(synonymGroupSchema.parse({ words: words.join(" = ") }).words).toEqual(words);
    }
  });

  it("give each word to one group, within the shop's limit", () => {
    const all = demoSearchSynonyms.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(demoSearchSynonyms.length).toBeLessThanOrEqual(SYNONYM_GROUPS_MAX);
    // The journey's owner adds this one (tests/e2e/search-words.desktop.spec.ts): the demo must not have it.
    expect(all).not.toContain("chowki");
  });
});
