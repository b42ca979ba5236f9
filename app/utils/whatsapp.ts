import { normalisePakistaniPhone } from "./phone";

/**
 * The number as wa.me wants it: country code and number, digits only. A Pakistani
 * mobile may be written any way people do (0300 1234567, +92 300 1234567, 92-300-…);
 * a number abroad only in international form (+44 …, 0044 …), since a local one has
 * no country to go with it. Anything else, a mistyped Pakistani number included, is null.
 */
function whatsAppNumber(phone: string): string | null {
  const pakistani = normalisePakistaniPhone(phone);
  if (pakistani) return pakistani.slice(1);
  const international = /^(?:\+|00)([1-9]\d{6,14})$/.exec(phone.trim().replace(/[\s\-().]/g, ""));
  if (!international || international[1]!.startsWith("92")) return null;
  return international[1]!;
}

/** A click-to-chat link to the number (https://wa.me/923001234567?text=…), or null if it is not a phone number. */
export function whatsAppUrl(phone: string, text?: string): string | null {
  const number = whatsAppNumber(phone);
  if (!number) return null;
  const message = text?.trim();
  return `https://wa.me/${number}${message ? `?text=${encodeURIComponent(message)}` : ""}`;
}
