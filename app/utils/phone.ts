/**
 * Pakistani mobile numbers in the forms people write them (0300 1234567,
 * 03001234567, +92 300 1234567, 92-300-1234567, 0092 300 1234567) become one
 * canonical form, +923001234567. Anything else is refused (null).
 */
export function normalisePakistaniPhone(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, "");
  const match = /^(?:\+92|0092|92|0)(3\d{9})$/.exec(digits);
  return match ? `+92${match[1]}` : null;
}

/** +923001234567 → +92 300 1234567, for display. */
export function formatPakistaniPhone(canonical: string): string {
  const match = /^\+92(3\d{2})(\d{7})$/.exec(canonical);
  return match ? `+92 ${match[1]} ${match[2]}` : canonical;
}
