import { z } from "zod";
import { pageParam, searchTextParam } from "~/utils/list-params";
import { AUDIT_ACTION_NAMES, type AuditAction } from "./audit-actions";

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  /** Text found in the actor's e-mail, the address, or what was changed. */
  q: string;
  action: AuditAction | "all";
  /** Calendar days in the shop's time ('YYYY-MM-DD'), both included. */
  from: string | null;
  to: string | null;
  page: number;
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(value)))
  .nullable()
  .catch(null)
  .default(null);

/**
 * The audit page's URL (?q=&action=&from=&to=&page=). A link typed by hand
 * must not break the page, so every bad value falls back to its default.
 */
const auditFiltersSchema = z.object({
  q: searchTextParam,
  action: z
    .enum(["all", ...AUDIT_ACTION_NAMES])
    .catch("all")
    .default("all"),
  from: day,
  to: day,
  page: pageParam,
});

export function parseAuditFilters(search: URLSearchParams): AuditFilters {
  const read = (name: string) => search.get(name) || undefined;
  return auditFiltersSchema.parse({
    q: read("q"),
    action: read("action"),
    from: read("from"),
    to: read("to"),
    page: read("page"),
  });
}

/** The URL of another page of the same search. */
export function auditSearch(filters: AuditFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.action !== "all") params.set("action", filters.action);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
