import { describe, expect, it } from "vitest";
import { defaultShopSettings } from "./settings.defaults";
import { shopSettingsSchema } from "./settings.schema";
import {
  NTN_MESSAGE,
  percentText,
  SALES_TAX_RATE_MESSAGE,
  STRN_MESSAGE,
  taxRegistrationLines,
} from "./tax-registration";

/** The tax registration as the settings schema keeps it, from what was typed. */
const taxOf = (tax: Record<string, unknown>) => shopSettingsSchema.parse({ ...defaultShopSettings, tax }).tax;

/** The schema's complaints about a tax registration, as [field, message]. */
const refusals = (tax: Record<string, unknown>) =>
  shopSettingsSchema
    .safeParse({ ...defaultShopSettings, tax: { ...defaultShopSettings.tax, ...tax } })
    .error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("the tax registration in the settings", () => {
  it("is empty and off until the owner fills it in, at Pakistan's standard 18 %", () => {
    expect(shopSettingsSchema.parse({}).tax).toEqual({
      ntn: "",
      strn: "",
      pricesIncludeSalesTax: false,
      salesTaxRate: 1800,
    });
  });

  it("gives a record saved before the registration existed the defaults", () => {
    const { tax: _, ...older } = defaultShopSettings;
    expect(shopSettingsSchema.parse(older)).toEqual(defaultShopSettings);
  });

  it("keeps an NTN as '1234567-8', typed with or without its dash", () => {
    expect(taxOf({ ntn: "1234567-8" }).ntn).toBe("1234567-8");
    expect(taxOf({ ntn: "12345678" }).ntn).toBe("1234567-8");
    expect(taxOf({ ntn: " 0712345-0 " }).ntn).toBe("0712345-0");
    expect(taxOf({ ntn: "" }).ntn).toBe("");
  });

  it.each([
    "1234567",
    "123456789",
    "123456-78",
    "1234567 8",
    "1234567--8",
    "ABCDEFG-H",
    "１２３４５６７-８",
    "-12345678",
  ])("refuses the NTN %j with a message that says what to enter", (ntn) => {
    expect(refusals({ ntn })).toEqual([["tax.ntn", NTN_MESSAGE]]);
  });

  it("keeps an STRN as its 13 digits, typed with or without the certificate's spaces and dashes", () => {
    for (const typed of ["3277876123456", "32-77-8761-234-56", "32 77 8761 234 56", " 3277876123456 "]) {
      expect(taxOf({ strn: typed }).strn, typed).toBe("3277876123456");
    }
  });

  it.each([
    "327787612345",
    "32778761234567",
    "32--77-8761-234-56",
    "-3277876123456",
    "3277876123456-",
    "3277876I23456",
    "32.77.8761.234.56",
  ])("refuses the STRN %j with a message that says what to enter", (strn) => {
    expect(refusals({ strn })).toEqual([["tax.strn", STRN_MESSAGE]]);
  });

  it("takes a rate from 0 to 100 % in whole basis points", () => {
    for (const rate of [0, 1, 1750, 1800, 10_000]) expect(taxOf({ salesTaxRate: rate }).salesTaxRate).toBe(rate);
    for (const rate of [-1, 10_001, 1800.5, Number.NaN, "18", null]) {
      expect(refusals({ salesTaxRate: rate }), String(rate)).toEqual([["tax.salesTaxRate", SALES_TAX_RATE_MESSAGE]]);
    }
  });

  it("takes 'prices include sales tax' as a yes or no only", () => {
    expect(taxOf({ pricesIncludeSalesTax: true }).pricesIncludeSalesTax).toBe(true);
    expect(refusals({ pricesIncludeSalesTax: "on" })?.map(([path]) => path)).toEqual(["tax.pricesIncludeSalesTax"]);
  });
});

describe("the registration as printed", () => {
  it("writes a rate in basis points as a percentage without trailing zeros", () => {
    expect([0, 25, 50, 1700, 1750, 1800, 1825, 10_000].map(percentText)).toEqual([
      "0",
      "0.25",
      "0.5",
      "17",
      "17.5",
      "18",
      "18.25",
      "100",
    ]);
  });

  it("prints each number that is set, and nothing for a shop that is not registered", () => {
    expect(taxRegistrationLines({ ntn: "1234567-8", strn: "3277876123456" })).toEqual([
      "NTN: 1234567-8",
      "STRN: 3277876123456",
    ]);
    expect(taxRegistrationLines({ ntn: "1234567-8", strn: "" })).toEqual(["NTN: 1234567-8"]);
    expect(taxRegistrationLines({ ntn: "", strn: "3277876123456" })).toEqual(["STRN: 3277876123456"]);
    expect(taxRegistrationLines({ ntn: "", strn: "" })).toEqual([]);
  });
});
