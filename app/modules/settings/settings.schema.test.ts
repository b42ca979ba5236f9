import { describe, expect, it } from "vitest";
import { defaultShopSettings } from "./settings.defaults";
import { COD_CAP_MAX, FOUNDED_YEAR_MESSAGE, shopSettingsSchema } from "./settings.schema";

describe("shop settings schema", () => {
  it("fills an empty record with exactly the defaults", () => {
    expect(shopSettingsSchema.parse({})).toEqual(defaultShopSettings);
  });

  it("accepts the defaults as a valid record", () => {
    expect(shopSettingsSchema.parse(defaultShopSettings)).toEqual(defaultShopSettings);
  });

  it("keeps placeholder contact details obviously fake", () => {
    for (const email of Object.values(defaultShopSettings.emails)) expect(email).toMatch(/\.example$/);
    for (const url of Object.values(defaultShopSettings.social)) expect(new URL(url).hostname).toMatch(/\.example$/);
  });

  it("caps cash on delivery at 10 pieces an order and 20 awaiting delivery, and leaves two-factor sign-in off", () => {
    expect(defaultShopSettings).toMatchObject({
      codMaxUnitsPerOrder: 10,
      codMaxPendingUnitsPerCustomer: 20,
      requireAdminTwoFactor: false,
    });
  });

  it("gives a record saved before these settings existed their defaults", () => {
    const {
      codMaxUnitsPerOrder: _,
      codMaxPendingUnitsPerCustomer: __,
      requireAdminTwoFactor: ___,
      ...older
    } = defaultShopSettings;
    expect(shopSettingsSchema.parse({ ...older, name: "Older Shop" })).toEqual({
      ...defaultShopSettings,
      name: "Older Shop",
    });
  });

  describe.each(["codMaxUnitsPerOrder", "codMaxPendingUnitsPerCustomer"] as const)("%s", (key) => {
    it(`accepts whole numbers from 1 to ${COD_CAP_MAX}`, () => {
      for (const value of [1, 7, COD_CAP_MAX]) {
        expect(shopSettingsSchema.parse({ ...defaultShopSettings, [key]: value })[key]).toBe(value);
      }
    });

    it.each([0, -3, COD_CAP_MAX + 1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, "10", null])(
      "refuses %s with a message that says what to enter",
      (value) => {
        const result = shopSettingsSchema.safeParse({ ...defaultShopSettings, [key]: value });
        expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
          [key, "Please enter a whole number of pieces from 1 to 1,000."],
        ]);
      },
    );
  });

  it("takes two-factor sign-in as a yes or no only", () => {
    expect(shopSettingsSchema.parse({ requireAdminTwoFactor: true }).requireAdminTwoFactor).toBe(true);
    expect(shopSettingsSchema.safeParse({ requireAdminTwoFactor: "on" }).success).toBe(false);
  });

  it("takes the year founded as four digits up to next year, or empty to say nothing", () => {
    expect(shopSettingsSchema.parse({}).foundedYear).toBe("2009");
    expect(shopSettingsSchema.parse({ foundedYear: " 1998 " }).foundedYear).toBe("1998");
    expect(shopSettingsSchema.parse({ foundedYear: "" }).foundedYear).toBe("");
    for (const year of ["98", "20O9", "1700", "3000", "2009 AD"]) {
      expect(shopSettingsSchema.safeParse({ foundedYear: year }).error?.issues[0]?.message, year).toBe(
        FOUNDED_YEAR_MESSAGE,
      );
    }
  });
});
