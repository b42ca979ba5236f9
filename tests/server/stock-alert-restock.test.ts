// Issue 36, item 4: a restock. An address that asked and confirmed gets one mail when the piece's
// stock goes from zero to more, in the order people asked, whoever wrote the stock and on however
// many instances; nobody who did not confirm is mailed. On PostgreSQL the second instance is a
// second connection pool to the same database. The owner sees the demand.
import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db, openPostgres, type DatabaseHandle } from "~/db/client.server";
import { mailOutbox, products, productVariants, stockAlerts } from "~/db/schema";
import { getShopSettings } from "~/modules/settings/settings.server";
import {
  mailDueStockAlerts,
  reconcileStockAlerts,
  runStockAlertPass,
} from "~/modules/stock-alerts/stock-alert-pass.server";
import { listStockAlertDemand, listWaitingPeople } from "~/modules/stock-alerts/admin-stock-alerts.server";
import { ORIGIN } from "../setup/accounts";
import { orderOfVariants } from "../setup/variant-orders";
import {
  alertLink,
  alertMails,
  alertRow,
  confirmedAlert,
  postAlertPage,
  setStock,
  signUp,
  soldOutPiece,
} from "../setup/stock-alerts";
import { setupTestDatabase } from "../setup/test-database";
import { sofa } from "../setup/variants";

const database = setupTestDatabase();
let second: DatabaseHandle | undefined;
afterAll(async () => second?.close());

beforeEach(async () => {
  await db().delete(stockAlerts);
  await db().delete(mailOutbox);
});

const pass = () => runStockAlertPass(getShopSettings);
const email = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

