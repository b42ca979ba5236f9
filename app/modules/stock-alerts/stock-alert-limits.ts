/**
 * How often a visitor and an address may ask (the contact forms' guard against scripts, and
 * the rule that nobody is mailed who did not ask more than a confirming mail or two).
 */

/** Sign-ups per client address: a visitor may want several sold-out pieces, a script many more. */
export const STOCK_ALERT_RATE_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const;

/** A sign-up repeated mails its confirming link again at most this many times in all … */
export const STOCK_ALERT_CONFIRM_MAILS = 3;

/** … and not within this many minutes of the last one. */
export const STOCK_ALERT_REMAIL_MINUTES = 10;

/**
 * Alerts one mailbox may have unconfirmed at once: someone typing another's address on many
 * pieces sends that person at most this many confirming mails, until one is confirmed.
 */
export const STOCK_ALERT_UNCONFIRMED_MAX = 3;

/** Due alerts mailed per pass; the pass goes round again while it finds a full batch. */
export const STOCK_ALERT_BATCH = 50;
