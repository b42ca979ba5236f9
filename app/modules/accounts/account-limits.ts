// Apart from the account schemas, so that the forms' fields do not bring zod to the browser.

/** RFC 5321 allows 254 characters in an address that can receive mail; nothing longer is stored. */
export const EMAIL_MAX = 254;
export const EMAIL_TOO_LONG = `That e-mail address is too long (at most ${EMAIL_MAX} characters).`;
export const NAME_MAX = 100;
export const NAME_TOO_LONG = "That name is too long.";
