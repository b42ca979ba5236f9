import { and, count, eq, inArray, sql } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { stockAlerts, type StockAlertState } from "~/db/schema";
import { queueMail } from "~/modules/mail/outbox.server";
import type { ShopSettings } from "~/modules/settings/settings.schema";
import { getShopSettings } from "~/modules/settings/settings.server";
import { mailsShopAbout } from "~/modules/settings/shop-mail-events";
import { env } from "~/utils/env.server";
import { secretMatches } from "~/utils/link-secrets.server";
import { stockDemandMail } from "./mails/stock-alert-mails";
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
  // Read before the transaction: on the embedded database, db() inside it would wait for itself.
  const settings = await getShopSettings();
  await db().transaction(async (tx) => {
    // One variant's confirmations in turn, so that exactly one of them sees the threshold reached.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stock-alert-demand:${alert.variantId}`}))`);
    const confirmed = await tx
      .update(stockAlerts)
      .set({ state: "waiting", confirmedAt: sql`now()` })
      .where(and(eq(stockAlerts.id, alert.id), eq(stockAlerts.state, "unconfirmed")))
      .returning({ id: stockAlerts.id });
    if (confirmed.length > 0 && mailsShopAbout(settings, "alert-demand")) {
      await mailDemandAt(tx, alert, settings);
    }
  });
  return true;
}

/**
 * Tells the shop when the people waiting for the alert's variant reach the owner's figure
 * (settings.alertDemandAt): once as the count reaches it, not again for each one more.
 */
async function mailDemandAt(
  tx: Pick<Database, "select" | "insert" | "delete">,
  alert: { variantId: string; origin: string },
  settings: ShopSettings,
) {
  const [row] = await tx
    .select({ n: count() })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.variantId, alert.variantId), inArray(stockAlerts.state, ["waiting", "due"])));
  const waiting = row?.n ?? 0;
  if (waiting !== settings.alertDemandAt) return;
  const piece = await alertPiece(tx, alert.variantId);
  if (!piece) return;
  const { PUBLIC_URL, SHOP_EMAIL } = env();
  const origin = PUBLIC_URL ? new URL(PUBLIC_URL).origin : alert.origin;
  const adminUrl = `${origin}/admin/stock-alerts?variant=${alert.variantId}`;
  await queueMail(tx, {
    kind: "stock-alert-demand",
    to: SHOP_EMAIL ?? settings.emails.sales,
    ...stockDemandMail({ piece: piece.name, waiting, adminUrl }, settings),
  });
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
