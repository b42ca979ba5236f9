import { asc, eq, max, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { partners } from "~/db/schema";
import type { PartnerInput } from "./partner.schema";

type Reader = Pick<ReturnType<typeof db>, "select">;
type Executor = Pick<ReturnType<typeof db>, "select" | "insert" | "update" | "delete">;

export type Partner = Awaited<ReturnType<typeof listPartners>>[number];

/** The partners in the owner's order (the home page's logo grid and the admin's list). */
export function listPartners(executor: Reader = db()) {
  return executor
    .select({ id: partners.id, name: partners.name, industry: partners.industry, logoUrl: partners.logoUrl })
    .from(partners)
    .orderBy(asc(partners.sortOrder), asc(partners.name));
}

/**
 * Adds a partner at the end of the list. The name is unique (case aside): the same partner
 * posted twice (a retried request) answers 'already' and adds nothing; another partner of
 * that name is refused.
 */
export async function addPartner(
  input: PartnerInput,
  executor: Executor,
): Promise<{ outcome: "added"; id: string } | { outcome: "already" | "name-taken" }> {
  const [same] = await executor
    .select({ industry: partners.industry, logoUrl: partners.logoUrl })
    .from(partners)
    .where(sql`lower(${partners.name}) = lower(${input.name})`);
  if (same) {
    return { outcome: same.industry === input.industry && same.logoUrl === input.logoUrl ? "already" : "name-taken" };
  }
  const [last] = await executor.select({ sortOrder: max(partners.sortOrder) }).from(partners);
  const [row] = await executor
    .insert(partners)
    .values({ ...input, sortOrder: (last?.sortOrder ?? -1) + 1 })
    .returning({ id: partners.id });
  return { outcome: "added", id: row!.id };
}

/** Removes a partner; its name, or null when it was already gone (a retried request). */
export async function removePartner(id: string, executor: Executor): Promise<string | null> {
  const [row] = await executor.delete(partners).where(eq(partners.id, id)).returning({ name: partners.name });
  return row?.name ?? null;
}

/**
 * Puts the partners in the given order (every partner's id, once each). Posting the same order
 * again changes nothing, so a retried move is harmless; an order that does not name exactly
 * today's partners (one was added or removed in another tab) is refused.
 */
export async function reorderPartners(
  ids: readonly string[],
  executor: Executor,
): Promise<{ outcome: "stale" } | { outcome: "saved"; before: string[]; after: string[] }> {
  const current = await listPartners(executor);
  const known = new Set(current.map((partner) => partner.id));
  if (ids.length !== current.length || ids.some((id) => !known.has(id))) return { outcome: "stale" };
  for (const [index, id] of ids.entries()) {
    await executor.update(partners).set({ sortOrder: index }).where(eq(partners.id, id));
  }
  const names = new Map(current.map((partner) => [partner.id, partner.name]));
  return { outcome: "saved", before: current.map((partner) => partner.name), after: ids.map((id) => names.get(id)!) };
}

/** A logo the demo shipped (public/partners/): an invented client until the owner removes it. */
export const isDemoPartnerLogo = (logoUrl: string) => logoUrl.startsWith("/partners/");
