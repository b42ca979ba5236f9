/**
 * The shop's registration with Pakistan's Federal Board of Revenue (issue 37, item 5), as the
 * settings take it and the invoice prints it: the National Tax Number (NTN, seven digits and a
 * check digit, written '1234567-8') and the sales-tax registration number (STRN, 13 digits).
 * People copy both from a certificate that groups the digits, so separators are accepted and
 * one spelling is kept. Pure: the settings form shares it.
 */

export const NTN_MESSAGE = "Please enter the NTN as 7 digits and a check digit (such as 1234567-8), or leave it empty.";
export const STRN_MESSAGE = "Please enter the STRN as 13 digits (such as 3277876123456), or leave it empty.";
export const SALES_TAX_RATE_MESSAGE = "Please enter a percentage from 0 to 100, with up to two decimals (such as 18).";

/** A whole rate in basis points (hundredths of a percent): 100 % is 10,000. */
export const RATE_BASIS_POINTS_MAX = 10_000;

// The check digit is not verified: we know of no published rule for it, and a guessed one could
// refuse a real NTN; the owner reads the number back on the printed invoice.
const NTN = /^(\d{7})-?(\d)$/;
// Digits in groups split by one space or dash ('32-77-8761-234-56'), never two separators running.
const GROUPED_DIGITS = /^\d+(?:[ -]\d+)*$/;

/** '1234567-8' or '12345678'. */
export function isNtn(text: string): boolean {
  return NTN.test(text);
}

/** An NTN in the one spelling kept, '1234567-8'; anything that is not an NTN comes back as it was. */
export function normalisedNtn(text: string): string {
  const match = NTN.exec(text);
  return match ? `${match[1]}-${match[2]}` : text;
}

/** 13 digits, with or without the certificate's spaces or dashes between groups. */
export function isStrn(text: string): boolean {
  return GROUPED_DIGITS.test(text) && text.replace(/[ -]/g, "").length === 13;
}

/** An STRN as its 13 digits; anything that is not an STRN comes back as it was. */
export function normalisedStrn(text: string): string {
  return isStrn(text) ? text.replace(/[ -]/g, "") : text;
}

/** 1800 → '18', 1750 → '17.5', 25 → '0.25': the rate as the invoice and the form write it. */
export function percentText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const hundredths = basisPoints % 100;
  if (hundredths === 0) return String(whole);
  return `${whole}.${String(hundredths).padStart(2, "0").replace(/0$/, "")}`;
}

/** What the settings keep of the registration (settings.schema.ts, `tax`). */
export interface TaxRegistration {
  ntn: string;
  strn: string;
  pricesIncludeSalesTax: boolean;
  /** In basis points: 1800 is 18 %. */
  salesTaxRate: number;
}

/** The letterhead's lines, 'NTN: 1234567-8' and 'STRN: 3277876123456', each only when set. */
export function taxRegistrationLines(tax: Pick<TaxRegistration, "ntn" | "strn">): string[] {
  const lines: string[] = [];
  if (tax.ntn) lines.push(`NTN: ${tax.ntn}`);
  if (tax.strn) lines.push(`STRN: ${tax.strn}`);
  return lines;
}
