import { formatPakistaniPhone, normalisePakistaniPhone } from "./phone";

/*
 * The display of any phone number, the shop's own as customers' (issue 33, part 8). A file of
 * its own, kept out of the shared "ui" script (vite.config.ts): only the pages that print the
 * shop's number (contact, support, policies, services, consultations, an order's pages) load it.
 */

// Pakistan's two-digit area codes (the large cities); every other landline area code has three.
const TWO_DIGIT_AREAS = new Set(["21", "22", "41", "42", "51", "52", "55", "61", "71", "81", "91"]);

/** A Pakistani landline (or UAN, 111-…) in national digits, '4235712345', grouped: '42 3571 2345'. */
function groupLandline(national: string): string | null {
  if (!/^[2-9]\d{8,10}$/.test(national) || national.startsWith("3")) return null;
  const areaLength = TWO_DIGIT_AREAS.has(national.slice(0, 2)) ? 2 : 3;
  const [area, local] = [national.slice(0, areaLength), national.slice(areaLength)];
  if (/^111\d{6}$/.test(local)) return `${area} 111 ${local.slice(3, 6)} ${local.slice(6)}`;
  if (local.length === 8) return `${area} ${local.slice(0, 4)} ${local.slice(4)}`;
  return local.length >= 5 && local.length <= 7 ? `${area} ${local}` : null;
}

/**
 * Any phone number as the shop shows it, its own (settings: footer, contact page, mails,
 * invoice) as customers': a Pakistani mobile '+92 300 1234567', a landline '+92 42 3571 2345'
 * (a UAN '+92 42 111 123 456'), however typed (042-35712345, 0092 42 3571 2345). A number it
 * cannot read (abroad, mistyped) is shown as typed, trimmed: never lost. Idempotent.
 */
export function formatPhone(input: string): string {
  const mobile = normalisePakistaniPhone(input);
  if (mobile) return formatPakistaniPhone(mobile);
  const digits = input.replace(/[\s\-().]/g, "");
  const national = /^(?:\+92|0092|92|0)(\d+)$/.exec(digits)?.[1];
  const landline = national ? groupLandline(national) : null;
  return landline ? `+92 ${landline}` : input.trim();
}
