import { describe, expect, it } from "vitest";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { getShopSettings, saveShopSettings } from "~/modules/settings/settings.server";
import { setupTestDatabase } from "../setup/test-database";

setupTestDatabase();

describe("shop settings", () => {
  it("falls back to the defaults before anything is saved", async () => {
    expect(await getShopSettings()).toEqual(defaultShopSettings);
    expect(defaultShopSettings.name).toBe("Shahkaar Interiors");
    expect(defaultShopSettings.emails.general).toMatch(/\.example$/);
  });

  it("saves a valid change and fills defaults for what is left out", async () => {
    await saveShopSettings({ name: "Shahkaar Home", phone: "+92 42 1111 2222" });
    const saved = await getShopSettings();
    expect(saved.name).toBe("Shahkaar Home");
    expect(saved.phone).toBe("+92 42 1111 2222");
    expect(saved.address.city).toBe("Lahore");
    expect(saved.splashEnabled).toBe(true);
  });

  it("rejects a bad value and changes nothing", async () => {
    const before = await getShopSettings();
    await expect(
      saveShopSettings({ ...before, emails: { ...before.emails, sales: "not an e-mail" } }),
    ).rejects.toThrow();
    await expect(saveShopSettings({ ...before, name: "" })).rejects.toThrow();
    expect(await getShopSettings()).toEqual(before);
  });
});
