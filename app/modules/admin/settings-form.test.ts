import { describe, expect, it } from "vitest";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { businessHourRows, formFromSettings, settingsFormSchema, settingsFromForm } from "./settings-form";

describe("the settings form", () => {
  it("turns a record into form fields and back without change", () => {
    const parsed = settingsFormSchema.parse(settingsFromForm(formFromSettings(defaultShopSettings)));
    expect(parsed).toEqual(defaultShopSettings);
  });

  it("reads an absent checkbox as off and an absent field as empty, never as a default", () => {
    const { splashEnabled: _, "emails.sales": __, ...rest } = formFromSettings(defaultShopSettings);
    const input = settingsFromForm(rest);
    expect(input.splashEnabled).toBe(false);
    expect(input.emails.sales).toBe("");
    expect(settingsFormSchema.safeParse(input).success).toBe(false);
  });

  it("drops blank hours rows and keeps the others in order", () => {
    const values = {
      "businessHours.0.days": "Mon-Fri",
      "businessHours.0.hours": "9-5",
      "businessHours.1.days": " ",
      "businessHours.1.hours": "",
      "businessHours.2.days": "Sat",
      "businessHours.2.hours": "",
    };
    expect(businessHourRows(values)).toEqual([0, 2]);
    expect(settingsFromForm(values).businessHours).toEqual([
      { days: "Mon-Fri", hours: "9-5" },
      { days: "Sat", hours: "" },
    ]);
  });

  it("accepts only web addresses for social links", () => {
    const values = { ...formFromSettings(defaultShopSettings), "social.twitter": "javascript:alert(1)" };
    const result = settingsFormSchema.safeParse(settingsFromForm(values));
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["social.twitter"]);
  });
});
