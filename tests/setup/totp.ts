import { createHmac } from "node:crypto";

/**
 * What an authenticator app computes (RFC 6238: HMAC-SHA1, 30-second steps,
 * 6 digits) from the base32 secret of an otpauth:// link, written out here so
 * that the tests check the shop against the standard, not against itself.
 */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Bytes(text: string): Buffer {
  let bits = "";
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new Error(`Not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

export function totpCode(base32Secret: string, at = Date.now(), stepSeconds = 30): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / stepSeconds)));
  const digest = createHmac("sha1", base32Bytes(base32Secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

/** The secret of an otpauth:// link (or the key as the page shows it, in groups of four). */
export function secretOf(uriOrKey: string): string {
  return uriOrKey.startsWith("otpauth:")
    ? (new URL(uriOrKey).searchParams.get("secret") ?? "")
    : uriOrKey.replace(/\s/g, "");
}

/**
 * Waits, if need be, until `seconds` are left in the current 30-second step: a code of the
 * previous step is accepted only until this one ends, so a test that sends one must not start
 * in a step's last moments (on a busy machine the request can land in the next step).
 */
export async function untilStepHasLeft(seconds: number, stepSeconds = 30): Promise<void> {
  const left = stepSeconds * 1000 - (Date.now() % (stepSeconds * 1000));
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
