/** The contact form's fields, in the order it shows them: the first one in error takes the focus. */
export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "subject", "message"] as const;

/**
 * A field people never see: software that fills in every field fills this one
 * too, and its message is dropped (with an answer that looks like success).
 */
export const HONEYPOT_FIELD = "website";
