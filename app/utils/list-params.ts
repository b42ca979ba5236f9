import { z } from "zod";

/*
 * The URL parameters every searchable admin list shares (orders, the audit log).
 * A link typed by hand or an old bookmark must not break the page: a bad value
 * falls back to its default instead of failing.
 */

/** ?q=: the search text, trimmed, at most 100 characters; '' when absent or bad. */
export const searchTextParam = z
  .string()
  .trim()
  .transform((text) => text.slice(0, 100))
  .catch("")
  .default("");

/** ?page=: a page number from 1; 1 when absent or bad. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).catch(1).default(1);
