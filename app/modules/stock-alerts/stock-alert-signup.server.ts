import { and, count, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { stockAlerts } from "~/db/schema";
import type { MailShop } from "~/modules/mail/layout";
import { queueMail } from "~/modules/mail/outbox.server";
import { mailboxKey } from "~/utils/customer-identity";
import { newLinkSecret } from "~/utils/link-secrets.server";
import { confirmStockAlertMail, stockAlertStandsMail } from "./mails/stock-alert-mails";
import { alertMailLinks, alertOutboxMail } from "./stock-alert-links.server";
import {
  STOCK_ALERT_CONFIRM_MAILS,
  STOCK_ALERT_REMAIL_MINUTES,
  STOCK_ALERT_UNCONFIRMED_MAX,
} from "./stock-alert-limits";
import { alertPiece, type AlertPiece } from "./stock-alert-piece.server";
import type { StockAlertInput } from "./stock-alert.schema";

/** The states of an alert that still waits for something (one per mailbox and variant). */
export const LIVE_ALERT_STATES = ["unconfirmed", "waiting", "due"] as const;

/**
 * What a sign-up did. 'asked' is the one answer whatever the address's history (a new alert, a
 * repeat, an address at its limit): the form tells nobody whether an address is on a list.
 * `mailed` says whether a mail was queued (for the caller to wake the worker, and for tests).
 */
export type StockAlertSignUp =
  { status: "asked"; mailed: boolean } | { status: "in-stock"; piece: AlertPiece } | { status: "gone" };

/**
 * Stores an alert for a sold-out variant and queues the mail that confirms it, in one
 * transaction under a lock on the mailbox, so that a form sent 100 times (at once or one after
 * another) stores one alert and mails at most STOCK_ALERT_CONFIRM_MAILS times, never within
 * STOCK_ALERT_REMAIL_MINUTES of the last. An address already waiting hears that its alert stands.
 */
export async function signUpForStockAlert(
  input: StockAlertInput,
  context: { origin: string; shop: MailShop },
): Promise<StockAlertSignUp> {
  return db().transaction(async (tx) => {
    const piece = await alertPiece(tx, input.variantId);
    if (!piece || !piece.visible) return { status: "gone" as const };
    if (piece.limit > 0) return { status: "in-stock" as const, piece };

    const mailbox = mailboxKey(input.email);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stock-alert:${mailbox}`}))`);
    const live = and(
      eq(stockAlerts.variantId, piece.variantId),
      eq(stockAlerts.mailbox, mailbox),
      inArray(stockAlerts.state, LIVE_ALERT_STATES),
    );
    const [existing] = await tx
      .select({
        id: stockAlerts.id,
        origin: stockAlerts.origin,
        state: stockAlerts.state,
        confirmMails: stockAlerts.confirmMails,
        recent: sql<boolean>`${stockAlerts.lastMailedAt} > now() - make_interval(mins => ${STOCK_ALERT_REMAIL_MINUTES})`,
      })
      .from(stockAlerts)
      .where(live);
    const { secret: key, hash: keyHash } = newLinkSecret();

    if (!existing) {
      const [unconfirmed] = await tx
        .select({ n: count() })
        .from(stockAlerts)
        .where(and(eq(stockAlerts.mailbox, mailbox), eq(stockAlerts.state, "unconfirmed")));
      if ((unconfirmed?.n ?? 0) >= STOCK_ALERT_UNCONFIRMED_MAX) return { status: "asked" as const, mailed: false };
      const [alert] = await tx
        .insert(stockAlerts)
        .values({
          productId: piece.productId,
          variantId: piece.variantId,
          email: input.email,
          mailbox,
          phone: input.phone,
          keyHash,
          origin: context.origin,
        })
        .returning({ id: stockAlerts.id, origin: stockAlerts.origin });
      const links = alertMailLinks(alert!, key, piece);
      await queueMail(
        tx,
        alertOutboxMail("stock-alert-confirm", input.email, confirmStockAlertMail(links, context.shop), links),
      );
      return { status: "asked" as const, mailed: true };
    }

    if (existing.recent || existing.confirmMails >= STOCK_ALERT_CONFIRM_MAILS) {
      return { status: "asked" as const, mailed: false };
    }
    // The new mail's key replaces the last one's: its links are the ones that work.
    await tx
      .update(stockAlerts)
      .set({
        keyHash,
        email: input.email,
        confirmMails: sql`${stockAlerts.confirmMails} + 1`,
        lastMailedAt: sql`now()`,
        ...(input.phone && { phone: input.phone }),
      })
      .where(eq(stockAlerts.id, existing.id));
    const links = alertMailLinks(existing, key, piece);
    const rendered =
      existing.state === "unconfirmed"
        ? confirmStockAlertMail(links, context.shop)
        : stockAlertStandsMail(links, context.shop);
    await queueMail(tx, alertOutboxMail("stock-alert-confirm", input.email, rendered, links));
    return { status: "asked" as const, mailed: true };
  });
}
