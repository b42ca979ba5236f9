import type { QueuedMail } from "~/modules/mail/outbox.server";
import type { RenderedMail } from "~/modules/mail/layout";
import { env } from "~/utils/env.server";
import type { StockAlertMail } from "./mails/stock-alert-mails";
import { piecePath, type AlertPiece } from "./stock-alert-piece.server";

/** The alert's page (confirm, or stop) for the key `key`. */
const alertPagePath = (alertId: string, key: string) => `/stock-alerts/${alertId}?key=${encodeURIComponent(key)}`;

/**
 * The links of an alert's mail, on the origin the visitor asked from (PUBLIC_URL when set: a
 * mail queued by a background pass has no request to read it from).
 */
export function alertMailLinks(
  alert: { id: string; origin: string },
  key: string,
  piece: Pick<AlertPiece, "name" | "slug" | "sku" | "hasOptions">,
): StockAlertMail {
  const { PUBLIC_URL } = env();
  const origin = PUBLIC_URL ? new URL(PUBLIC_URL).origin : alert.origin;
  const alertUrl = origin + alertPagePath(alert.id, key);
  return {
    piece: piece.name,
    pieceUrl: origin + piecePath(piece),
    alertUrl,
    unsubscribeUrl: `${alertUrl}&stop=1`,
  };
}

/** An alert's mail as the outbox takes it: a mail program's one-click unsubscribe posts to the alert's page. */
export function alertOutboxMail(kind: string, to: string, rendered: RenderedMail, links: StockAlertMail): QueuedMail {
  return { kind, to, ...rendered, unsubscribeUrl: links.unsubscribeUrl };
}
