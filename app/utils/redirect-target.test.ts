import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./redirect-target";

describe("safeRedirectTarget", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirectTarget("/profile?tab=orders")).toBe("/profile?tab=orders");
  });
  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "profile", "", null])("refuses %s", (value) => {
    expect(safeRedirectTarget(value)).toBe("/");
  });
});
