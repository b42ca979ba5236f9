import { z } from "zod";
import { BUDGETS, PROJECT_TYPES, TIMELINES } from "~/modules/inbox/custom-order-options";
import {
  emailField,
  idempotencyKeyField,
  optionalChoice,
  optionalLine,
  requiredLine,
  requiredPhone,
  requiredText,
} from "~/modules/inbox/inbox-fields";
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";

/** Typed text without the characters no form of the shop accepts (text-direction controls, non-UTF-8 bytes, control characters). */
const safe = (value: string | null) =>
  !value || (!hasUnsafeText(value) && !/\p{Cc}/u.test(value.replace(/[\n\r\t]/g, "")));

/**
 * The custom-order request form (spec §3, §5): name, email, phone, project
 * type and description required; budget, timeline and location optional.
 * Shared by the browser (quick feedback) and the server (the rule).
 */
export const customOrderSchema = z.object({
  name: requiredLine("Please enter your name.", 100).refine(safe, UNSAFE_TEXT_MESSAGE),
  email: emailField,
  phone: requiredPhone,
  projectType: z.enum(PROJECT_TYPES, { error: "Please choose a project type." }),
  description: requiredText("Please describe your project.", 4000).refine(safe, UNSAFE_TEXT_MESSAGE),
  budget: optionalChoice(BUDGETS, "Please choose a budget from the list."),
  timeline: optionalChoice(TIMELINES, "Please choose a timeline from the list."),
  location: optionalLine(120).refine(safe, UNSAFE_TEXT_MESSAGE),
  idempotencyKey: idempotencyKeyField,
});

export type CustomOrderInput = z.output<typeof customOrderSchema>;

// The form's field names live apart from the schema, so that the page's script loads zod only
// when the form is sent (app/modules/made-to-order/components/custom-order-form.tsx).
export { CUSTOM_ORDER_FIELDS } from "./custom-order-fields";
