import { describe, expect, it } from "vitest";
import { mailtoHref, telHref } from "./contact-links";

describe("contact links", () => {
  it("dials only digits and the leading plus", () => {
    expect(telHref("+92 42 0000 0000")).toBe("tel:+924200000000");
    expect(telHref("(042) 111-222")).toBe("tel:042111222");
  });

  it("encodes subject and body", () => {
    expect(mailtoHref("sales@shop.example")).toBe("mailto:sales@shop.example");
    expect(mailtoHref("sales@shop.example", "Design consultation & quote")).toBe(
      "mailto:sales@shop.example?subject=Design%20consultation%20%26%20quote",
    );
    expect(mailtoHref("a@shop.example", "Hi", "Line 1\nLine 2")).toBe(
      "mailto:a@shop.example?subject=Hi&body=Line%201%0ALine%202",
    );
  });
});
