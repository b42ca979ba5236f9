/**
 * What the customer typed at checkout, made fit for the confirmation mail. That
 * mail goes to whatever address the form names (with guest checkout, anyone's),
 * so whoever fills the form chooses text that the shop then sends a stranger
 * under its own name. Shaped here, the text can still tell the real customer
 * what they ordered, but cannot carry a link, a phone lure or a wall of text:
 * every value is one plain line (the layout escapes it in the HTML part), cut
 * to the checkout form's limit, and the name shows only when it reads as a name.
 */

/** The checkout form's limits (checkout.schema.ts); customer-text.test.ts keeps the two equal. */
export const CHECKOUT_TEXT_LIMITS = { fullName: 100, address: 500, city: 80, notes: 1000 } as const;

/** How much of the name the greeting shows: a name, not a sentence. */
export const GREETING_NAME_LENGTH = 40;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * Whitespace runs (line breaks included) as one space, trimmed, then at most
 * `limit` UTF-16 units (as zod's max counts) without splitting a letter and its
 * marks. One line: in the text part, line breaks could fake a block of the mail.
 */
export function plainLine(value: string, limit: number): string {
  const flat = value.replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return flat;
  let cut = "";
  for (const { segment } of graphemes.segment(flat)) {
    if (cut.length + segment.length > limit) break;
    cut += segment;
  }
  return cut.trimEnd();
}

/** A dot as mail clients read one in a host name: ASCII, ideographic, full-width, half-width. */
const DOT = "[.\u3002\uFF0E\uFF61]";

/**
 * Text a mail client may turn into a link: a scheme (http://, mailto:), 'www.',
 * or a dotted domain (evil.example, t.co, an e-mail address). A name written
 * with an initial against it, 'M.Ali', reads as a domain too: it then gets the
 * neutral greeting, which costs nothing.
 */
const LINK_LIKE = [
  /[a-z][a-z\d+.-]*:\/\//i,
  /\b(?:mailto|tel|sms|callto|javascript|data|file):/i,
  new RegExp(`www\\d{0,3}${DOT}`, "iu"),
  new RegExp(`[\\p{L}\\p{N}_-]${DOT}\\p{L}{2,}`, "u"),
];

/** Five digits or more, however spaced or dashed: a phone number, which no name has. */
const PHONE_LIKE = /\d(?:[\s().-]*\d){4,}/;

export function looksLikeLink(value: string): boolean {
  return LINK_LIKE.some((pattern) => pattern.test(value));
}

/** The name for the greeting, or null (a neutral greeting) when it does not read as a name. */
export function greetingName(fullName: string): string | null {
  const flat = plainLine(fullName, CHECKOUT_TEXT_LIMITS.fullName);
  if (!flat || looksLikeLink(flat) || PHONE_LIKE.test(flat)) return null;
  return plainLine(flat, GREETING_NAME_LENGTH);
}

export interface MailCustomerText {
  /** For the greeting and the delivery line; null: say 'Hello,' and leave it out. */
  name: string | null;
  address: string;
  city: string;
  /** Null when there are none, or when they carry a link (the shop still has them with the order). */
  notes: string | null;
}

/** The customer's text as the confirmation mail may show it. */
export function mailCustomerText(order: {
  fullName: string;
  address: string;
  city: string;
  notes: string | null;
}): MailCustomerText {
  const notes = plainLine(order.notes ?? "", CHECKOUT_TEXT_LIMITS.notes);
  return {
    name: greetingName(order.fullName),
    address: plainLine(order.address, CHECKOUT_TEXT_LIMITS.address),
    city: plainLine(order.city, CHECKOUT_TEXT_LIMITS.city),
    notes: notes && !looksLikeLink(notes) ? notes : null,
  };
}
