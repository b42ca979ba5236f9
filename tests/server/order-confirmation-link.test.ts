import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { cartItems, mailOutbox, orders } from "~/db/schema";
import { placeOrderWithMails } from "~/modules/orders/order-mails.server";
import { orderHistory } from "~/modules/orders/order-history.server";
import { userOwner } from "~/modules/accounts/basket-owner.server";
import { action, loader } from "~/routes/storefront/order-confirm";
import { pageRequest, routeArgs } from "../setup/accounts";
import { checkoutInput, makeCustomer, makeProduct, shownTotalOf } from "../setup/orders";
import { setupTestDatabase } from "../setup/test-database";
import { unwrap } from "../setup/admin-orders";

// The cash-on-delivery customer's 'Yes, I placed this order': a link in the order mail whose GET
// only shows the button, whose POST confirms once, and which opens nothing for anyone else.

setupTestDatabase();

/** A cash-on-delivery order placed as checkout places it, and the confirmation link its mail carries. */
async function placedWithLink(paymentMethod: "cod" | "bank_transfer" = "cod") {
  const user = await makeCustomer();
  const product = await makeProduct({ price: 45_000, stock: 3 });
  await db()
    .insert(cartItems)
    .values({ userId: user, productId: product.id, variantId: product.variantId, quantity: 1 });
  const input = checkoutInput({ paymentMethod });
  const shownTotal = await shownTotalOf(userOwner(user), input);
  const placed = await placeOrderWithMails(userOwner(user), { ...input, shownTotal }, "http://127.0.0.1:3000");
  if (!placed.ok) throw new Error(placed.message);
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.kind} = 'order-confirmation' and ${mailOutbox.text} like ${`%#${placed.order.number}%`}`);
  const confirm = /https?:\/\/\S+\/confirm\?key=\S+/.exec(mail!.text)?.[0];
  return { order: placed.order, link: confirm ? new URL(confirm) : null };
}

const call = async (
  handler: typeof loader | typeof action,
  path: string,
  number: string,
  form?: Record<string, string>,
) =>
  unwrap<{ state: string; number: string | null }>(
    await handler({ ...routeArgs<object>(pageRequest(path, { form })), params: { number } } as never),
  );

const confirmedAt = async (id: string) =>
  (await db().select({ at: orders.customerConfirmedAt }).from(orders).where(eq(orders.id, id)))[0]!.at;

describe("the confirmation link", () => {
  it("comes with cash-on-delivery orders only", async () => {
    expect((await placedWithLink("cod")).link?.pathname).toMatch(/^\/orders\/[0-9A-F]{8}\/confirm$/);
    expect((await placedWithLink("bank_transfer")).link).toBeNull();
  });

  it("opened (GET) only shows the button: a mail scanner's visit confirms nothing", async () => {
    const { order, link } = await placedWithLink();
    const shown = await call(loader, `${link!.pathname}${link!.search}`, order.number);
    expect(shown).toMatchObject({ status: 200, body: { state: "open", number: order.number } });
    expect(shown.headers.get("Cache-Control")).toBe("private, no-store");
    expect(shown.headers.get("Referrer-Policy")).toBe("strict-origin");
    expect(await confirmedAt(order.id)).toBeNull();
  });

  it("posted, confirms once: the second use changes nothing and says it is confirmed already", async () => {
    const { order, link } = await placedWithLink();
    const key = link!.searchParams.get("key")!;
    const first = await call(action, link!.pathname, order.number, { key });
    expect(first.body.state).toBe("done");
    const at = await confirmedAt(order.id);
    expect(at).toBeInstanceOf(Date);
    const again = await call(action, link!.pathname, order.number, { key });
    expect(again.body.state).toBe("confirmed");
    expect(await confirmedAt(order.id)).toEqual(at);
    const entries = (await orderHistory(order.id)).filter((event) => event.kind === "customer-confirmed");
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actor).toBe("customer");
  });

  it("refuses a forged key, another order's key and an expired one, confirming nothing", async () => {
    const { order, link } = await placedWithLink();
    const other = await placedWithLink();
    const key = link!.searchParams.get("key")!;
    const forged = await call(action, link!.pathname, order.number, { key: `${key.slice(0, -2)}AA` });
    expect(forged).toMatchObject({ status: 404, body: { state: "invalid" } });
    const crossed = await call(action, link!.pathname, order.number, {
      key: other.link!.searchParams.get("key")!,
    });
    expect(crossed).toMatchObject({ status: 404, body: { state: "invalid" } });
    expect(await call(action, link!.pathname, "ZZZZZZZZ", { key })).toMatchObject({ status: 404 });

    await db()
      .update(orders)
      .set({ confirmKeyExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    expect(await call(loader, `${link!.pathname}${link!.search}`, order.number)).toMatchObject({
      status: 410,
      body: { state: "expired" },
    });
    expect(await call(action, link!.pathname, order.number, { key })).toMatchObject({ status: 410 });
    expect(await confirmedAt(order.id)).toBeNull();
  });
});
