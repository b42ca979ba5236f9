import type { z } from "zod";
import { shopSettingsSchema, type ShopSettings } from "~/modules/settings/settings.schema";
import { percentText } from "~/modules/settings/tax-registration";
import { rupees } from "~/utils/money";

/** Empty rows the business-hours table offers beyond the saved ones, so a day can be added without JavaScript. */
export const SPARE_HOUR_ROWS = 2;

export const SOCIAL_NETWORKS = ["facebook", "instagram", "twitter", "linkedin", "whatsapp"] as const;

/**
 * A count typed into the form: digits only (no '1e3', '+5', '2.0'). Anything
 * else, blank included, becomes NaN, which the schema refuses with the field's
 * own message rather than reading it as 0 or as the default.
 */
function formCount(value: string | undefined): number {
  const text = (value ?? "").trim();
  return /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
}

const checked = (value: string | undefined) => value === "on" || value === "true";

/** Rupees typed into the form, with or without thousands separators ('150,000'); anything else NaN. */
function formRupees(value: string | undefined): number {
  const text = (value ?? "").trim();
  return /^\d{1,3}(,?\d{3}){0,3}$/.test(text) ? Number(text.replaceAll(",", "")) : Number.NaN;
}

/**
 * A percentage typed into the form ('18', '17.5', '0.25') as basis points, read from its digits so
 * that no floating point rounds it: 17.5 is 1750 exactly. Anything else, blank included, is NaN.
 */
function formBasisPoints(value: string | undefined): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec((value ?? "").trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/**
 * The settings form posts flat names ('emails.sales', 'businessHours.0.days');
 * this rebuilds the record's shape. A field left out is read as empty, never
 * as "keep the default", so a partial post cannot quietly reset the shop's
 * details; an unticked checkbox is simply absent, so absent means off.
 */
export function settingsFromForm(values: Record<string, string | undefined>) {
  const text = (key: string) => values[key] ?? "";
  const group = <K extends string>(prefix: string, keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, text(`${prefix}.${key}`)])) as Record<K, string>;
  return {
    name: text("name"),
    tagline: text("tagline"),
    foundedYear: text("foundedYear"),
    phone: text("phone"),
    whatsapp: text("whatsapp"),
    emails: group("emails", ["general", "sales", "support"]),
    address: group("address", ["line1", "city", "region", "country"]),
    factoryOutlet: text("factoryOutlet"),
    businessHours: businessHourRows(values).map((row) => ({
      days: text(`businessHours.${row}.days`),
      hours: text(`businessHours.${row}.hours`),
    })),
    // Trimmed: a field holding only spaces is an empty, optional link.
    social: Object.fromEntries(SOCIAL_NETWORKS.map((key) => [key, text(`social.${key}`).trim()])) as Record<
      (typeof SOCIAL_NETWORKS)[number],
      string
    >,
    bank: group("bank", ["bankName", "accountTitle", "accountNumber", "iban"]),
    splashEnabled: checked(values.splashEnabled),
    codMaxUnitsPerOrder: formCount(values.codMaxUnitsPerOrder),
    codMaxPendingUnitsPerCustomer: formCount(values.codMaxPendingUnitsPerCustomer),
    requireAdminTwoFactor: checked(values.requireAdminTwoFactor),
    advanceMinTotal: formRupees(values.advanceMinTotal),
    advancePercent: formCount(values.advancePercent),
    requireCustomerConfirmation: checked(values.requireCustomerConfirmation),
    consultationFees: {
      showroom: formRupees(values["consultationFees.showroom"]),
      home: formRupees(values["consultationFees.home"]),
      video: formRupees(values["consultationFees.video"]),
    },
    // One checkbox a status, 'announce.confirmed' and so on; an unticked box is absent.
    announcedStatuses: Object.keys(values)
      .filter((key) => key.startsWith("announce.") && checked(values[key]))
      .map((key) => key.slice("announce.".length)),
    // The same for the shop's own mails: 'shopMail.order' and so on.
    shopMails: Object.keys(values)
      .filter((key) => key.startsWith("shopMail.") && checked(values[key]))
      .map((key) => key.slice("shopMail.".length)),
    alertDemandAt: formCount(values.alertDemandAt),
    tax: {
      ntn: text("tax.ntn"),
      strn: text("tax.strn"),
      pricesIncludeSalesTax: checked(values["tax.pricesIncludeSalesTax"]),
      salesTaxRate: formBasisPoints(values["tax.salesTaxRate"]),
    },
  };
}

/**
 * The form's business-hours rows that hold something, in order. A row left
 * blank is no row (that is how one is removed); a half-filled one is reported
 * by the schema, at businessHours.{position in this list}.
 */
