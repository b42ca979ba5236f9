import { defaultShopSettings as d } from "./settings.defaults";
import type { ShopSettings } from "./settings.schema";

/** The contact and bank details a buyer is shown and acts on (calls, writes, pays into). */
export type PlaceholderFacts = Pick<ShopSettings, "phone" | "whatsapp" | "emails" | "address" | "bank">;

export interface PlaceholderField {
  /** The settings form's field name ('emails.sales'). */
  field: string;
  label: string;
  group: "contact" | "bank";
}

const VISIBLY_PLACEHOLDER = /\.example\b|0000/i;

/** A value still the demo's own, or visibly a placeholder ('.example', '0000'). */
export const isPlaceholder = (value: string, demo: string) => value === demo || VISIBLY_PLACEHOLDER.test(value);

/**
 * The details that are still the demo's placeholders, in the settings form's order. The setup
 * checklist counts them, and the shop refuses to open while any is left (issue 33, part 7):
 * a buyer of an open shop would call, write to or pay no one.
 */
export function placeholderFields(settings: PlaceholderFacts): PlaceholderField[] {
  const fields: [PlaceholderField, string, string][] = [
    [{ field: "phone", label: "Phone", group: "contact" }, settings.phone, d.phone],
    [{ field: "whatsapp", label: "WhatsApp number", group: "contact" }, settings.whatsapp, d.whatsapp],
    [{ field: "emails.general", label: "General e-mail", group: "contact" }, settings.emails.general, d.emails.general],
    [{ field: "emails.sales", label: "Sales e-mail", group: "contact" }, settings.emails.sales, d.emails.sales],
    [{ field: "emails.support", label: "Support e-mail", group: "contact" }, settings.emails.support, d.emails.support],
    [{ field: "address.line1", label: "Street address", group: "contact" }, settings.address.line1, d.address.line1],
    [{ field: "bank.bankName", label: "Bank name", group: "bank" }, settings.bank.bankName, d.bank.bankName],
    [
      { field: "bank.accountNumber", label: "Bank account number", group: "bank" },
      settings.bank.accountNumber,
      d.bank.accountNumber,
    ],
    [{ field: "bank.iban", label: "IBAN", group: "bank" }, settings.bank.iban, d.bank.iban],
  ];
  return fields.filter(([, value, demo]) => isPlaceholder(value, demo)).map(([field]) => field);
}
