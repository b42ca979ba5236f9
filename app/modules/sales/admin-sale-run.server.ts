import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sales } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { discountState, type DiscountState } from "~/modules/discounts/admin-discount-state";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";

/** The buttons of a sale's page: Pause, Resume and End now. */
export const SALE_RUN_ACTIONS = ["pause", "resume", "end"] as const;
export type SaleRunAction = (typeof SALE_RUN_ACTIONS)[number];

export type SaleRunOutcome =
  { status: "done" | "already" | "closed"; name: string; state: DiscountState } | { status: "missing" };

/**
 * Pauses, resumes or ends a sale, with its audit entry, in one transaction on the locked row.
 * Pausing a paused sale or resuming a running one changes nothing and records nothing ('already');
 * an ended sale is neither paused, resumed nor ended again ('closed'): a later end in the form
 * brings it back. Ending sets its end to now; one not started yet has its start brought to a
 * millisecond before (the database wants an end after the start), so it never ran, and stays in
 * the list as ended.
 */
export async function runSale(id: string, action: SaleRunAction, by: AuditActor, now = new Date()) {
  const outcome = await db().transaction(async (tx): Promise<SaleRunOutcome> => {
    const [row] = await tx.select().from(sales).where(eq(sales.id, id)).for("update");
    if (!row) return { status: "missing" };
    const state = discountState(row, now);
    const { name } = row;
    if (state === "ended") return { status: "closed", name, state };
    const target = { type: "sale", id, label: name };

    if (action === "end") {
      const startsAt = row.startsAt < now ? row.startsAt : new Date(now.getTime() - 1);
      await tx.update(sales).set({ endsAt: now, startsAt, updatedAt: now }).where(eq(sales.id, id));
      const changes = {
        endsAt: { before: row.endsAt, after: now },
        ...(startsAt !== row.startsAt && { startsAt: { before: row.startsAt, after: startsAt } }),
      };
      await recordAudit(by, { action: "sale.ended", target, changes }, tx);
      return { status: "done", name, state: "ended" };
    }

    const pausing = action === "pause";
    if (pausing === (row.pausedAt !== null)) return { status: "already", name, state };
    const pausedAt = pausing ? now : null;
    await tx.update(sales).set({ pausedAt, updatedAt: now }).where(eq(sales.id, id));
    const next = discountState({ ...row, pausedAt }, now);
    await recordAudit(
      by,
      { action: pausing ? "sale.paused" : "sale.resumed", target, changes: { state: { before: state, after: next } } },
      tx,
    );
    return { status: "done", name, state: next };
  });
  if (outcome.status === "done") sharedPagesChanged("catalogue");
  return outcome;
}
