import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./redirect-target";

describe("safeRedirectTarget", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirectTarget("/profile?tab=orders")).toBe("/profile?tab=orders");
    expect(safeRedirectTarget("/furniture/bedroom#top")).toBe("/furniture/bedroom#top");
  });

  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "profile", "", null])("refuses %s", (value) => {
    expect(safeRedirectTarget(value)).toBe("/");
  });

  // The attack run's variants: characters that URL parsers drop or that no header may carry.
  it.each([
    "/\t/evil.example",
    "/\t\\evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\u000b/evil.example",
    "/\u0000/evil.example",
    " //evil.example",
    "/ /evil.example",
    "/\\/evil.example",
    "/\\\\evil.example",
    "/.//evil.example",
    "/a/../..//evil.example",
  ])("refuses %j", (value) => {
    expect(safeRedirectTarget(value)).toBe("/");
  });

  it("gives back what it keeps as plain ASCII, on this site", () => {
    expect(safeRedirectTarget("/。/evil.example")).toBe("/%E3%80%82/evil.example");
    expect(safeRedirectTarget("/furniture?q=صوفہ")).toBe("/furniture?q=%D8%B5%D9%88%D9%81%DB%81");
  });
});
