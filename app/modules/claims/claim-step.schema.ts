import { z } from "zod";
import { DELIVERY_SLOT_STARTS } from "~/modules/orders/delivery-date";
import { plainLineText } from "~/modules/orders/payments";
import { shopCalendar } from "~/utils/shop-time";
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";
import { CLAIM_ACTIONS } from "./claim-steps";
import { CLAIM_DECISION_MAX, PREFERRED_DAY_AHEAD } from "./claim-rules";

const decision = z
  .string()
  .trim()
  .max(CLAIM_DECISION_MAX, `Please keep this to ${CLAIM_DECISION_MAX} characters.`)
  .refine((value) => !hasUnsafeText(value), UNSAFE_TEXT_MESSAGE)
  .default("");

const dayAhead = (now: Date, days: number) => {
  const date = new Date(`${shopCalendar(now).date}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * The admin's step on a request: the action, the form's key (a repeated post is one step), and
 * what the action needs: to approve, a pickup's day (and a two-hour window, or none) or a visit's
 * time from the consultation calendar; the reason the buyer
 * reads to decline, words to close; a refund's amount, method and reference are the payments'
 * own form (payments.ts).
 */
export function claimStepSchema(now = new Date()) {
  const today = shopCalendar(now).date;
  const last = dayAhead(now, PREFERRED_DAY_AHEAD);
  return z
    .object({
      claimId: z.uuid("That request was not found."),
      action: z.enum(CLAIM_ACTIONS, "Please choose a step."),
      requestKey: z.uuid("Please reload the page and try again."),
      bookedDay: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose the day.")
        .refine((day) => day >= today && day <= last, "Please choose a day from today to 60 days ahead.")
        .optional(),
      slot: z
        .string()
        .optional()
        .transform((value, context) => {
          if (!value) return null;
          const start = Number(value);
          if ((DELIVERY_SLOT_STARTS as readonly number[]).includes(start)) return start;
          context.addIssue({ code: "custom", message: "Please choose a two-hour window from the list." });
          return z.NEVER;
        }),
      // A visit's time: one of the consultation calendar's free starts (moveClaim checks it there).
      visitStart: z
        .string()
        .optional()
        .transform((value, context) => {
          if (!value) return null;
          const start = new Date(value);
          if (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(start.getTime())) return start;
          context.addIssue({ code: "custom", message: "Please choose a time from the list." });
          return z.NEVER;
        }),
      decision,
      reference: plainLineText(100, "Please keep the reference under 100 characters.").optional(),
    })
    .superRefine((step, context) => {
      // Whether a pickup's day or a visit's time is needed depends on the request's kind: moveClaim asks.
      if (step.action === "decline" && !step.decision) {
        context.addIssue({
          code: "custom",
          path: ["decision"],
          message: "Please tell the customer why: they read it in the mail.",
        });
      }
    });
}

export type ClaimStepInput = z.infer<ReturnType<typeof claimStepSchema>>;
