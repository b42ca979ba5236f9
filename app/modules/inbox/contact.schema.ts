import { z } from "zod";
import { emailField, idempotencyKeyField, optionalPhone, requiredLine, requiredText } from "./inbox-fields";

/**
 * The contact form (spec §3, §5): first name, last name, e-mail, subject and
 * message required; phone optional. Shared by the browser and the server.
 */
export const contactSchema = z.object({
  firstName: requiredLine("Please enter your first name.", 60),
  lastName: requiredLine("Please enter your last name.", 60),
  email: emailField,
  phone: optionalPhone,
  subject: requiredLine("Please enter a subject.", 150),
  message: requiredText("Please write your message.", 5000),
  idempotencyKey: idempotencyKeyField,
});

export type ContactInput = z.output<typeof contactSchema>;

export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "subject", "message"] as const;

/**
 * A field people never see: software that fills in every field fills this one
 * too, and its message is dropped (with an answer that looks like success).
 */
export const HONEYPOT_FIELD = "website";
