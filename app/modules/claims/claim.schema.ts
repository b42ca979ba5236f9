import { z } from "zod";
import { CLAIM_KINDS, CLAIM_REASONS } from "~/db/schema/claims";
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";
import type { ClaimKind } from "./claim-windows";
import { CLAIM_DETAILS_MAX, CLAIM_LINES_MAX } from "./claim-rules";

/** The reasons each kind offers (the form's list; the server refuses any other). */
export const REASONS_FOR: Record<ClaimKind, readonly (typeof CLAIM_REASONS)[number][]> = {
  return: ["changed_mind", "not_as_described", "wrong_item", "other"],
  exchange: ["changed_mind", "not_as_described", "wrong_item", "other"],
  warranty: ["defect", "other"],
  damage: ["damaged_in_delivery"],
};

const UUID_MESSAGE = "This form has expired. Please reload the page.";

/**
 * A request from the order page: its kind, the lines and how many of each, a reason from the
 * kind's list and words, and a preferred day. Whether the order and its lines allow it is the
 * server's to decide (open-claim.server.ts), with the order's row locked.
 */
export const claimSchema = z
  .object({
    kind: z.enum(CLAIM_KINDS, "Please choose a return, an exchange, a warranty claim or damage in delivery."),
    reason: z.enum(CLAIM_REASONS, "Please choose a reason from the list."),
    details: z
      .string()
      .trim()
      .max(CLAIM_DETAILS_MAX, `Please keep the details to ${CLAIM_DETAILS_MAX.toLocaleString("en-US")} characters.`)
      .refine((value) => !hasUnsafeText(value), UNSAFE_TEXT_MESSAGE)
      .default(""),
    preferredDay: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a day from the calendar.")
      .nullable()
      .default(null),
    lines: z
      .array(
        z.object({
          orderItemId: z.uuid(UUID_MESSAGE),
          quantity: z.int("Please enter a whole number.").min(1, "Please ask for at least one.").max(999),
        }),
      )
      .min(1, "Please choose at least one piece.")
      .max(CLAIM_LINES_MAX)
      .refine(
        (lines) => new Set(lines.map((line) => line.orderItemId)).size === lines.length,
        "Each piece once, please.",
      ),
    idempotencyKey: z.uuid(UUID_MESSAGE),
  })
  .refine((claim) => REASONS_FOR[claim.kind].includes(claim.reason), {
    path: ["reason"],
    message: "Please choose a reason from the list.",
  });

export type ClaimInput = z.infer<typeof claimSchema>;

/**
 * The form as the page posts it: `line` once per chosen piece (its order line's id) with its
 * `quantity-<id>`, the rest by name. Checked by claimSchema; an empty day is no day.
 */
export function claimFormInput(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const ids = form.getAll("line").filter((value): value is string => typeof value === "string");
  return claimSchema.safeParse({
    kind: text("kind"),
    reason: text("reason"),
    details: text("details"),
    preferredDay: text("preferredDay") || null,
    lines: ids.slice(0, CLAIM_LINES_MAX + 1).map((orderItemId) => ({
      orderItemId,
      quantity: Number(text(`quantity-${orderItemId}`) || "1"),
    })),
    idempotencyKey: text("idempotencyKey"),
  });
}