export function businessHourRows(values: Record<string, string | undefined>): number[] {
  const rows = new Set<number>();
  for (const [key, value] of Object.entries(values)) {
    const match = /^businessHours\.(\d{1,2})\.(days|hours)$/.exec(key);
    if (match && value?.trim()) rows.add(Number(match[1]));
  }
  return [...rows].sort((a, b) => a - b);
}

/**
 * The settings schema, plus what a form must add: social links become links
 * in every page's footer, so only web addresses (no javascript: and the like) or nothing;
 * a cash-on-delivery order may not hold more than a customer may have
 * awaiting delivery in all (the smaller cap would quietly win); and only a shop
 * registered for sales tax (an STRN) may say its prices include it.
 */
export const settingsFormSchema = shopSettingsSchema.superRefine((settings, context) => {
  for (const network of SOCIAL_NETWORKS) {
    // Left empty: the shop is not on that network (the footer hides its icon).
    const link = settings.social[network];
    if (link !== "" && !/^https?:\/\//i.test(link)) {
      context.addIssue({
        code: "custom",
        path: ["social", network],
        message: "Please enter a web address starting with https://.",
      });
    }
  }
  // Only between two valid caps: a cap out of range has its own message already.
  const cap = shopSettingsSchema.shape.codMaxUnitsPerOrder;
  const bothValid = [settings.codMaxUnitsPerOrder, settings.codMaxPendingUnitsPerCustomer].every(
    (value) => cap.safeParse(value).success,
  );
  if (bothValid && settings.codMaxUnitsPerOrder > settings.codMaxPendingUnitsPerCustomer) {
    context.addIssue({
      code: "custom",
      path: ["codMaxUnitsPerOrder"],
      message: `Please enter no more than the pieces awaiting delivery per customer (${settings.codMaxPendingUnitsPerCustomer}).`,
    });
  }
  // Reported at the STRN, the field to fill in; a malformed STRN has its own message already.
  if (settings.tax.pricesIncludeSalesTax && settings.tax.strn === "") {
    context.addIssue({
      code: "custom",
      path: ["tax", "strn"],
      message: "Please enter the STRN, or untick 'Prices include sales tax': only a registered business charges it.",
    });
  }
});

/** Plain words for the schema's checks, which carry zod's terse defaults. */
export function settingsMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === "invalid_format" && issue.format === "email") return "Please enter a valid e-mail address.";
  if (issue.code === "invalid_format" && issue.format === "url")
    return "Please enter a web address starting with https://.";
  if (issue.code === "too_small") {
    return issue.minimum === 1 ? "Please fill this in." : `Please enter at least ${String(issue.minimum)} characters.`;
  }
  if (issue.code === "too_big") return `Please keep this under ${String(issue.maximum)} characters.`;
  return undefined;
}

/** The form's values for a saved record (the flat names it posts). */
export function formFromSettings(settings: ShopSettings): Record<string, string> {
  const values: Record<string, string> = {
    name: settings.name,
    tagline: settings.tagline,
    foundedYear: settings.foundedYear,
    phone: settings.phone,
    whatsapp: settings.whatsapp,
    factoryOutlet: settings.factoryOutlet,
    splashEnabled: settings.splashEnabled ? "on" : "",
    codMaxUnitsPerOrder: String(settings.codMaxUnitsPerOrder),
    codMaxPendingUnitsPerCustomer: String(settings.codMaxPendingUnitsPerCustomer),
    requireAdminTwoFactor: settings.requireAdminTwoFactor ? "on" : "",
    advanceMinTotal: rupees(settings.advanceMinTotal),
    advancePercent: String(settings.advancePercent),
    requireCustomerConfirmation: settings.requireCustomerConfirmation ? "on" : "",
    alertDemandAt: String(settings.alertDemandAt),
    "tax.ntn": settings.tax.ntn,
    "tax.strn": settings.tax.strn,
    "tax.pricesIncludeSalesTax": settings.tax.pricesIncludeSalesTax ? "on" : "",
    "tax.salesTaxRate": percentText(settings.tax.salesTaxRate),
  };
  for (const status of settings.announcedStatuses) values[`announce.${status}`] = "on";
  for (const event of settings.shopMails) values[`shopMail.${event}`] = "on";
  for (const [kind, fee] of Object.entries(settings.consultationFees)) {
    values[`consultationFees.${kind}`] = rupees(fee);
  }
  for (const [prefix, group] of Object.entries({
    emails: settings.emails,
    address: settings.address,
    social: settings.social,
    bank: settings.bank,
  })) {
    for (const [key, value] of Object.entries(group)) values[`${prefix}.${key}`] = value;
  }
  settings.businessHours.forEach((row, index) => {
    values[`businessHours.${index}.days`] = row.days;
    values[`businessHours.${index}.hours`] = row.hours;
  });
  return values;
}
