/**
 * Characters no text of the shop needs and an attacker likes: the bidirectional
 * embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069), which
 * make 'exe.txt' read as 'txt.exe' in an admin page, a mail subject or a CSV cell,
 * and U+FFFD, which is what bytes that are not UTF-8 become when a form is decoded
 * (so its presence means the text sent was not text). Urdu needs none of them:
 * right-to-left script is laid out by the characters themselves.
 */
const UNSAFE = /[\u202A-\u202E\u2066-\u2069\uFFFD]/;

export function hasUnsafeText(value: string): boolean {
  return UNSAFE.test(value);
}

export const UNSAFE_TEXT_MESSAGE =
  "The form contains a character we do not accept: a text-direction control, or bytes that are not UTF-8 text. Please type that text again (or paste it as plain text) and send the form once more.";
