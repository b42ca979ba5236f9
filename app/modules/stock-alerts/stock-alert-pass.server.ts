import { and, asc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { productVariants, products, stockAlerts } from "~/db/schema";
import { hasOptionsSql, variantLabelSql } from "~/modules/catalog/variant-sql.server";
import { lineName } from "~/modules/catalog/variants";
import type { MailShop } from "~/modules/mail/layout";
import { queueMail } from "~/modules/mail/outbox.server";
import { newLinkSecret } from "~/utils/link-secrets.server";
import { backInStockMail } from "./mails/stock-alert-mails";
import { alertMailLinks, alertOutboxMail } from "./stock-alert-links.server";
import { STOCK_ALERT_BATCH } from "./stock-alert-limits";

/**
 * Makes due the confirmed alerts whose piece can be ordered although no restock marked them: stock
 * written with the trigger off (a restore, a bulk load), a variant made active again or made to
 * order, an alert confirmed after its piece came back. The trigger on the variant's stock
 * (drizzle/0033) catches every ordinary restock in its own transaction; this catches the rest.
 */
export async function reconcileStockAlerts(): Promise<number> {
  const orderable = db()
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(eq(productVariants.isActive, true), or(gt(productVariants.stock, 0), eq(productVariants.madeToOrder, true))),
    );
  const made = await db()
    .update(stockAlerts)
    .set({ state: "due", dueAt: sql`now()` })
    .where(and(eq(stockAlerts.state, "waiting"), inArray(stockAlerts.variantId, orderable)))
    .returning({ id: stockAlerts.id });
  return made.length;
}

/**
 * Queues the back-in-stock mail of up to `batch` due alerts whose piece is on sale in the shop, in the
 * order people asked, and marks them sent in the same transaction. The alerts are claimed with
 * FOR UPDATE SKIP LOCKED, so that passes running at once on several instances each take other
 * alerts: every person gets one mail. Each mail carries a new key (the row keeps its hash).
 * Returns how many were queued. `database`: another instance's pool (tests).
 */
export async function mailDueStockAlerts(
  shop: MailShop,
  { batch = STOCK_ALERT_BATCH, database = db() }: { batch?: number; database?: Database } = {},
): Promise<number> {
  return database.transaction(async (tx) => {
    const due = await tx
      .select({
        id: stockAlerts.id,
        email: stockAlerts.email,
        origin: stockAlerts.origin,
        productName: products.name,
        label: variantLabelSql,
        slug: products.slug,
        sku: productVariants.sku,
        hasOptions: hasOptionsSql,
      })
      .from(stockAlerts)
      .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
      .innerJoin(products, eq(products.id, stockAlerts.productId))
      // A piece out of the shop, or a variant withdrawn, keeps its alerts due until it is back on sale.
      .where(
        and(
          eq(stockAlerts.state, "due"),
          eq(productVariants.isActive, true),
          eq(products.isActive, true),
          isNull(products.archivedAt),
        ),
      )
      .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id))
      .limit(batch)
      .for("update", { of: stockAlerts, skipLocked: true });
    for (const [position, alert] of due.entries()) {
      const { secret: key, hash: keyHash } = newLinkSecret();
      const links = alertMailLinks(alert, key, { ...alert, name: lineName(alert.productName, alert.label) });
      await queueMail(tx, alertOutboxMail("stock-alert", alert.email, backInStockMail(links, shop), links), {
        position,
      });
      await tx
        .update(stockAlerts)
        .set({ state: "sent", sentAt: sql`now()`, keyHash })
        .where(eq(stockAlerts.id, alert.id));
    }
    return due.length;
  });
}

/**
 * One pass of the mail worker (server/run.ts): reconcile, then queue due alerts' mails until a
 * batch comes back short. Returns how many were queued.
 */
export async function runStockAlertPass(shop: () => Promise<MailShop>): Promise<number> {
  await reconcileStockAlerts();
  let queued = 0;
  let settings: MailShop | undefined;
  for (;;) {
    const [waiting] = await db()
      .select({ id: stockAlerts.id })
      .from(stockAlerts)
      .where(eq(stockAlerts.state, "due"))
      .limit(1);
    if (!waiting) return queued;
    settings ??= await shop();
    const batch = await mailDueStockAlerts(settings);
    queued += batch;
    if (batch < STOCK_ALERT_BATCH) return queued;
  }
}
