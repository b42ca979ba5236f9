// Issue 36, item 5: the owner chooses what mails the shop (new order, request, booking, review,
// message, demand for a sold-out piece). An event left out sends the shop nothing; the customer's
// own mail goes as before. Demand is mailed once, as the people waiting reach the owner's figure.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { cartItems, mailOutbox, stockAlerts } from "~/db/schema";
import { userOwner } from "~/modules/accounts/basket-owner.server";
import { submitInboxMessage } from "~/modules/inbox/inbox.server";
import { placeOrderWithMails } from "~/modules/orders/order-mails.server";
import { getShopSettings, saveShopSettings } from "~/modules/settings/settings.server";
import { SHOP_MAIL_EVENTS, type ShopMailEvent } from "~/modules/settings/shop-mail-events";
import { checkoutInput, expectOk, makeCustomer, makeProduct, SHOP_ORIGIN, shownTotalOf } from "../setup/orders";
import { confirmedAlert, signUp, soldOutPiece } from "../setup/stock-alerts";
import { setupTestDatabase } from "../setup/test-database";

setupTestDatabase();

beforeEach(async () => {
  await db().delete(mailOutbox);
  await db().delete(stockAlerts);
});

/** The owner's choice: every event but `off`, and demand at `at` people. */
async function choose({ off = [] as ShopMailEvent[], at = 5 } = {}) {
  const settings = await getShopSettings();
  await saveShopSettings({
    ...settings,
    shopMails: SHOP_MAIL_EVENTS.filter((event) => !off.includes(event)),
    alertDemandAt: at,
  });
}

const kinds = async () => (await db().select({ kind: mailOutbox.kind }).from(mailOutbox)).map((row) => row.kind).sort();

async function placeOrder() {
  const user = await makeCustomer();
  const product = await makeProduct({ price: 30_000, stock: 5 });
  await db()
    .insert(cartItems)
    .values({ userId: user, productId: product.id, variantId: product.variantId, quantity: 1 });
  const input = checkoutInput({ paymentMethod: "bank_transfer" });
  const shownTotal = await shownTotalOf(userOwner(user), input);
  expectOk(await placeOrderWithMails(userOwner(user), { ...input, shownTotal }, SHOP_ORIGIN.origin));
}

const contactMessage = () =>
  submitInboxMessage(
    {
      kind: "contact",
      userId: null,
      name: "Omar Siddiqui",
      email: "omar@visitor.example",
      phone: null,
      subject: "Free design consultation",
      message: "Could a designer look at our new flat?",
      details: {},
      idempotencyKey: crypto.randomUUID(),
    },
    { inboxUrl: `${SHOP_ORIGIN.origin}/admin/inbox` },
  );

describe("the owner's choice of mails to the shop", () => {
  it("sends the shop a new order's mail only when chosen; the customer's goes either way", async () => {
    await choose();
    await placeOrder();
    expect(await kinds()).toEqual(["order-confirmation", "order-notification"]);
    await db().delete(mailOutbox);
    await choose({ off: ["order"] });
    await placeOrder();
    expect(await kinds()).toEqual(["order-confirmation"]);
  });

  it("stores a contact message with no mail when messages are left out", async () => {
    await choose({ off: ["message"] });
    expect((await contactMessage()).stored).toBe(true);
    expect(await kinds()).toEqual([]);
    await choose();
    expect((await contactMessage()).stored).toBe(true);
    expect(await kinds()).toEqual(["inbox-contact"]);
  });

  it("mails the demand once, as the people waiting for a piece reach the owner's figure", async () => {
    await choose({ at: 3 });
    const piece = await soldOutPiece();
    for (const n of [1, 2]) await confirmedAlert(piece.variantId, `wait${n}@example.com`);
    expect(await kinds()).not.toContain("stock-alert-demand");
    await confirmedAlert(piece.variantId, "wait3@example.com");
    const demand = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "stock-alert-demand"));
    expect(demand).toHaveLength(1);
    expect(demand[0]).toMatchObject({
      to: (await getShopSettings()).emails.sales,
      subject: "3 people wait for the Saba Accent Chair",
    });
    expect(demand[0]!.text).toContain(`/admin/stock-alerts?variant=${piece.variantId}`);
    // A fourth, and an address that only asked: no second mail.
    await confirmedAlert(piece.variantId, "wait4@example.com");
    await signUp(piece.variantId, "asked@example.com");
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "stock-alert-demand"))).toHaveLength(1);
  });

  it("sends no demand mail when the owner left it out", async () => {
    await choose({ off: ["alert-demand"], at: 1 });
    const piece = await soldOutPiece();
    await confirmedAlert(piece.variantId, "only@example.com");
    expect(await kinds()).toEqual(["stock-alert-confirm"]);
  });
});
