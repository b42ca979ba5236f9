import { describe, expect, it } from "vitest";
import { formatPakistaniPhone, normalisePakistaniPhone } from "./phone";
import { formatPhone } from "./phone-display";

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

describe("formatPhone, for every number the shop shows (its own from the settings, as customers')", () => {
  it.each([
    ["0300 1234567", "+92 300 1234567"],
    ["+923001234567", "+92 300 1234567"],
    ["042-35712345", "+92 42 3571 2345"],
    ["+92 42 3571 2345", "+92 42 3571 2345"],
    ["0092 (42) 35712345", "+92 42 3571 2345"],
    ["042 111 123 456", "+92 42 111 123 456"],
    ["041 8765432", "+92 41 8765432"],
    ["0544 123456", "+92 544 123456"],
  ])("shows %s as %s", (input, shown) => {
    expect(formatPhone(input)).toBe(shown);
    expect(formatPhone(shown)).toBe(shown);
  });

  it.each(["+44 20 7946 0958", "12345", " 0300 12345 ", "call us"])("shows %j as typed, trimmed", (input) => {
    expect(formatPhone(input)).toBe(input.trim());
  });
});
