import { describe, expect, it } from "vitest";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { NTN_MESSAGE, SALES_TAX_RATE_MESSAGE, STRN_MESSAGE } from "~/modules/settings/tax-registration";
import { fieldErrors } from "~/utils/form-fields";
import { formFromSettings, settingsFormSchema, settingsFromForm, settingsMessage } from "./settings-form";

// The settings form's 'Tax registration' section (issue 37, item 5), parsed as the action parses a post.

/** The form's defaults with some fields changed. */
function post(changes: Record<string, string | undefined>) {
  return settingsFormSchema.safeParse(settingsFromForm({ ...formFromSettings(defaultShopSettings), ...changes }), {
    error: settingsMessage,
  });
}

const problems = (result: ReturnType<typeof post>) => (result.error ? fieldErrors(result.error) : {});

const REGISTERED = {
  "tax.ntn": "12345678",
  "tax.strn": "32-77-8761-234-56",
  "tax.pricesIncludeSalesTax": "on",
  "tax.salesTaxRate": "17.5",
};

describe("the settings form's tax registration", () => {
  it("shows an unregistered shop as empty fields, the box unticked and the rate as 18", () => {
    expect(formFromSettings(defaultShopSettings)).toMatchObject({
      "tax.ntn": "",
      "tax.strn": "",
      "tax.pricesIncludeSalesTax": "",
      "tax.salesTaxRate": "18",
    });
  });

  it("saves the numbers in one spelling and the rate in basis points, and shows them back as saved", () => {
    const parsed = post(REGISTERED);
    expect(parsed.data?.tax).toEqual({
      ntn: "1234567-8",
      strn: "3277876123456",
      pricesIncludeSalesTax: true,
      salesTaxRate: 1750,
    });
    expect(formFromSettings({ ...defaultShopSettings, tax: parsed.data!.tax })).toMatchObject({
      "tax.ntn": "1234567-8",
      "tax.strn": "3277876123456",
      "tax.pricesIncludeSalesTax": "on",
      "tax.salesTaxRate": "17.5",
    });
  });

  it("reads the rate exactly from its digits: 0, 18, 18.00, 0.25 and 100", () => {
    for (const [typed, basisPoints] of [
      ["0", 0],
      ["18", 1800],
      [" 18.00 ", 1800],
      ["16.1", 1610],
      ["0.25", 25],
      ["100", 10_000],
    ] as const) {
      expect(post({ "tax.salesTaxRate": typed }).data?.tax.salesTaxRate, typed).toBe(basisPoints);
    }
  });

  it.each(["", "101", "100.01", "18.555", "-1", "18%", "1e1", "18,5", ".5", "eighteen"])(
    "refuses the rate %j with the field's message",
    (rate) => {
      expect(problems(post({ "tax.salesTaxRate": rate }))).toEqual({ "tax.salesTaxRate": SALES_TAX_RATE_MESSAGE });
    },
  );

  it("refuses a malformed NTN or STRN at its own field", () => {
    expect(problems(post({ "tax.ntn": "1234-5678" }))).toEqual({ "tax.ntn": NTN_MESSAGE });
    expect(problems(post({ "tax.strn": "3277-8761" }))).toEqual({ "tax.strn": STRN_MESSAGE });
  });

  it("asks for the STRN before prices may include sales tax", () => {
    expect(problems(post({ ...REGISTERED, "tax.strn": "" }))).toEqual({
      "tax.strn": "Please enter the STRN, or untick 'Prices include sales tax': only a registered business charges it.",
    });
    // A malformed STRN gets its own message, once.
    expect(problems(post({ ...REGISTERED, "tax.strn": "123" }))).toEqual({ "tax.strn": STRN_MESSAGE });
    // Unticked, an NTN alone is a registration the invoice prints.
    expect(post({ "tax.ntn": "1234567-8" }).data?.tax).toMatchObject({ ntn: "1234567-8", strn: "" });
  });

  it("reads an absent box as off and absent numbers as empty, never as what was saved", () => {
    const { "tax.pricesIncludeSalesTax": _, ...rest } = { ...formFromSettings(defaultShopSettings), ...REGISTERED };
    const input = settingsFromForm({ ...rest, "tax.ntn": undefined });
    expect(input.tax).toMatchObject({ ntn: "", pricesIncludeSalesTax: false });
  });
});
