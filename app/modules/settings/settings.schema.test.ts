import { describe, expect, it } from "vitest";
import { defaultShopSettings } from "./settings.defaults";
import { shopSettingsSchema } from "./settings.schema";

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
});
