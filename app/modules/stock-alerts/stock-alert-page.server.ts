import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { stockAlerts, type StockAlertState } from "~/db/schema";
import { secretMatches } from "~/utils/link-secrets.server";
import { alertPiece, piecePath } from "./stock-alert-piece.server";
import { LIVE_ALERT_STATES } from "./stock-alert-signup.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the alert's page shows: the piece, the address, where the alert stands. */
export interface StockAlertView {
  id: string;
  email: string;
  state: StockAlertState;
  piece: { name: string; path: string; inStock: boolean } | null;
}

/** The alert `id` when `key` is the one of its last mail; null otherwise (a wrong, old or missing key). */
async function alertByKey(id: string, key: string | null) {
  if (!UUID.test(id) || !key) return null;
  const [alert] = await db().select().from(stockAlerts).where(eq(stockAlerts.id, id));
  return alert && secretMatches(key, alert.keyHash) ? alert : null;
}

/** The alert's page for the holder of its key; null for anyone else. */
export async function readStockAlert(id: string, key: string | null): Promise<StockAlertView | null> {
  const alert = await alertByKey(id, key);
  if (!alert) return null;
  const piece = await alertPiece(db(), alert.variantId);
  return {
    id: alert.id,
    email: alert.email,
    state: alert.state,
    piece: piece?.visible ? { name: piece.name, path: piecePath(piece), inStock: piece.limit > 0 } : null,
  };
}

/**
 * Confirms an alert (the link of its confirming mail): it waits from now. Confirming twice changes
 * nothing; an alert stopped is not started again (the form asks anew). False for a wrong key.
 */
export async function confirmStockAlert(id: string, key: string | null): Promise<boolean> {
  const alert = await alertByKey(id, key);
  if (!alert) return false;
  await db()
    .update(stockAlerts)
    .set({ state: "waiting", confirmedAt: sql`now()` })
    .where(and(eq(stockAlerts.id, alert.id), eq(stockAlerts.state, "unconfirmed")));
  return true;
}

/**
 * Stops every alert of the key holder's mailbox that still waits, and this one whatever its
 * state (a mail sent stays counted as sent). No session: the key is the proof. Returns how many
 * were stopped, or null for a wrong key.
 */
export async function unsubscribeStockAlerts(id: string, key: string | null): Promise<number | null> {
  const alert = await alertByKey(id, key);
  if (!alert) return null;
  return db().transaction(async (tx) => {
    const live = await tx
      .update(stockAlerts)
      .set({ state: "unsubscribed" })
      .where(and(eq(stockAlerts.mailbox, alert.mailbox), inArray(stockAlerts.state, LIVE_ALERT_STATES)))
      .returning({ id: stockAlerts.id });
    if (alert.state === "sent") {
      await tx.update(stockAlerts).set({ state: "unsubscribed" }).where(eq(stockAlerts.id, alert.id));
    }
    return live.length;
  });
}
