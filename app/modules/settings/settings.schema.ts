import { z } from "zod";
import { ORDER_STATUS_NAMES } from "~/utils/order-status-names";
import { defaultShopSettings as d } from "./settings.defaults";

/** The most a cash-on-delivery cap may be set to: beyond it a cap no longer protects the stock. */
export const COD_CAP_MAX = 1000;

const COD_CAP_MESSAGE = `Please enter a whole number of pieces from 1 to ${COD_CAP_MAX.toLocaleString("en")}.`;

/** A number of pieces that cash on delivery is limited to (whole, 1 to COD_CAP_MAX). */
const codCap = (fallback: number) =>
  z.int({ error: COD_CAP_MESSAGE }).min(1, COD_CAP_MESSAGE).max(COD_CAP_MAX, COD_CAP_MESSAGE).default(fallback);

const ADVANCE_MIN_MESSAGE = "Please enter the order total in whole rupees, from 0 to 100,000,000.";
const ADVANCE_PERCENT_MESSAGE = "Please enter a whole percentage from 0 to 100.";

/**
 * The shop's identity. Every page reads it from the settings record; nothing
 * hard-codes it. A key missing from the stored record takes its default.
 */
export const shopSettingsSchema = z.object({
  name: z.string().trim().min(1).max(80).default(d.name),
  tagline: z.string().trim().min(1).max(240).default(d.tagline),
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
      facebook: z.url().default(d.social.facebook),
      instagram: z.url().default(d.social.instagram),
      twitter: z.url().default(d.social.twitter),
      linkedin: z.url().default(d.social.linkedin),
      whatsapp: z.url().default(d.social.whatsapp),
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
});

export type ShopSettings = z.infer<typeof shopSettingsSchema>;
