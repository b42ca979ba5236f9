import { describe, expect, it } from "vitest";
import { searchCompounds, searchTerms } from "./search-terms";

describe("searchTerms", () => {
  it("splits on anything that is not a letter or digit, and lowercases", () => {
    expect(searchTerms("Walnut  Sofa")).toEqual(["walnut", "sofa"]);
    expect(searchTerms("three-seater,SOFA/bed")).toEqual(["three", "seater", "sofa", "bed"]);
    expect(searchTerms("72x78 in")).toEqual(["72x78", "in"]);
  });

  it("gives no words for empty, blank or punctuation-only text", () => {
    expect(searchTerms("")).toEqual([]);
    expect(searchTerms("   \t\n ")).toEqual([]);
    expect(searchTerms("&|!():*'\"\\<->{},%_")).toEqual([]);
  });

  it("drops every tsquery metacharacter, quote and backslash around the words", () => {
    expect(searchTerms("sofa & | ! ( ) : * '")).toEqual(["sofa"]);
    expect(searchTerms("'sofa':* & !table")).toEqual(["sofa", "table"]);
    expect(searchTerms('"sofa" \\ table\\')).toEqual(["sofa", "table"]);
    expect(searchTerms("sofa<->table")).toEqual(["sofa", "table"]);
    expect(searchTerms("sofa\u0000table")).toEqual(["sofa", "table"]);
    for (const word of searchTerms("a&b|c!d(e)f:g*h'i\"j\\k")) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
  });

  it("drops emoji but keeps letters of any script", () => {
    expect(searchTerms("🛋️ sofa 😀")).toEqual(["sofa"]);
    expect(searchTerms("😀🛋️")).toEqual([]);
    expect(searchTerms("Décor")).toEqual(["décor"]);
    expect(searchTerms("صوفہ سیٹ")).toEqual(["صوفہ", "سیٹ"]);
    expect(searchTerms("沙发")).toEqual(["沙发"]);
  });

  it("removes repeated words, keeping the first-typed order", () => {
    expect(searchTerms("sofa Sofa SOFA table sofa")).toEqual(["sofa", "table"]);
  });

  it("keeps at most eight words", () => {
    const words = "one two three four five six seven eight nine ten".split(" ");
    expect(searchTerms(words.join(" "))).toEqual(words.slice(0, 8));
  });

  it("cuts each word to 40 characters", () => {
    const terms = searchTerms(`${"x".repeat(100)} sofa`);
    expect(terms).toEqual(["x".repeat(40), "sofa"]);
  });

  it("handles a 500-character query", () => {
    const terms = searchTerms("sofa ".repeat(100));
    expect(terms).toEqual(["sofa"]);
    const long = searchTerms("a".repeat(500));
    expect(long).toEqual(["a".repeat(40)]);
  });
});

describe("searchCompounds", () => {
  it("gives the hyphenated words with a digit, joined and lowercased, with their parts", () => {
    expect(searchCompounds("SK098765-KHD")).toEqual([{ joined: "sk098765khd", parts: ["sk098765", "khd"] }]);
    expect(searchCompounds("velvet sofa, SKU-SOF-102")).toEqual([
      { joined: "skusof102", parts: ["sku", "sof", "102"] },
    ]);
  });

  it("leaves out words without a digit or with a digit first, broken hyphens, other scripts", () => {
    expect(searchCompounds("king-size bed, 3-seater sofa, 2-door")).toEqual([]);
    expect(searchCompounds("sk0987- -khd sk--98 -3-")).toEqual([]);
    expect(searchCompounds("décor-3 sk1-é")).toEqual([]);
    expect(searchCompounds("'sk1-a':* & sk2-b|!sk3-c").map(({ joined }) => joined)).toEqual(["sk1a", "sk2b", "sk3c"]);
    for (const { joined } of searchCompounds("a1-b&c2-d'e3-f\\g4-h")) expect(joined).toMatch(/^[a-z0-9]+$/);
  });

  it("keeps at most eight, of at most 40 characters joined", () => {
    const typed = Array.from({ length: 10 }, (_, i) => `sk${i}-x`).join(" ");
    expect(searchCompounds(typed)).toHaveLength(8);
    expect(searchCompounds(`sk1-${"x".repeat(38)}`)).toEqual([]);
    expect(searchCompounds(`sk1-${"x".repeat(37)}`)).toHaveLength(1);
  });
});
