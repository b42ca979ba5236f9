import { describe, expect, it } from "vitest";
import { searchTerms } from "./search-terms";

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
