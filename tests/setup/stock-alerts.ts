import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, productVariants, stockAlerts } from "~/db/schema";
import { getShopSettings } from "~/modules/settings/settings.server";
import { handleStockAlertPage } from "~/modules/stock-alerts/stock-alert-link-page.server";
import { handleStockAlertSignUp } from "~/modules/stock-alerts/stock-alert-action.server";
import { signUpForStockAlert } from "~/modules/stock-alerts/stock-alert-signup.server";
import type { StockAlertPage } from "~/modules/stock-alerts/stock-alert-link-page.server";
import { ORIGIN, freshIp } from "./accounts";
import { unwrap } from "./admin-content";
import { answerOf } from "./answers";
import { makeProduct } from "./orders";

/** A sold-out piece without options (its one variant at stock 0). */
export const soldOutPiece = (name = "Saba Accent Chair") => makeProduct({ price: 40_000, stock: 0, name });

/** Signs `email` up for `variantId`, as the form's server side does (no rate limit). */
export async function signUp(variantId: string, email: string, phone?: string) {
  return signUpForStockAlert(
    { variantId, email, phone: phone ?? null },
    { origin: ORIGIN, shop: await getShopSettings() },
  );
}

/** The form posted to /stock-alerts from `ip`, answered as React Router would send it. */
export async function postSignUp(form: Record<string, string>, ip = freshIp()) {
  const request = new Request(`${ORIGIN}/stock-alerts`, {
    method: "POST",
    headers: { origin: ORIGIN, "x-forwarded-for": ip },
    body: new URLSearchParams(form),
  });
  return answerOf(handleStockAlertSignUp(request));
}

/** The alert's page link (path and key) in a mail's text: `stop` for the unsubscribe link. */
export function alertLink(text: string, { stop = false } = {}) {
  const links = [...text.matchAll(/https?:\/\/[^\s]+\/stock-alerts\/([0-9a-f-]{36})\?key=([\w-]+)(&stop=1)?/g)];
  const link = links.find((match) => Boolean(match[3]) === stop);
  if (!link) throw new Error(`No stock alert link in:\n${text}`);
  return { url: link[0], id: link[1]!, key: link[2]! };
}

/** Mails of a kind to `email`, oldest first (by the moment the outbox may send them). */
export const alertMails = (email: string, kind: "stock-alert" | "stock-alert-confirm") =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)))
    .orderBy(asc(mailOutbox.nextAttemptAt));

/** POSTs to the alert's page with `form` (no session, no cookie), the key in the address when `inUrl`. */
export async function postAlertPage(id: string, key: string, form: Record<string, string>, { inUrl = false } = {}) {
  const url = `${ORIGIN}/stock-alerts/${id}${inUrl ? `?key=${key}&stop=1` : ""}`;
  const sent = new URLSearchParams(inUrl ? form : { key, ...form });
  const request = new Request(url, { method: "POST", headers: { "x-forwarded-for": freshIp() }, body: sent });
  const { status, body } = unwrap<StockAlertPage>(await handleStockAlertPage(request, id));
  return { status, page: body };
}

/** Signs up and confirms with the confirming mail's link (a POST, as the page's button sends). */
export async function confirmedAlert(variantId: string, email: string) {
  const signed = await signUp(variantId, email);
  expect(signed).toEqual({ status: "asked", mailed: true });
  const [mail] = (await alertMails(email, "stock-alert-confirm")).slice(-1);
  const { id, key } = alertLink(mail!.text);
  expect((await postAlertPage(id, key, { intent: "confirm" })).status).toBe(200);
  return id;
}

/** Writes the variant's stock as the admin's save does (the trigger sees an ordinary update). */
export const setStock = (variantId: string, stock: number) =>
  db().update(productVariants).set({ stock }).where(eq(productVariants.id, variantId));

export const alertRow = async (id: string) => (await db().select().from(stockAlerts).where(eq(stockAlerts.id, id)))[0]!;
