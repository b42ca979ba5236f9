import { z } from "zod";
import { formText, optionalText, requiredText } from "~/utils/form-fields";
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";
import { REVIEW_REPLY_MAX, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from "./review-rules";

/** Typed text without the characters no form of the shop accepts (text-direction controls, non-UTF-8 bytes, control characters). */
const safe = (value: string | null) =>
  !value || (!hasUnsafeText(value) && !/\p{Cc}/u.test(value.replace(/[\n\r\t]/g, "")));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A customer's review as the form posts it; the photos are checked apart (readCustomerPhotos). */
export const reviewFormSchema = z.object({
  productId: formText.pipe(z.string().regex(UUID, "Please choose a piece of this order to review.")),
  rating: formText
    .pipe(z.enum(["1", "2", "3", "4", "5"], { error: "Please choose from 1 to 5 stars." }))
    .transform(Number),
  // One line: a title with line breaks would break the list it is shown in.
  title: requiredText(REVIEW_TITLE_MAX, "Please give your review a title.")
    .transform((value) => value.replace(/\s+/g, " "))
    .refine(safe, UNSAFE_TEXT_MESSAGE),
  body: requiredText(REVIEW_TEXT_MAX, "Please tell us about the piece.").refine(safe, UNSAFE_TEXT_MESSAGE),
});

export type ReviewInput = z.output<typeof reviewFormSchema>;

/** The fields in the order the form shows them: the first one in error takes the focus. */
export const REVIEW_FIELDS = ["rating", "title", "body", "photos"] as const;

/** The shop's public answer; blank removes it. */
export const reviewReplySchema = z.object({
  reply: optionalText(REVIEW_REPLY_MAX).refine(safe, UNSAFE_TEXT_MESSAGE),
});
