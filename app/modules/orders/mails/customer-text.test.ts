import { describe, expect, it } from "vitest";
import { checkoutSchema } from "../checkout.schema";
import {
  CHECKOUT_TEXT_LIMITS,
  GREETING_NAME_LENGTH,
  greetingName,
  looksLikeLink,
  mailCustomerText,
  plainLine,
} from "./customer-text";

const order = {
  fullName: "Ayesha Khan",
  address: "House 12, Street 4, DHA Phase 5",
  city: "Lahore",
  notes: "Please call before delivery",
};

describe("the greeting's name", () => {
  it("is the name as typed, on one line", () => {
    expect(greetingName("Ayesha Khan")).toBe("Ayesha Khan");
    expect(greetingName("  Ayesha \n\t Khan  ")).toBe("Ayesha Khan");
    expect(greetingName("Dr. Ayesha Khan")).toBe("Dr. Ayesha Khan");
    expect(greetingName("عائشہ خان")).toBe("عائشہ خان");
    expect(greetingName("Muhammad Ali O'Brien-Qureshi")).toBe("Muhammad Ali O'Brien-Qureshi");
  });

  it(`is cut to its first ${GREETING_NAME_LENGTH} characters`, () => {
    const long = "Ayesha Khan who wants you to read this whole sentence in a mail";
    const shown = greetingName(long)!;
    expect(shown.length).toBeLessThanOrEqual(GREETING_NAME_LENGTH);
    expect(long.startsWith(shown)).toBe(true);
    expect(shown).toBe("Ayesha Khan who wants you to read this w");
  });

  it.each([
    "http://evil.example",
    "Ayesha https://evil.example/refund",
    "HTTPS://EVIL.EXAMPLE",
    "ftp://files",
    "www.evil",
    "Visit WWW2.evil now",
    "evil.example",
    "Refund at evil.example",
    "t.co/abc",
    "ayesha@evil.example",
    "mailto:someone",
    "javascript:alert(1)",
    "evil\u3002example",
    "ｅｖｉｌ．ｅｘａｍｐｌｅ",
  ])("is none (a neutral greeting) for link-like text: %s", (name) => {
    expect(greetingName(name)).toBeNull();
  });

  it("is none for a phone number, which no name has", () => {
    expect(greetingName("Call 0300 1234567 to cancel")).toBeNull();
    expect(greetingName("Ayesha +92-300-1234567")).toBeNull();
    expect(greetingName("Ayesha Khan 2")).toBe("Ayesha Khan 2");
  });

  it("looks for a link in the whole name, not only in what the greeting would show", () => {
    expect(greetingName(`${"A".repeat(GREETING_NAME_LENGTH)} evil.example`)).toBeNull();
  });

  it("is none for a blank name", () => {
    expect(greetingName("   ")).toBeNull();
  });
});

describe("link-like text", () => {
  it("leaves ordinary sentences alone", () => {
    expect(looksLikeLink("Please call before delivery. Gate 2, after 5.30 pm")).toBe(false);
    expect(looksLikeLink("House 12, St. 4, near the mosque")).toBe(false);
  });
});

describe("a plain line", () => {
  it("makes any whitespace one space and trims", () => {
    expect(plainLine("  House 12\r\nStreet 4\t\tLahore ", 100)).toBe("House 12 Street 4 Lahore");
  });

  it("is cut to the limit without splitting a letter from its marks", () => {
    expect(plainLine("abcdef", 4)).toBe("abcd");
    // 'é' as e + combining acute: two units, one letter.
    expect(plainLine("abce\u0301f", 4)).toBe("abc");
    expect(plainLine("ab 👍🏽", 4)).toBe("ab");
  });
});

describe("the customer's text for the confirmation mail", () => {
  it("keeps an ordinary order as typed", () => {
    expect(mailCustomerText(order)).toEqual({
      name: "Ayesha Khan",
      address: "House 12, Street 4, DHA Phase 5",
      city: "Lahore",
      notes: "Please call before delivery",
    });
  });

  it("cuts the address, city and notes to the checkout form's limits, on one line", () => {
    const text = mailCustomerText({
      ...order,
      address: `House 12\n${"x".repeat(600)}`,
      city: "L".repeat(200),
      notes: "n ".repeat(1000),
    });
    expect(text.address).toHaveLength(CHECKOUT_TEXT_LIMITS.address);
    expect(text.address.startsWith("House 12 x")).toBe(true);
    expect(text.city).toHaveLength(CHECKOUT_TEXT_LIMITS.city);
    expect(text.notes!.length).toBeLessThanOrEqual(CHECKOUT_TEXT_LIMITS.notes);
  });

  it("leaves out notes that are blank or carry a link", () => {
    expect(mailCustomerText({ ...order, notes: null }).notes).toBeNull();
    expect(mailCustomerText({ ...order, notes: " \n " }).notes).toBeNull();
    expect(mailCustomerText({ ...order, notes: "Your refund: https://evil.example" }).notes).toBeNull();
  });

  it("has no name when the name is a link", () => {
    expect(mailCustomerText({ ...order, fullName: "www.evil.example" }).name).toBeNull();
  });
});

describe("the limits", () => {
  it("are the checkout form's", () => {
    const valid = {
      fullName: "A",
      email: "a@example.com",
      phone: "0300 1234567",
      address: "A",
      city: "A",
      idempotencyKey: "6f1c3c0e-8f0a-4c1e-9d3b-2a6a4b5c6d7e",
    };
    for (const [field, limit] of Object.entries(CHECKOUT_TEXT_LIMITS)) {
      expect(checkoutSchema.safeParse({ ...valid, [field]: "x".repeat(limit) }).success, field).toBe(true);
      expect(checkoutSchema.safeParse({ ...valid, [field]: "x".repeat(limit + 1) }).success, field).toBe(false);
    }
  });
});
