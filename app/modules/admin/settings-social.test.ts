import { describe, expect, it } from "vitest";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { shopSettingsSchema } from "~/modules/settings/settings.schema";
import { formFromSettings, settingsFormSchema, settingsFromForm } from "./settings-form";

// Issue 33: a shop need not be on every network. An empty social link is saved as "none";
// a link that is given must still be a web address.

const posted = (changes: Record<string, string>) =>
  settingsFormSchema.safeParse(settingsFromForm({ ...formFromSettings(defaultShopSettings), ...changes }));

describe("social links in the settings", () => {
  it("saves an empty link (or one of spaces) as none", () => {
    const result = posted({ "social.facebook": "", "social.linkedin": "   " });
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.social.facebook).toBe("");
    expect(result.data?.social.linkedin).toBe("");
    expect(result.data?.social.instagram).toBe(defaultShopSettings.social.instagram);
  });

  it("still refuses a link that is not a web address", () => {
    const result = posted({ "social.facebook": "", "social.twitter": "javascript:alert(1)" });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["social.twitter"]);
  });

  it("keeps an empty link when the stored record is read again", () => {
    const stored = { ...defaultShopSettings, social: { ...defaultShopSettings.social, twitter: "" } };
    expect(shopSettingsSchema.parse(JSON.parse(JSON.stringify(stored))).social.twitter).toBe("");
  });
});
