import type { ShopSettings } from "~/modules/settings/settings.schema";
import { placeholderFields } from "~/modules/settings/shop-placeholders";

/** One thing a new shop should do before customers come, and whether it is done. */
export interface SetupStep {
  id: string;
  title: string;
  /** What is wrong while it is not done, and how it is fixed. */
  text: string;
  /** Where it is fixed; null for what is set on the server, not in the admin. */
  to: string | null;
  /** The link's words, where 'Fix it' would not fit (opening the shop is no fix). */
  linkLabel?: string;
  done: boolean;
}

/** What the checklist reads of the shop (each from its own module: see setup-checklist.server.ts). */
export interface SetupFacts {
  settings: Pick<ShopSettings, "phone" | "whatsapp" | "emails" | "address" | "bank" | "shopOpen">;
  deliveryPolicySaved: boolean;
  mailServerConfigured: boolean;
  activeDemoProducts: number;
  /** What the demo invented about the business that the shop still says (content/demo-inventions.ts). */
  demoInventions: string[];
  uploadedPictures: number;
  adminHasTwoFactor: boolean;
}

/**
 * The setup checklist (issue 19, part 3): each step ticks itself once the shop's data says it is
 * done, so the list needs no state of its own and cannot be ticked by hand and then be wrong.
 */
export function setupSteps(facts: SetupFacts): SetupStep[] {
  const { settings } = facts;
  const placeholders = placeholderFields(settings);
  const contactPlaceholders = placeholders.filter((field) => field.group === "contact").length;
  const bankPlaceholders = placeholders.filter((field) => field.group === "bank").length;
  return [
    {
      id: "contact",
      title: "Your contact details",
      text:
        contactPlaceholders > 0
          ? `${contactPlaceholders} of the phone numbers, e-mail addresses and street address are still the demo's placeholders: customers would call or write to no one.`
          : "Your phone numbers, e-mail addresses and address are your own.",
      to: "/admin/settings",
      done: contactPlaceholders === 0,
    },
    {
      id: "bank",
      title: "Your bank account",
      text:
        bankPlaceholders > 0
          ? "The bank details that transfer and advance payments show are the demo's: no payment would reach you."
          : "Bank transfers and advances go to your account.",
      to: "/admin/settings",
      done: bankPlaceholders === 0,
    },
    {
      id: "delivery",
      title: "Your delivery policy",
      text: facts.deliveryPolicySaved
        ? "You have reviewed and saved your zones, charges and lead times."
        : "Checkout charges the demo's zones and charges until you review and save your own.",
      to: "/admin/delivery",
      done: facts.deliveryPolicySaved,
    },
    {
      id: "mail",
      title: "A mail server",
      text: facts.mailServerConfigured
        ? "Mails go out through your mail server."
        : "No mail server is set (SMTP_URL): order confirmations and links are only written to files on the server. See docs/operations.md.",
      to: null,
      done: facts.mailServerConfigured,
    },
    {
      id: "demo-products",
      title: "Your own products",
      text:
        facts.activeDemoProducts > 0
          ? `${facts.activeDemoProducts} demo product${facts.activeDemoProducts === 1 ? " is" : "s are"} still for sale with the demo's pictures: replace or deactivate them.`
          : "No demo product is for sale.",
      to: "/admin/products",
      done: facts.activeDemoProducts === 0,
    },
    {
      id: "demo-claims",
      title: "Your own story and figures",
      text:
        facts.demoInventions.length > 0
          ? `Replace or remove what the demo invented about your business: ${facts.demoInventions.join("; ")}.`
          : "Every claim about your business is your own.",
      to: "/admin/company",
      done: facts.demoInventions.length === 0,
    },
    {
      id: "pictures",
      title: "Your own pictures",
      text:
        facts.uploadedPictures > 0
          ? "You have uploaded pictures of your own."
          : "No picture has been uploaded yet: upload photos of your pieces with a product.",
      to: "/admin/products",
      done: facts.uploadedPictures > 0,
    },
    {
      id: "two-factor",
      title: "Two-factor sign-in",
      text: facts.adminHasTwoFactor
        ? "Your account asks for a code from your phone at sign-in."
        : "A stolen password alone would open this dashboard: turn on two-factor sign-in.",
      to: "/admin/security",
      done: facts.adminHasTwoFactor,
    },
    // Last: the one step that changes what buyers see (issue 33, part 7).
    {
      id: "open",
      title: "Open the shop",
      text: settings.shopOpen
        ? "Your shop is open: orders are real orders."
        : placeholders.length > 0
          ? "Buyers see a preview notice and orders are test orders until your contact and bank details are your own."
          : "Buyers see a preview notice and orders are test orders. Your details are ready: open it when you are.",
      to: "/admin/setup",
      linkLabel: "Open it",
      done: settings.shopOpen,
    },
  ];
}
