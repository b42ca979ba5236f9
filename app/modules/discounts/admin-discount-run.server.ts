import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { discountCodes } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { discountState, type DiscountState } from "./admin-discount-state";

/** The buttons of a code's page: Pause, Resume and End now. */
export const RUN_ACTIONS = ["pause", "resume", "end"] as const;
export type RunAction = (typeof RUN_ACTIONS)[number];

export type RunOutcome =
  | { status: "done" | "already"; code: string; state: DiscountState }
  | { status: "closed"; code: string; state: DiscountState }
  | { status: "missing" };

/**
 * Pauses, resumes or ends a code, with its audit entry, in one transaction on the locked row
 * (checkout reads and counts a code under the same lock, so no order slips past a pause or an
 * end). Safe to repeat: pausing a paused code, resuming a running one or ending an ended one
 * changes nothing and records nothing. An ended code is neither paused nor resumed: a later end
 * date (the form) brings it back.
 *
 * A code not started yet may be ended too: the database wants an end after the start, so its
 * start is brought to the same moment, a millisecond before its end, and the entry records both.
 * It never ran, and its row stays in the list as ended, with the dates it was given.
 */
export async function runDiscount(id: string, action: RunAction, by: AuditActor, now = new Date()) {
  return db().transaction(async (tx): Promise<RunOutcome> => {
    const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for("update");
    if (!row) return { status: "missing" };
    const state = discountState(row, now);
    const target = { type: "discount", id, label: row.code };
    const unchanged = (status: "already" | "closed"): RunOutcome => ({ status, code: row.code, state });

    if (action === "end") {
      if (state === "ended") return unchanged("already");
      const startsAt = row.startsAt.getTime() < now.getTime() ? row.startsAt : new Date(now.getTime() - 1);
      await tx.update(discountCodes).set({ endsAt: now, startsAt, updatedAt: now }).where(eq(discountCodes.id, id));
      const changes = {
        endsAt: { before: row.endsAt, after: now },
        ...(startsAt !== row.startsAt && { startsAt: { before: row.startsAt, after: startsAt } }),
      };
      await recordAudit(by, { action: "discount.ended", target, changes }, tx);
      return { status: "done", code: row.code, state: "ended" };
    }

    if (state === "ended") return unchanged("closed");
    const pause = action === "pause";
    if ((row.pausedAt !== null) === pause) return unchanged("already");
    const pausedAt = pause ? now : null;
    await tx.update(discountCodes).set({ pausedAt, updatedAt: now }).where(eq(discountCodes.id, id));
    const next = discountState({ ...row, pausedAt }, now);
    const changes = { state: { before: state, after: next } };
    await recordAudit(by, { action: pause ? "discount.paused" : "discount.resumed", target, changes }, tx);
    return { status: "done", code: row.code, state: next };
  });
}
