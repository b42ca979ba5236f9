import type { OrderStatusName } from "~/utils/order-status-names";
import { SHOP_MAIL_EVENTS, type ShopMailEvent } from "./shop-mail-events";

/**
 * The shop's identity until the owner edits it: deliberately placeholders
 * (.example addresses, 0000 numbers). A plain object, so that pages can fall
 * back to it without shipping the schema library to the browser.
 */
export const defaultShopSettings = {
  name: "Shahkaar Interiors",
  tagline: "Exquisite furniture and bespoke interior design for Pakistan's most discerning clientele.",
  // The demo's own invention (the spec's 'founded in 2009'): the setup checklist asks the owner to
  // replace or remove it.
  foundedYear: "2009",
  phone: "+92 42 0000 0000",
  whatsapp: "+92 300 0000000",
  emails: {
    general: "hello@shahkaar.example",
    sales: "sales@shahkaar.example",
    support: "support@shahkaar.example",
  },
  address: {
    line1: "Plot 00, Main Boulevard, Gulberg III",
    city: "Lahore",
    region: "Punjab",
    country: "Pakistan",
  },
  factoryOutlet: "Factory Outlet, Plot 00, Sundar Industrial Estate, Raiwind Road, Lahore",
  businessHours: [
    { days: "Mon-Fri", hours: "9 AM-8 PM" },
    { days: "Sat", hours: "10 AM-6 PM" },
    { days: "Sun", hours: "12 PM-5 PM" },
  ],
  social: {
    facebook: "https://facebook.example/shahkaar",
    instagram: "https://instagram.example/shahkaar",
    twitter: "https://twitter.example/shahkaar",
    linkedin: "https://linkedin.example/company/shahkaar",
    whatsapp: "https://wa.example/923000000000",
  },
  bank: {
    bankName: "Example Bank Limited",
    accountTitle: "Shahkaar Interiors (Pvt) Ltd",
    accountNumber: "0000-0000000000",
    iban: "PK00EXMP0000000000000000",
  },
  splashEnabled: true,
  // Cash on delivery: pieces per order, and pieces awaiting delivery per customer.
  codMaxUnitsPerOrder: 10,
  codMaxPendingUnitsPerCustomer: 20,
  // Off in the demo shop, so that a newcomer's first sign-in stays one step.
  requireAdminTwoFactor: false,
  // Large orders pay a share in advance by bank transfer (Pakistani furniture houses ask 50 %):
  // orders whose total is at least advanceMinTotal pay advancePercent of it; 0 % asks none.
  advanceMinTotal: 150_000,
  advancePercent: 50,
  // Cash-on-delivery orders wait for the customer's 'Yes, I placed this order' before work starts.
  requireCustomerConfirmation: false,
  // The statuses whose change is e-mailed to the customer (DECISIONS 'After the order').
  announcedStatuses: [
    "confirmed",
    "in_production",
    "ready_for_delivery",
    "delivered",
    "cancelled",
  ] as OrderStatusName[],
  // Every event mails the shop until the owner says otherwise; five waiting people make demand.
  shopMails: [...SHOP_MAIL_EVENTS] as ShopMailEvent[],
  alertDemandAt: 5,
  // Whole rupees per kind of consultation, 0 for free: a designer's time at the showroom or on a
  // call costs nothing; a home visit, with the designer's travel, is the spec's PKR 15,000 session.
  consultationFees: { showroom: 0, home: 15_000, video: 0 },
  // Not registered for tax until the owner says so: the invoice says nothing about tax. Should the
  // prices include sales tax, Pakistan's standard rate (18 %, in basis points) is the likely one.
  tax: { ntn: "", strn: "", pricesIncludeSalesTax: false, salesTaxRate: 1800 },
  // A fresh install is a preview until the owner opens it from the setup checklist.
  shopOpen: false,
};
