import { count, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { SWATCH_REQUEST_STATES, swatchRequests } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import type { SwatchRequest } from "./swatch-requests.server";

export type SwatchRequestState = (typeof SWATCH_REQUEST_STATES)[number];
export const ADMIN_SWATCHES_PAGE_SIZE = 20;

/** ?status=new|sent|cancelled; anything else means all. */
export function parseSwatchState(value: string | null): SwatchRequestState | null {
  return SWATCH_REQUEST_STATES.includes(value as SwatchRequestState) ? (value as SwatchRequestState) : null;
}

/** The admin's list: one page of requests, newest first, and how many there are of each state. */
export async function listAdminSwatchRequests({ state, page }: { state: SwatchRequestState | null; page: number }) {
  const where = state ? eq(swatchRequests.state, state) : undefined;
  const [countRows, totals] = await Promise.all([
    db().select({ state: swatchRequests.state, value: count() }).from(swatchRequests).groupBy(swatchRequests.state),
    db().select({ value: count() }).from(swatchRequests).where(where),
  ]);
  const total = totals[0]?.value ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_SWATCHES_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const requests = await db()
    .select()
    .from(swatchRequests)
    .where(where)
    .orderBy(desc(swatchRequests.createdAt), desc(swatchRequests.id))
    .limit(ADMIN_SWATCHES_PAGE_SIZE)
    .offset((current - 1) * ADMIN_SWATCHES_PAGE_SIZE);
  const counts = Object.fromEntries(SWATCH_REQUEST_STATES.map((name) => [name, 0])) as Record<
    SwatchRequestState,
    number
  >;
  for (const row of countRows) counts[row.state] = row.value;
  return {
    requests: requests.map(({ addressKey: _key, idempotencyKey: _form, ...row }) => row),
    counts,
    total,
    page: current,
    pageCount,
  };
}

/** 'Mark as sent' and 'Cancel': the state each leads to, and its audit entry's name. */
export const SWATCH_ACTIONS = {
  sent: { to: "sent", audit: "swatch.sent" },
  cancel: { to: "cancelled", audit: "swatch.cancelled" },
} as const;

export type SwatchAction = keyof typeof SWATCH_ACTIONS;

export type SwatchStateOutcome =
  | { status: "done" | "already"; request: SwatchRequest }
  | { status: "closed"; request: SwatchRequest }
  | { status: "missing" };

/**
 * Moves a new request to sent or cancelled, with its audit entry, in one transaction on the
 * locked row. Only a new request moves: the same action again (a double click, a resent form)
 * changes nothing and records nothing; the other one on a request already closed is refused.
 */
export async function changeSwatchState(id: string, action: SwatchAction, by: AuditActor, now = new Date()) {
  const { to, audit } = SWATCH_ACTIONS[action];
  return db().transaction(async (tx): Promise<SwatchStateOutcome> => {
    const [row] = await tx.select().from(swatchRequests).where(eq(swatchRequests.id, id)).for("update");
    if (!row) return { status: "missing" };
    if (row.state === to) return { status: "already", request: row };
    if (row.state !== "new") return { status: "closed", request: row };
    const [changed] = await tx
      .update(swatchRequests)
      .set({ state: to, updatedAt: now })
      .where(eq(swatchRequests.id, id))
      .returning();
    const target = { type: "swatch-request", id: row.id, label: `#${row.number} ${row.name}`.slice(0, 200) };
    const changes = { state: { before: row.state, after: to }, swatches: row.items.map((item) => item.value) };
    await recordAudit(by, { action: audit, target, changes }, tx);
    return { status: "done", request: changed! };
  });
}
