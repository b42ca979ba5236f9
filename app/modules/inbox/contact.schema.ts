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

// The form's field names live apart from the schema, so that the page's script loads zod only
// when the form is used (app/modules/inbox/components/use-inbox-form.ts).
export { CONTACT_FIELDS, HONEYPOT_FIELD } from "./contact-fields";
