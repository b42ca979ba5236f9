import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import type { ConfirmLinkState } from "./customer-confirmation";
import { recordOrderEvent } from "./order-history.server";
import { secretMatches } from "~/utils/link-secrets.server";

type Order = typeof orders.$inferSelect;

/**
 * What the link with `key` finds on order `number`. A forged or foreign key learns nothing
 * ('invalid', as for an order that does not exist); the real one, used again, is told that the
 * order is confirmed already and changes nothing.
 */
function stateOf(order: Order | undefined, key: string | null, now: Date): ConfirmLinkState {
  if (!order || !secretMatches(key, order.confirmKeyHash)) return "invalid";
  if (order.customerConfirmedAt) return "confirmed";
  if (!order.confirmKeyExpiresAt || order.confirmKeyExpiresAt <= now) return "expired";
  if (order.status === "cancelled") return "invalid";
  return "open";
}

const normalNumber = (number: string | undefined) => {
  const upper = (number ?? "").toUpperCase();
  return /^[0-9A-F]{8}$/.test(upper) ? upper : null;
};

/** The GET: reads the link's state, changes nothing. */
export async function readConfirmLink(numberParam: string | undefined, key: string | null, now = new Date()) {
  const number = normalNumber(numberParam);
  if (!number) return { state: "invalid" as const, number: null };
  const [order] = await db().select().from(orders).where(eq(orders.number, number)).limit(1);
  return { state: stateOf(order, key, now), number };
}

/**
 * The POST: the customer confirms. Single-use: the order row is locked and the confirmation is
 * recorded once, with the customer's entry in the history in the same transaction; the link
 * used again (a double click, a replay) finds it confirmed and changes nothing.
 */
export async function confirmByCustomer(
  numberParam: string | undefined,
  key: string | null,
  now = new Date(),
): Promise<{ state: ConfirmLinkState | "done"; number: string | null }> {
  const number = normalNumber(numberParam);
  if (!number) return { state: "invalid", number: null };
  return db().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for("update");
    const state = stateOf(order, key, now);
    if (state !== "open") return { state, number };
    await tx
      .update(orders)
      .set({ customerConfirmedAt: now, updatedAt: sql`now()` })
      .where(eq(orders.id, order!.id));
    await recordOrderEvent(
      tx,
      order!.id,
      { kind: "customer", userId: order!.userId },
      { kind: "customer-confirmed", changes: { customerConfirmed: { before: false, after: true } } },
    );
    return { state: "done" as const, number };
  });
}
