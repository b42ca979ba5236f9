import { describe, expect, it } from "vitest";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { setupSteps, type SetupFacts } from "./setup-checklist";

const demo: SetupFacts = {
  settings: defaultShopSettings,
  deliveryPolicySaved: false,
  mailServerConfigured: false,
  activeDemoProducts: 22,
  demoInventions: ["the founding year 2009 (Settings)", "4 press releases (Company pages)"],
  uploadedPictures: 0,
  adminHasTwoFactor: false,
};

const owned: SetupFacts = {
  settings: {
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
    shopOpen: true,
  },
  deliveryPolicySaved: true,
  mailServerConfigured: true,
  activeDemoProducts: 0,
  demoInventions: [],
  uploadedPictures: 3,
  adminHasTwoFactor: true,
};

describe("the setup checklist", () => {
  it("has every step to do in the demo shop, each with where it is fixed", () => {
    const steps = setupSteps(demo);
    expect(steps.map((step) => [step.id, step.done, step.to])).toEqual([
      ["contact", false, "/admin/settings"],
      ["bank", false, "/admin/settings"],
      ["delivery", false, "/admin/delivery"],
      ["mail", false, null],
      ["demo-products", false, "/admin/products"],
      ["demo-claims", false, "/admin/company"],
      ["pictures", false, "/admin/products"],
      ["two-factor", false, "/admin/security"],
      ["open", false, "/admin/setup"],
    ]);
    expect(steps[0]!.text).toMatch(/^6 of the phone numbers/);
    expect(steps[4]!.text).toContain("22 demo products are still for sale");
    expect(steps[5]!.text).toBe(
      "Replace or remove what the demo invented about your business: the founding year 2009 (Settings); 4 press releases (Company pages).",
    );
    expect(steps.at(-1)!.text).toMatch(/^Buyers see a preview notice .* until your contact and bank details/);
  });

  it("ends with opening the shop: ready once the details are the owner's, done once it is open", () => {
    const ready = setupSteps({ ...owned, settings: { ...owned.settings, shopOpen: false } }).at(-1)!;
    expect(ready).toMatchObject({ id: "open", done: false, to: "/admin/setup", linkLabel: "Open it" });
    expect(ready.text).toContain("Your details are ready: open it when you are.");
    expect(setupSteps(owned).at(-1)).toMatchObject({ id: "open", done: true });
  });

  it("ticks each step from the shop's own data, and nothing is left once all is the owner's", () => {
    expect(setupSteps(owned).every((step) => step.done)).toBe(true);
  });

  it("still sees a placeholder the owner left in one field ('.example', '0000')", () => {
    const steps = setupSteps({
      ...owned,
      settings: { ...owned.settings, emails: { ...owned.settings.emails, support: "support@shahkaar.example" } },
    });
    expect(steps.find((step) => step.id === "contact")).toMatchObject({ done: false });
    expect(steps.find((step) => step.id === "contact")!.text).toMatch(/^1 of the phone numbers/);
    const bank = setupSteps({
      ...owned,
      settings: { ...owned.settings, bank: { ...owned.settings.bank, iban: "PK00MEZN0000" } },
    });
    expect(bank.find((step) => step.id === "bank")).toMatchObject({ done: false });
  });
});
