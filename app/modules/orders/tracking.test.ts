import { describe, expect, it } from "vitest";
import {
  contactMatches,
  maskAddress,
  maskEmail,
  maskName,
  maskPhone,
  maySeeDetails,
  orderIdMessage,
  parseContact,
  parseOrderId,
} from "./tracking";

const ID = "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d";

describe("reading an order ID", () => {
  it.each([
    ["A1B2C3D4", "a1b2c3d4"],
    ["a1b2c3d4", "a1b2c3d4"],
    ["  #A1B2C3D4 ", "a1b2c3d4"],
    ["# a1b2c3d4", "a1b2c3d4"],
    ["A1B2C3D4-E5", "a1b2c3d4-e5"],
    ["a1b2c3d4e5f6", "a1b2c3d4-e5f6"],
    ["a1b2c3d4-e5f64a", "a1b2c3d4-e5f6-4a"],
    [ID, ID],
    [ID.toUpperCase(), ID],
    [ID.replace(/-/g, ""), ID],
  ])("takes %j as the prefix %j", (input, prefix) => {
    expect(parseOrderId(input)).toEqual({ ok: true, prefix });
  });

  it.each([null, undefined, "", "   ", "#"])("refuses a blank ID (%j)", (input) => {
    expect(parseOrderId(input)).toEqual({ ok: false, reason: "blank" });
    expect(orderIdMessage("blank")).toBe("Please enter an order ID");
  });

  it.each(["A1B2", "a1b2c3d", "a1b2-c3d", "#a1b2c3"])("refuses fewer than 8 characters (%j)", (input) => {
    expect(parseOrderId(input)).toEqual({ ok: false, reason: "tooShort" });
    expect(orderIdMessage("tooShort")).toBe("Please enter at least the 8 characters of your order number.");
  });

  it.each(["ORDER-123", "a1b2c3d4%", "a1b2c3d4_", "g1b2c3d4", "' or 1=1 --", `${ID}0`])(
    "refuses what is not an order ID (%j)",
    (input) => {
      expect(parseOrderId(input)).toEqual({ ok: false, reason: "invalid" });
      expect(orderIdMessage("invalid")).toMatch(/^That is not an order ID/);
    },
  );
});

describe("the optional e-mail or phone", () => {
  it("reads e-mails in any case and phones in any Pakistani form", () => {
    expect(parseContact("  Ayesha@Gmail.COM ")).toEqual({ kind: "email", value: "ayesha@gmail.com" });
    expect(parseContact("0300 1234567")).toEqual({ kind: "phone", value: "+923001234567" });
    expect(parseContact("+92-300-1234567")).toEqual({ kind: "phone", value: "+923001234567" });
    expect(parseContact("hello")).toEqual({ kind: "unknown" });
    expect(parseContact("   ")).toBeNull();
    expect(parseContact(null)).toBeNull();
  });

  const order = { email: "ayesha@gmail.com", phone: "+923001234567" };
  it("matches the order's own e-mail or phone only", () => {
    expect(contactMatches(order, parseContact("AYESHA@gmail.com"))).toBe(true);
    expect(contactMatches(order, parseContact("0092 300 1234567"))).toBe(true);
    expect(contactMatches(order, parseContact("ayesha@gmail.co"))).toBe(false);
    expect(contactMatches(order, parseContact("0300 1234568"))).toBe(false);
    expect(contactMatches(order, parseContact("1234567"))).toBe(false);
    expect(contactMatches(order, null)).toBe(false);
  });

  it("lets the owner, an admin or a visitor with the contact see the details", () => {
    const owned = { ...order, userId: "user-1" };
    const customer = (userId: string, email = "someone@example.com", emailVerified = true) => ({
      userId,
      email,
      emailVerified,
    });
    const stranger = { customer: null, isAdmin: false };
    expect(maySeeDetails(owned, { customer: customer("user-1"), isAdmin: false }, null)).toBe(true);
    expect(maySeeDetails(owned, { customer: customer("user-2"), isAdmin: true }, null)).toBe(true);
    expect(maySeeDetails(owned, stranger, parseContact("0300-1234567"))).toBe(true);
    expect(maySeeDetails(owned, stranger, null)).toBe(false);
    expect(maySeeDetails(owned, { customer: customer("user-2"), isAdmin: false }, parseContact("x@y.z"))).toBe(false);
    // An account with the order's address does not own another account's order.
    expect(maySeeDetails(owned, { customer: customer("user-2", order.email), isAdmin: false }, null)).toBe(false);
  });

  it("gives a guest's order to the account that verified its e-mail, and to no other", () => {
    const guests = { ...order, userId: null };
    const signedIn = (email: string, emailVerified: boolean) => ({
      customer: { userId: "user-3", email, emailVerified },
      isAdmin: false,
    });
    expect(maySeeDetails(guests, signedIn("Ayesha@Gmail.com", true), null)).toBe(true);
    expect(maySeeDetails(guests, signedIn("ayesha@gmail.com", false), null)).toBe(false);
    expect(maySeeDetails(guests, signedIn("other@gmail.com", true), null)).toBe(false);
    expect(maySeeDetails(guests, { customer: null, isAdmin: false }, null)).toBe(false);
  });
});

describe("masking", () => {
  it("keeps the first letter of each name", () => {
    expect(maskName("Ayesha Khan")).toBe("A*** K***");
    expect(maskName("  Muhammad   Ali  Raza ")).toBe("M*** A*** R***");
    expect(maskName("عائشہ خان")).toBe("ع*** خ***");
    expect(maskName("")).toBe("***");
  });

  it("keeps the e-mail's first letter and domain", () => {
    expect(maskEmail("ayesha@gmail.com")).toBe("a***@gmail.com");
    expect(maskEmail("a@example.pk")).toBe("a***@example.pk");
    expect(maskEmail("not-an-email")).toBe("***");
  });

  it("keeps the phone's country code, network digit and last two digits", () => {
    expect(maskPhone("+923001234567")).toBe("+92 3** *****67");
    expect(maskPhone("0321 7654321")).toBe("+92 3** *****21");
    expect(maskPhone("042 35761234")).toBe("*****34");
    expect(maskPhone("")).toBe("***");
  });

  it("shows only the city of an address", () => {
    expect(maskAddress("Lahore")).toBe("***, Lahore");
    expect(maskAddress(" ")).toBe("***");
  });
});
