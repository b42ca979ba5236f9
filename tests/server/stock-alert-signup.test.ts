// Issue 36, item 4: 'Tell me when it is back', asked and stopped. An address asks for a sold-out
// piece and confirms from a mail; a form repeated, a flood or a stranger's address stores one alert
// and mails little; the mails' links confirm and stop it without a session, and a GET changes nothing.
import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, products, stockAlerts } from "~/db/schema";
import { getShopSettings } from "~/modules/settings/settings.server";
import { STOCK_ALERT_CONFIRM_MAILS, STOCK_ALERT_RATE_LIMIT } from "~/modules/stock-alerts/stock-alert-limits";
import { runStockAlertPass } from "~/modules/stock-alerts/stock-alert-pass.server";
import { loadStockAlertPage } from "~/modules/stock-alerts/stock-alert-link-page.server";
import { ORIGIN, freshIp } from "../setup/accounts";
import { unwrap } from "../setup/admin-content";
import { makeProduct } from "../setup/orders";
import {
  alertLink,
  alertMails,
  alertRow,
  confirmedAlert,
  postAlertPage,
  postSignUp,
  setStock,
  signUp,
  soldOutPiece,
} from "../setup/stock-alerts";
import { setupTestDatabase } from "../setup/test-database";
import { sofa } from "../setup/variants";

setupTestDatabase();

beforeEach(async () => {
  await db().delete(stockAlerts);
  await db().delete(mailOutbox);
});

const pass = () => runStockAlertPass(getShopSettings);
const email = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

describe("signing up", () => {
  it("stores one alert and sends one confirming mail for a form sent 100 times at once", async () => {
    const piece = await soldOutPiece();
    const address = email("ayesha");
    const answers = await Promise.all(Array.from({ length: 100 }, () => signUp(piece.variantId, address)));
    expect(answers.every((answer) => answer.status === "asked")).toBe(true);
    expect(answers.filter((answer) => answer.status === "asked" && answer.mailed)).toHaveLength(1);
    const [rows] = await db().select({ n: count() }).from(stockAlerts).where(eq(stockAlerts.email, address));
    expect(rows!.n).toBe(1);
    const mails = await alertMails(address, "stock-alert-confirm");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Confirm your alert for the Saba Accent Chair");
    expect(mails[0]!.unsubscribeUrl).toBe(alertLink(mails[0]!.text, { stop: true }).url);
  });

  it("mails a repeat at most STOCK_ALERT_CONFIRM_MAILS times, never within ten minutes, with only the newest link working", async () => {
    const piece = await soldOutPiece();
    const address = email("bilal");
    await signUp(piece.variantId, address);
    const first = alertLink((await alertMails(address, "stock-alert-confirm"))[0]!.text);
    expect(await signUp(piece.variantId, address)).toEqual({ status: "asked", mailed: false });
    for (let mail = 2; mail <= STOCK_ALERT_CONFIRM_MAILS + 1; mail++) {
      await db()
        .update(stockAlerts)
        .set({ lastMailedAt: sql`now() - interval '11 minutes'` })
        .where(eq(stockAlerts.id, first.id));
      await signUp(piece.variantId, address);
    }
    const mails = await alertMails(address, "stock-alert-confirm");
    expect(mails).toHaveLength(STOCK_ALERT_CONFIRM_MAILS);
    const newest = alertLink(mails.at(-1)!.text);
    expect(newest.id).toBe(first.id);
    expect((await postAlertPage(first.id, first.key, { intent: "confirm" })).status).toBe(404);
    expect((await alertRow(first.id)).state).toBe("unconfirmed");
    expect((await postAlertPage(newest.id, newest.key, { intent: "confirm" })).status).toBe(200);
    expect((await alertRow(first.id)).state).toBe("waiting");
  });

  it("counts one mailbox across its spellings, and sends it at most three unconfirmed alerts' mails", async () => {
    const pieces = await Promise.all([1, 2, 3, 4].map((n) => soldOutPiece(`Chair ${n}`)));
    const spellings = [
      "Sana.Iqbal@gmail.com",
      "sanaiqbal+1@gmail.com",
      "sana.iqbal+2@googlemail.com",
      "sanaiqbal@gmail.com",
    ];
    const answers = [];
    for (const [n, piece] of pieces.entries()) answers.push(await signUp(piece.variantId, spellings[n]!.toLowerCase()));
    expect(answers.map((answer) => answer.status === "asked" && answer.mailed)).toEqual([true, true, true, false]);
    // The same piece under another spelling is the same alert.
    expect(await signUp(pieces[0]!.variantId, "s.a.n.a.iqbal@gmail.com")).toEqual({ status: "asked", mailed: false });
    const [rows] = await db().select({ n: count() }).from(stockAlerts);
    expect(rows!.n).toBe(3);
  });

  it("refuses a piece that can be ordered, or is not in the shop, and stores nothing", async () => {
    const inStock = await makeProduct({ price: 10_000, stock: 2 });
    expect(await signUp(inStock.variantId, email("a"))).toMatchObject({ status: "in-stock" });
    const noor = await sofa();
    expect(await signUp(noor.variant("velvet2").id, email("b"))).toMatchObject({ status: "in-stock" });
    const hidden = await soldOutPiece();
    await db().update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    expect(await signUp(hidden.variantId, email("c"))).toEqual({ status: "gone" });
    expect(await signUp(randomUUID(), email("d"))).toEqual({ status: "gone" });
    const [rows] = await db().select({ n: count() }).from(stockAlerts);
    expect(rows!.n).toBe(0);
  });

  it("answers a bad form field by field, and a flood from one address with 429, storing nothing", async () => {
    const piece = await soldOutPiece();
    const ip = freshIp();
    const bad = unwrap<{ ok: false; errors: Record<string, string> }>(
      await postSignUp({ variantId: piece.variantId, email: "not an address", phone: "12" }, ip),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      email: "Please enter a valid e-mail address.",
      phone: "Please enter a Pakistani mobile number, e.g. 0300 1234567, or leave it empty.",
    });
    expect(unwrap(await postSignUp({ variantId: "x", email: "a@example.com" }, ip)).status).toBe(400);
    const address = email("flood");
    const statuses = [];
    for (let n = 0; n < STOCK_ALERT_RATE_LIMIT.max + 2; n++) {
      statuses.push(
        unwrap(await postSignUp({ variantId: piece.variantId, email: address, phone: "0300 1234567" }, ip)).status,
      );
    }
    // The two bad forms counted nothing: the limit counts forms that could be stored.
    expect(statuses.filter((status) => status === 200)).toHaveLength(STOCK_ALERT_RATE_LIMIT.max);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const rows = await db().select().from(stockAlerts);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: address, phone: "+923001234567", state: "unconfirmed" });
  });
});

