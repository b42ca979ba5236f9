import { describe, expect, it } from "vitest";
import { formatPakistaniPhone, normalisePakistaniPhone } from "./phone";

describe("Pakistani phone numbers", () => {
  it.each([
    "0300 1234567",
    "03001234567",
    "+92 300 1234567",
    "+923001234567",
    "92-300-1234567",
    "0092 300 1234567",
    "(0300) 123-4567",
  ])("accepts %s", (input) => expect(normalisePakistaniPhone(input)).toBe("+923001234567"));

  it.each(["", "12345", "0421234567", "+92 42 1234567", "0300 123456", "0300 12345678", "+1 300 1234567", "abc"])(
    "refuses %s",
    (input) => expect(normalisePakistaniPhone(input)).toBeNull(),
  );

  it("formats the canonical form for people", () => {
    expect(formatPakistaniPhone("+923001234567")).toBe("+92 300 1234567");
  });
});