describe("a restock", () => {
  it("mails each confirmed person once, in the order they asked, and nobody who did not confirm", async () => {
    const piece = await soldOutPiece();
    const [first, second, third, unconfirmed] = ["first", "second", "third", "silent"].map(email);
    // They ask in this order, and confirm in the other: the mails go in the order they asked.
    for (const address of [first!, second!, third!, unconfirmed!]) await signUp(piece.variantId, address);
    for (const address of [third!, second!, first!]) {
      const { id, key } = alertLink((await alertMails(address, "stock-alert-confirm"))[0]!.text);
      expect((await postAlertPage(id, key, { intent: "confirm" })).status).toBe(200);
    }

    expect(await pass()).toBe(0);
    await setStock(piece.variantId, 2);
    expect(await pass()).toBe(3);
    const sent = await db()
      .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "stock-alert"))
      .orderBy(mailOutbox.nextAttemptAt);
    expect(sent.map((mail) => mail.to)).toEqual([first, second, third]);
    expect(sent[0]!.subject).toBe("Back in stock: the Saba Accent Chair");
    expect(sent[0]!.text).toContain(`${ORIGIN}/furniture/${piece.slug}`);
    expect(await alertMails(unconfirmed!, "stock-alert")).toHaveLength(0);

    // More stock, a sale to nothing and a restock again: the alerts are spent, nothing more goes.
    await setStock(piece.variantId, 5);
    await setStock(piece.variantId, 0);
    await setStock(piece.variantId, 1);
    expect(await pass()).toBe(0);
    const [all] = await db().select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.kind, "stock-alert"));
    expect(all!.n).toBe(3);
  });

  it("is not missed when the piece sells out again before any pass runs", async () => {
    const piece = await soldOutPiece();
    const address = email("quick");
    await confirmedAlert(piece.variantId, address);
    await setStock(piece.variantId, 1);
    await setStock(piece.variantId, 0);
    expect(await pass()).toBe(1);
    expect(await alertMails(address, "stock-alert")).toHaveLength(1);
  });

  it("names the variant of a product with options, and its address", async () => {
    const noor = await sofa();
    const velvet = noor.variant("velvet3");
    await setStock(velvet.id, 0);
    const address = email("velvet");
    await confirmedAlert(velvet.id, address);
    // Another variant's restock is not this one's.
    await setStock(noor.variant("linen3").id, 9);
    expect(await pass()).toBe(0);
    await setStock(velvet.id, 1);
    expect(await pass()).toBe(1);
    const [mail] = await alertMails(address, "stock-alert");
    expect(mail!.subject).toBe("Back in stock: the Noor Sofa (Velvet, 3-seater)");
    expect(mail!.text).toContain(`/furniture/${noor.product.slug}?variant=${noor.skus.velvet3}`);
  });

  it("is caught by the reconciliation when the stock was written without the trigger, or the variant came back on sale", async () => {
    const piece = await soldOutPiece();
    const address = email("outside");
    const id = await confirmedAlert(piece.variantId, address);
    await db().transaction(async (tx) => {
      await tx.execute(sql`alter table product_variants disable trigger product_variants_restocked`);
      await tx.update(productVariants).set({ stock: 4 }).where(eq(productVariants.id, piece.variantId));
      await tx.execute(sql`alter table product_variants enable trigger product_variants_restocked`);
    });
    expect((await alertRow(id)).state).toBe("waiting");
    expect(await reconcileStockAlerts()).toBe(1);
    expect(await pass()).toBe(1);

    // A variant withdrawn with stock, and made active again: no stock change, and still an alert.
    const other = await soldOutPiece();
    const later = email("withdrawn");
    await confirmedAlert(other.variantId, later);
    await db()
      .update(productVariants)
      .set({ isActive: false, stock: 3 })
      .where(eq(productVariants.id, other.variantId));
    expect(await pass()).toBe(0);
    await db().update(productVariants).set({ isActive: true }).where(eq(productVariants.id, other.variantId));
    expect(await pass()).toBe(1);
    expect(await alertMails(later, "stock-alert")).toHaveLength(1);
  });

  it("holds the mails of a piece taken out of the shop until it is shown again", async () => {
    const piece = await soldOutPiece();
    const address = email("hidden");
    const id = await confirmedAlert(piece.variantId, address);
    await db().update(products).set({ isActive: false }).where(eq(products.id, piece.id));
    await setStock(piece.variantId, 2);
    expect(await pass()).toBe(0);
    expect((await alertRow(id)).state).toBe("due");
    await db().update(products).set({ isActive: true }).where(eq(products.id, piece.id));
    expect(await pass()).toBe(1);
  });

  it("mails every person once when two instances run the pass at once", async () => {
    second = database.url ? openPostgres(database.url) : undefined;
    const instances = [db(), second?.db ?? db()];
    const piece = await soldOutPiece();
    const addresses = Array.from({ length: 30 }, (_, n) => email(`crowd${n}`));
    for (const address of addresses) await confirmedAlert(piece.variantId, address);
    await setStock(piece.variantId, 1);
    const shop = await getShopSettings();
    const rounds = async (database: (typeof instances)[number]) => {
      let queued = 0;
      for (let batch = 1; batch > 0; queued += batch) batch = await mailDueStockAlerts(shop, { batch: 4, database });
      return queued;
    };
    const queued = await Promise.all(instances.map(rounds));
    expect(queued.reduce((a, b) => a + b, 0)).toBe(30);
    const sent = await db().select({ to: mailOutbox.to }).from(mailOutbox).where(eq(mailOutbox.kind, "stock-alert"));
    expect(sent.map((mail) => mail.to).sort()).toEqual([...addresses].sort());
  });
});

describe("the owner's demand", () => {
  it("counts per variant who waits, who was mailed, who bought it after the mail, and who never confirmed", async () => {
    const piece = await soldOutPiece("Haveli Wardrobe");
    const [buyer, browser, late, silent] = ["buyer", "browser", "late", "silent"].map(email);
    await confirmedAlert(piece.variantId, buyer!);
    await confirmedAlert(piece.variantId, browser!);
    await setStock(piece.variantId, 3);
    expect(await pass()).toBe(2);
    await orderOfVariants([[piece, piece.variantId, 1]], { email: buyer! });
    await setStock(piece.variantId, 0);
    await confirmedAlert(piece.variantId, late!);
    await signUp(piece.variantId, silent!);

    const { rows, totals } = await listStockAlertDemand();
    const row = rows.find((entry) => entry.variantId === piece.variantId);
    expect(row).toMatchObject({ name: "Haveli Wardrobe", waiting: 1, sent: 2, bought: 1, unconfirmed: 1, stock: 0 });
    expect(totals).toEqual({ waiting: 1, sent: 2 });
    expect((await listWaitingPeople(piece.variantId)).map((person) => person.email)).toEqual([late]);
  });
});
