import { describe, expect, it } from "vitest";
import { defaultShopSettings } from "./settings.defaults";
import { placeholderFields } from "./shop-placeholders";

const own = {
  phone: "+92 42 3571 2345",
  whatsapp: "+92 321 4567890",
  emails: { general: "hello@shahkaar.pk", sales: "sales@shahkaar.pk", support: "care@shahkaar.pk" },
  address: { line1: "12 MM Alam Road, Gulberg III", city: "Lahore", region: "Punjab", country: "Pakistan" },
  bank: {
    bankName: "Meezan Bank",
    accountTitle: "Shahkaar Interiors (Pvt) Ltd",
    accountNumber: "0211-0105123456",
    iban: "PK36MEZN0002110105123456",
  },
};

describe("the demo's placeholders", () => {
  it("are every contact and bank detail of a fresh install, in the settings form's order", () => {
    expect(placeholderFields(defaultShopSettings).map((field) => field.label)).toEqual([
      "Phone",
      "WhatsApp number",
      "General e-mail",
      "Sales e-mail",
      "Support e-mail",
      "Street address",
      "Bank name",
      "Bank account number",
      "IBAN",
    ]);
  });

  it("are none once the owner's own details are in", () => {
    expect(placeholderFields(own)).toEqual([]);
  });

  it("still catch one the owner left or made up from the demo ('.example', '0000')", () => {
    const left = placeholderFields({
      ...own,
      emails: { ...own.emails, sales: "orders@shahkaar.example" },
      bank: { ...own.bank, iban: "PK00EXMP0000000000000000" },
    });
    expect(left.map((field) => [field.field, field.group])).toEqual([
      ["emails.sales", "contact"],
      ["bank.iban", "bank"],
    ]);
  });
});
