import { z } from "zod";
import { ORDER_STATUS_NAMES } from "~/utils/order-status-names";
import { defaultShopSettings as d } from "./settings.defaults";
import { ALERT_DEMAND_MAX, SHOP_MAIL_EVENTS } from "./shop-mail-events";
import {
  isNtn,
  isStrn,
  normalisedNtn,
  normalisedStrn,
  NTN_MESSAGE,
  RATE_BASIS_POINTS_MAX,
  SALES_TAX_RATE_MESSAGE,
  STRN_MESSAGE,
} from "./tax-registration";

/** The most a cash-on-delivery cap may be set to: beyond it a cap no longer protects the stock. */
export const COD_CAP_MAX = 1000;

const COD_CAP_MESSAGE = `Please enter a whole number of pieces from 1 to ${COD_CAP_MAX.toLocaleString("en")}.`;

/** A number of pieces that cash on delivery is limited to (whole, 1 to COD_CAP_MAX). */
const codCap = (fallback: number) =>
  z.int({ error: COD_CAP_MESSAGE }).min(1, COD_CAP_MESSAGE).max(COD_CAP_MAX, COD_CAP_MESSAGE).default(fallback);

const CONSULTATION_FEE_MESSAGE = "Please enter the fee in whole rupees, from 0 (free) to 1,000,000.";

/** A consultation's price in whole rupees; 0 means free. */
const consultationFee = (fallback: number) =>
  z
    .int({ error: CONSULTATION_FEE_MESSAGE })
    .min(0, CONSULTATION_FEE_MESSAGE)
    .max(1_000_000, CONSULTATION_FEE_MESSAGE)
    .default(fallback);

export const FOUNDED_YEAR_MESSAGE = "Please enter the year as four digits (such as 2009), or leave it empty.";

/** A four-digit year from 1800 to this one: a business cannot have been founded next year. */
export function isFoundingYear(year: string, now = new Date()): boolean {
  return /^\d{4}$/.test(year) && Number(year) >= 1800 && Number(year) <= now.getUTCFullYear() + 1;
}

const ALERT_DEMAND_MESSAGE = `Please enter a whole number of people from 1 to ${ALERT_DEMAND_MAX.toLocaleString("en")}.`;

const ADVANCE_MIN_MESSAGE = "Please enter the order total in whole rupees, from 0 to 100,000,000.";
const ADVANCE_PERCENT_MESSAGE = "Please enter a whole percentage from 0 to 100.";

/**
 * The shop's identity. Every page reads it from the settings record; nothing
 * hard-codes it. A key missing from the stored record takes its default.
 */
/** A social link: a web address, or "" when the shop has none there. */
const socialLink = z.union([z.literal(""), z.url()]);

