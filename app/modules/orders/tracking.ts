import { isOrderCustomer, type OrderCustomer } from "./order-access";
// Order tracking's rules that the browser may share: reading what was typed, and masking.
import { normalisePakistaniPhone } from "~/utils/phone";

/** The order number's length: the first 8 characters of the id. */
export const ORDER_NUMBER_LENGTH = 8;

export const trackingMessages = {
  blank: "Please enter an order ID",
  tooShort: "Please enter at least the 8 characters of your order number.",
  invalid: "That is not an order ID. Order numbers have 8 characters, digits 0-9 and letters A-F, like A1B2C3D4.",
  notFoundTitle: "Order Not Found",
  notFound: "No order found with this ID. Please check and try again.",
  failed: "Failed to track order. Please try again.",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
} as const;

export type OrderIdInput = { ok: true; prefix: string } | { ok: false; reason: "blank" | "tooShort" | "invalid" };

/** Where a uuid has its hyphens, in its 36-character text form. */
const HYPHENS_AFTER = [8, 12, 16, 20];

/**
 * What a visitor typed as an order ID, as the lower-case prefix of the id's
 * text form (`a1b2c3d4-e5f6-…`). Accepts the order number (8 characters), any
 * longer prefix or the full id, in any case, with or without the hyphens, and
 * with a leading '#' as the number is printed ('Order #A1B2C3D4').
 */
export function parseOrderId(input: string | null | undefined): OrderIdInput {
  const text = (input ?? "").trim().replace(/^#\s*/, "");
  if (text === "") return { ok: false, reason: "blank" };
  const hex = text.replace(/[\s-]/g, "").toLowerCase();
  if (!/^[0-9a-f]*$/.test(hex) || hex.length > 32) return { ok: false, reason: "invalid" };
  if (hex.length < ORDER_NUMBER_LENGTH) return { ok: false, reason: "tooShort" };
  let prefix = "";
  for (let index = 0; index < hex.length; index += 1) {
    if (HYPHENS_AFTER.includes(index)) prefix += "-";
    prefix += hex[index];
  }
  return { ok: true, prefix };
}

/** The message for an order ID that cannot be looked up. */
export function orderIdMessage(reason: Extract<OrderIdInput, { ok: false }>["reason"]): string {
  return trackingMessages[reason];
}

export type ContactInput = { kind: "email"; value: string } | { kind: "phone"; value: string } | { kind: "unknown" };

/** The optional 'E-mail or phone used for the order': an e-mail (lower-cased), a canonical phone, or neither. */
export function parseContact(input: string | null | undefined): ContactInput | null {
  const text = (input ?? "").trim();
  if (text === "") return null;
  if (text.includes("@")) return { kind: "email", value: text.toLowerCase() };
  const phone = normalisePakistaniPhone(text);
  return phone ? { kind: "phone", value: phone } : { kind: "unknown" };
}

/** Whether the typed e-mail or phone is the order's (e-mails in any case, phones in any Pakistani form). */
export function contactMatches(order: { email: string; phone: string }, contact: ContactInput | null): boolean {
  if (!contact) return false;
  if (contact.kind === "email") return order.email.trim().toLowerCase() === contact.value;
  if (contact.kind === "phone") return (normalisePakistaniPhone(order.phone) ?? order.phone) === contact.value;
  return false;
}

export interface TrackingViewer {
  /** The signed-in customer, or null. */
  customer: OrderCustomer | null;
  isAdmin: boolean;
}

/**
 * DECISIONS 'Privacy of order tracking': name, e-mail, phone, address and notes
 * are for the signed-in owner, an admin, or a visitor who knows the order's
 * e-mail or phone. Everyone else sees them masked.
 */
export function maySeeDetails(
  order: { userId: string | null; email: string; phone: string },
  viewer: TrackingViewer,
  contact: ContactInput | null,
): boolean {
  if (viewer.isAdmin) return true;
  if (isOrderCustomer(order, viewer.customer)) return true;
  return contactMatches(order, contact);
}

const first = (word: string) => Array.from(word)[0] ?? "";

/** 'Ayesha Khan' → 'A*** K***'. */
export function maskName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "***";
  return words.map((word) => `${first(word)}***`).join(" ");
}

/** 'ayesha@gmail.com' → 'a***@gmail.com'. */
export function maskEmail(email: string): string {
  const text = email.trim();
  const at = text.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${first(text.slice(0, at))}***${text.slice(at)}`;
}

/** '+923001234567' → '+92 3** *****67'. */
export function maskPhone(phone: string): string {
  const canonical = normalisePakistaniPhone(phone);
  if (canonical) return `+92 3** *****${canonical.slice(-2)}`;
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 4 ? `*****${digits.slice(-2)}` : "***";
}

/** A masked delivery address shows its city only: '***, Lahore'. */
export function maskAddress(city: string): string {
  const place = city.trim();
  return place ? `***, ${place}` : "***";
}
