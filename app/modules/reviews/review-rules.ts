import { MAX_CUSTOMER_PHOTO_BYTES } from "~/modules/media/customer-photos";
import { formWithFiles, ORDINARY_FORM } from "~/utils/form-limits";

// Browser-safe: the review form and the product page read the same rules as the server.

/** Photos a review may carry. */
export const MAX_REVIEW_PHOTOS = 3;
/** A review's post: its few fields and three photos. */
export const REVIEW_FORM = formWithFiles({ ...ORDINARY_FORM, fields: 20 }, MAX_REVIEW_PHOTOS, MAX_CUSTOMER_PHOTO_BYTES);

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 3000;
export const REVIEW_REPLY_MAX = 2000;

/** Reviews per page on a product page: a phone screen or two. */
export const REVIEWS_PAGE_SIZE = 5;

/** An order's pieces may be reviewed once it reached the customer (DECISIONS 'Honest numbers'). */
export const REVIEWABLE_ORDER_STATUSES = ["delivered", "completed"] as const;

export const REVIEW_SORTS = ["newest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const parseReviewSort = (value: string | null): ReviewSort => (value === "helpful" ? "helpful" : "newest");

/** A page number from the address: 1 for anything that is not a positive whole number. */
export function parseReviewPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * The name a review shows: the first name and the last name's initial ('Ayesha K.'), as a
 * customer who filled in a delivery address expects to be quoted in public, not in full.
 */
export function reviewAuthorName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "A customer";
  const first = parts[0]!;
  const last = parts.length > 1 ? parts[parts.length - 1]! : "";
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first;
}

/** The first name a mail greets or names the reviewer by: their order's first word. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}

/** The admin's moderation list: one tab per state. */
export const MODERATION_FILTERS = ["pending", "approved", "hidden"] as const;
export type ModerationFilter = (typeof MODERATION_FILTERS)[number];

export const parseModerationFilter = (value: string | null): ModerationFilter =>
  (MODERATION_FILTERS as readonly string[]).includes(value ?? "") ? (value as ModerationFilter) : "pending";