export const shopSettingsSchema = z.object({
  name: z.string().trim().min(1).max(80).default(d.name),
  tagline: z.string().trim().min(1).max(240).default(d.tagline),
  /**
   * The year the business was founded, or "" when the owner does not say: the footer's and the
   * hero's 'since', the story pages and the years-of-experience figure all read it (issue 33,
   * part 6), so no page states a year the owner has not given.
   */
  foundedYear: z
    .string()
    .trim()
    .refine((year) => year === "" || isFoundingYear(year), FOUNDED_YEAR_MESSAGE)
    .default(d.foundedYear),
  phone: z.string().trim().min(5).max(40).default(d.phone),
  whatsapp: z.string().trim().max(40).default(d.whatsapp),
  emails: z
    .object({
      general: z.email().default(d.emails.general),
      sales: z.email().default(d.emails.sales),
      support: z.email().default(d.emails.support),
    })
    .prefault({}),
  address: z
    .object({
      line1: z.string().trim().min(1).default(d.address.line1),
      city: z.string().trim().min(1).default(d.address.city),
      region: z.string().trim().min(1).default(d.address.region),
      country: z.string().trim().min(1).default(d.address.country),
    })
    .prefault({}),
  factoryOutlet: z.string().trim().default(d.factoryOutlet),
  businessHours: z
    .array(z.object({ days: z.string().trim().min(1), hours: z.string().trim().min(1) }))
    .default(d.businessHours),
  social: z
    .object({
      // Each optional: "" is a network the shop is not on, and the footer leaves its icon out.
      facebook: socialLink.default(d.social.facebook),
      instagram: socialLink.default(d.social.instagram),
      twitter: socialLink.default(d.social.twitter),
      linkedin: socialLink.default(d.social.linkedin),
      whatsapp: socialLink.default(d.social.whatsapp),
    })
    .prefault({}),
  bank: z
    .object({
      bankName: z.string().trim().default(d.bank.bankName),
      accountTitle: z.string().trim().default(d.bank.accountTitle),
      accountNumber: z.string().trim().default(d.bank.accountNumber),
      iban: z.string().trim().default(d.bank.iban),
    })
    .prefault({}),
  splashEnabled: z.boolean().default(d.splashEnabled),
  /**
   * Cash on delivery takes no money until the door, so one account could hold a
   * product's whole stock for nothing: the pieces one COD order may hold, and the
   * pieces one customer may have awaiting delivery across their COD orders
   * (placeOrder enforces both; bank transfer is not capped).
   */
  codMaxUnitsPerOrder: codCap(d.codMaxUnitsPerOrder),
  codMaxPendingUnitsPerCustomer: codCap(d.codMaxPendingUnitsPerCustomer),
  /** Admins without an authenticator app are sent to set one up before any admin page. */
  requireAdminTwoFactor: z.boolean().default(d.requireAdminTwoFactor),
  /** Orders whose total is at least this (whole rupees) pay advancePercent of it in advance. */
  advanceMinTotal: z
    .int({ error: ADVANCE_MIN_MESSAGE })
    .min(0, ADVANCE_MIN_MESSAGE)
    .max(100_000_000, ADVANCE_MIN_MESSAGE)
    .default(d.advanceMinTotal),
  advancePercent: z
    .int({ error: ADVANCE_PERCENT_MESSAGE })
    .min(0, ADVANCE_PERCENT_MESSAGE)
    .max(100, ADVANCE_PERCENT_MESSAGE)
    .default(d.advancePercent),
  /** A cash-on-delivery order cannot move past Confirmed until its customer confirmed it by the mail's link. */
  requireCustomerConfirmation: z.boolean().default(d.requireCustomerConfirmation),
  /** A change to one of these statuses is e-mailed to the customer; the others are not. */
  announcedStatuses: z.array(z.enum(ORDER_STATUS_NAMES)).max(ORDER_STATUS_NAMES.length).default(d.announcedStatuses),
  /** What mails the shop (shop-mail-events.ts): the customers' own mails go whatever is chosen here. */
  shopMails: z.array(z.enum(SHOP_MAIL_EVENTS)).max(SHOP_MAIL_EVENTS.length).default(d.shopMails),
  /** The shop hears of a sold-out piece's demand when this many people wait for it (once per crossing). */
  alertDemandAt: z
    .int({ error: ALERT_DEMAND_MESSAGE })
    .min(1, ALERT_DEMAND_MESSAGE)
    .max(ALERT_DEMAND_MAX, ALERT_DEMAND_MESSAGE)
    .default(d.alertDemandAt),
  /**
   * What each kind of consultation costs, whole rupees; 0 is free. Every page, mail and booking
   * names the price from here (issue 33, part 4), so that no two pages can disagree.
   */
  consultationFees: z
    .object({
      showroom: consultationFee(d.consultationFees.showroom),
      home: consultationFee(d.consultationFees.home),
      video: consultationFee(d.consultationFees.video),
    })
    .prefault({}),
  /**
   * The shop's registration for tax (issue 37, item 5), printed on every invoice once set; ""
   * for a number the shop does not have. Kept in one spelling ('1234567-8', 13 digits), however
   * typed. Whether the prices include sales tax and at what rate (basis points, exact: 1800 is
   * 18 %): the invoice then states the tax each total contains (orders/sales-tax.ts).
   */
  tax: z
    .object({
      ntn: z
        .string()
        .trim()
        .refine((ntn) => ntn === "" || isNtn(ntn), NTN_MESSAGE)
        .overwrite(normalisedNtn)
        .default(d.tax.ntn),
      strn: z
        .string()
        .trim()
        .refine((strn) => strn === "" || isStrn(strn), STRN_MESSAGE)
        .overwrite(normalisedStrn)
        .default(d.tax.strn),
      pricesIncludeSalesTax: z.boolean().default(d.tax.pricesIncludeSalesTax),
      salesTaxRate: z
        .int({ error: SALES_TAX_RATE_MESSAGE })
        .min(0, SALES_TAX_RATE_MESSAGE)
        .max(RATE_BASIS_POINTS_MAX, SALES_TAX_RATE_MESSAGE)
        .default(d.tax.salesTaxRate),
    })
    .prefault({}),
  /**
   * Off: the shop is a preview (a fresh install): every storefront page says so and orders are
   * test orders. Only 'Open the shop' on the setup checklist turns it on (shop-opening.server.ts),
   * never the settings form, which keeps the stored value.
   */
  shopOpen: z.boolean().default(d.shopOpen),
});

export type ShopSettings = z.infer<typeof shopSettingsSchema>;
