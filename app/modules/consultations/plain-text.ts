import { hasUnsafeText } from "~/utils/text-safety";

// Control characters other than line breaks and tabs: no text a person types contains them.
const CONTROL = /(?![\n\r\t])\p{Cc}/u;

/** Text fit to store and show again (pages, mails, calendar files): no stray control or direction characters. */
export const isPlainText = (value: string) => !CONTROL.test(value) && !hasUnsafeText(value);
