import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { containing } from "~/db/like-pattern";
import { auditLog } from "~/db/schema";
import { requestAddress } from "~/utils/client-address";
import { shopDayStart } from "~/utils/shop-time";
import type { AuditAction } from "./audit-actions";
import { AUDIT_PAGE_SIZE, type AuditFilters } from "./audit-filters";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who did it, from where: the signed-in admin of a request, or the e-mail a sign-in named. */
export interface AuditActor {
  id: string | null;
  email: string;
  ip: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  target?: { type: string; id?: string | null; label?: string | null };
  /** `{ field: { before, after } }` (see changedFields), or the facts of the event. */
  changes?: Record<string, unknown>;
}

/** The actor of a request: the account (anything with an id and an e-mail) and the client's address. */
export function auditActor(request: Request, account: { id: string | null; email: string }): AuditActor {
  return { id: account.id, email: account.email, ip: requestAddress(request) };
}

type Executor = Pick<ReturnType<typeof db>, "insert">;

/**
 * Appends one entry. Callers write it after their change succeeded (a refused
 * or invalid request changed nothing, so there is nothing to record), with
 * the transaction's executor where the change has one, so that the change and
 * its entry commit together.
 */
export async function recordAudit(actor: AuditActor, entry: AuditEntry, executor: Executor = db()): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    ipAddress: actor.ip,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    targetLabel: entry.target?.label ?? null,
    changes: entry.changes ?? {},
  });
}

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditPage {
  rows: AuditRow[];
  total: number;
  page: number;
  pages: number;
}

/** One page of the log, newest first, narrowed by the page's filters. */
export async function searchAudit(filters: AuditFilters): Promise<AuditPage> {
  const where: SQL[] = [];
  if (filters.action !== "all") where.push(eq(auditLog.action, filters.action));
  if (filters.from) where.push(gte(auditLog.at, shopDayStart(filters.from)));
  // Lahore keeps no daylight saving: every day there is 24 hours long.
  if (filters.to) where.push(lt(auditLog.at, new Date(shopDayStart(filters.to).getTime() + DAY_MS)));
  if (filters.q) {
    const pattern = containing(filters.q);
    where.push(
      or(
        ilike(auditLog.actorEmail, pattern),
        ilike(auditLog.ipAddress, pattern),
        ilike(auditLog.targetLabel, pattern),
        ilike(auditLog.targetId, pattern),
        ilike(sql`${auditLog.changes}::text`, pattern),
      )!,
    );
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const [{ total } = { total: 0 }] = await db()
    .select({ total: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(condition);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  const rows = await db()
    .select()
    .from(auditLog)
    .where(condition)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return { rows, total, page, pages };
}
