import { asc, eq } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { orderEvents } from "~/db/schema";
import type { AuditActor } from "~/modules/audit/audit.server";
import type { OrderEventKind, OrderEventView } from "./order-history";

/** Who changed the order: an admin (by their audit identity), the customer, or the shop itself. */
export type OrderActor =
  { kind: "admin"; by: AuditActor } | { kind: "customer"; userId: string | null } | { kind: "system" };

type Executor = Pick<Database, "insert">;

export interface OrderEventInput {
  kind: OrderEventKind;
  changes?: OrderEventView["changes"];
  note?: string | null;
}

/**
 * Appends one entry to an order's history. Called with the change's own transaction, so the
 * change and its entry commit together or not at all.
 */
export async function recordOrderEvent(
  executor: Executor,
  orderId: string,
  actor: OrderActor,
  event: OrderEventInput,
): Promise<void> {
  await executor.insert(orderEvents).values({
    orderId,
    actor: actor.kind,
    actorId: actor.kind === "admin" ? actor.by.id : actor.kind === "customer" ? actor.userId : null,
    actorLabel: actor.kind === "admin" ? actor.by.email : actor.kind === "customer" ? "Customer" : "Shop",
    kind: event.kind,
    changes: event.changes ?? {},
    note: event.note ?? null,
  });
}

/** An order's history, oldest first (the admin's order detail; callers check who may read it). */
export async function orderHistory(orderId: string): Promise<OrderEventView[]> {
  const rows = await db()
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    actorLabel: row.actorLabel,
    kind: row.kind,
    changes: row.changes,
    note: row.note,
  }));
}
