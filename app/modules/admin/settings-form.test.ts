import { describe, expect, it } from "vitest";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { fieldErrors } from "~/utils/form-fields";
import {
  businessHourRows,
  formFromSettings,
  settingsFormSchema,
  settingsFromForm,
  settingsMessage,
} from "./settings-form";

const CAP_MESSAGE = "Please enter a whole number of pieces from 1 to 1,000.";

/** The form's defaults with some fields changed, parsed as the settings action parses a post. */
function post(changes: Record<string, string | undefined>) {
  return settingsFormSchema.safeParse(settingsFromForm({ ...formFromSettings(defaultShopSettings), ...changes }), {
    error: settingsMessage,
  });
}

/** What the form shows: the first message of each field, as the action reports it. */
const problems = (result: ReturnType<typeof post>) => (result.error ? fieldErrors(result.error) : {});

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

  it("shows the cash-on-delivery caps as numbers and the two-factor switch as a checkbox", () => {
    expect(formFromSettings(defaultShopSettings)).toMatchObject({
      codMaxUnitsPerOrder: "10",
      codMaxPendingUnitsPerCustomer: "20",
      requireAdminTwoFactor: "",
    });
    expect(formFromSettings({ ...defaultShopSettings, requireAdminTwoFactor: true }).requireAdminTwoFactor).toBe("on");
  });

  it("saves the caps as typed, spaces around them allowed", () => {
    expect(post({ codMaxUnitsPerOrder: " 5 ", codMaxPendingUnitsPerCustomer: "1000" }).data).toMatchObject({
      codMaxUnitsPerOrder: 5,
      codMaxPendingUnitsPerCustomer: 1000,
    });
  });

  it.each(["", "0", "1001", "2.5", "1e3", "+5", "-1", "ten", "99999999999", undefined])(
    "refuses the cap %j with a message that says what to enter, never reading it as a default",
    (value) => {
      expect(problems(post({ codMaxPendingUnitsPerCustomer: value }))).toEqual({
        codMaxPendingUnitsPerCustomer: CAP_MESSAGE,
      });
      expect(problems(post({ codMaxUnitsPerOrder: value }))).toEqual({ codMaxUnitsPerOrder: CAP_MESSAGE });
    },
  );

  it("refuses more pieces per order than a customer may have awaiting delivery", () => {
    expect(problems(post({ codMaxUnitsPerOrder: "30", codMaxPendingUnitsPerCustomer: "25" }))).toEqual({
      codMaxUnitsPerOrder: "Please enter no more than the pieces awaiting delivery per customer (25).",
    });
    expect(post({ codMaxUnitsPerOrder: "25", codMaxPendingUnitsPerCustomer: "25" }).success).toBe(true);
  });

  it("reads the two-factor checkbox: ticked is on, absent is off", () => {
    expect(post({ requireAdminTwoFactor: "on" }).data?.requireAdminTwoFactor).toBe(true);
    expect(post({ requireAdminTwoFactor: undefined }).data?.requireAdminTwoFactor).toBe(false);
  });
});

describe("the settings form's consultation prices", () => {
  const FEE_MESSAGE = "Please enter the fee in whole rupees, from 0 (free) to 1,000,000.";

  it("shows each kind's price as written and reads it back in whole rupees, 0 for free", () => {
    expect(formFromSettings(defaultShopSettings)).toMatchObject({
      "consultationFees.showroom": "0",
      "consultationFees.home": "15,000",
      "consultationFees.video": "0",
    });
    const parsed = post({ "consultationFees.video": "5,000", "consultationFees.home": "20000" });
    expect(parsed.data?.consultationFees).toEqual({ showroom: 0, home: 20_000, video: 5_000 });
  });

  it("refuses a price that is not whole rupees, or left empty, with the field's own message", () => {
    for (const value of ["", "-100", "1.5", "PKR 500", "2,000,000"]) {
      expect(problems(post({ "consultationFees.home": value }))).toEqual({ "consultationFees.home": FEE_MESSAGE });
    }
  });
});