describe("the alert's page", () => {
  it("confirms nothing on a GET (a mail scanner), and opens for its key only", async () => {
    const piece = await soldOutPiece();
    const address = email("ghazala");
    await signUp(piece.variantId, address);
    const { id, key } = alertLink((await alertMails(address, "stock-alert-confirm"))[0]!.text);
    const opened = unwrap<{ alert: { state: string; email: string } | null }>(
      await loadStockAlertPage(new Request(`${ORIGIN}/stock-alerts/${id}?key=${key}`), id),
    );
    expect(opened).toMatchObject({ status: 200, body: { alert: { state: "unconfirmed", email: address } } });
    expect((await alertRow(id)).state).toBe("unconfirmed");

    const other = await soldOutPiece();
    const stranger = email("stranger");
    await signUp(other.variantId, stranger);
    const theirs = alertLink((await alertMails(stranger, "stock-alert-confirm"))[0]!.text);
    // Another alert's key, a made-up key, no key: nothing opens and nothing changes.
    for (const wrong of [theirs.key, "x".repeat(32), ""]) {
      const refused = unwrap<{ alert: unknown }>(
        await loadStockAlertPage(new Request(`${ORIGIN}/stock-alerts/${id}?key=${wrong}`), id),
      );
      expect(refused).toMatchObject({ status: 404, body: { alert: null } });
      expect((await postAlertPage(id, wrong, { intent: "confirm" })).status).toBe(404);
      expect((await postAlertPage(id, wrong, { intent: "unsubscribe" })).status).toBe(404);
    }
    expect((await alertRow(id)).state).toBe("unconfirmed");
  });
});

describe("unsubscribing", () => {
  it("works from the alert mail's link without a session, by the page's button or a mail program's one click", async () => {
    const chair = await soldOutPiece();
    const table = await soldOutPiece("Badshahi Side Table");
    const address = email("done");
    await confirmedAlert(chair.variantId, address);
    const waiting = await confirmedAlert(table.variantId, address);
    await setStock(chair.variantId, 1);
    await pass();
    const [mail] = await alertMails(address, "stock-alert");
    const stop = alertLink(mail!.text, { stop: true });
    expect(mail!.unsubscribeUrl).toBe(stop.url);

    // RFC 8058: the mail program posts 'List-Unsubscribe=One-Click' to the link itself.
    const stopped = await postAlertPage(stop.id, stop.key, { "List-Unsubscribe": "One-Click" }, { inUrl: true });
    expect(stopped.status).toBe(200);
    expect((await alertRow(stop.id)).state).toBe("unsubscribed");
    // The address's other alert stops with it: no more stock mail to it, even on a restock.
    expect((await alertRow(waiting)).state).toBe("unsubscribed");
    await setStock(table.variantId, 1);
    expect(await pass()).toBe(0);
    // The owner's figures keep the mail that went.
    expect((await alertRow(stop.id)).sentAt).not.toBeNull();

    // The confirming mail's own 'stop' link, from the page's button.
    const other = await soldOutPiece();
    const asked = email("never");
    await signUp(other.variantId, asked);
    const link = alertLink((await alertMails(asked, "stock-alert-confirm"))[0]!.text, { stop: true });
    expect((await postAlertPage(link.id, link.key, { intent: "unsubscribe" })).page.alert?.state).toBe("unsubscribed");
    await setStock(other.variantId, 1);
    expect(await pass()).toBe(0);
    expect(await alertMails(asked, "stock-alert")).toHaveLength(0);
  });
});
