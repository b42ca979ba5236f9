import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { userOwner } from "~/modules/accounts/basket-owner.server";
import { addToCart } from "~/modules/cart/cart.server";
import { mailboxKeySql } from "~/modules/orders/cod-caps.server";
import { mailboxKey } from "~/utils/customer-identity";
import { setupAccounts } from "../setup/accounts";
import { visitorWith } from "../setup/guest-checkout";
import { checkoutInput, makeProduct, placeAsShown } from "../setup/orders";

/**
 * The cash-on-delivery cap per customer (issue 32, part 6) counts one customer however their
 * identifiers are written: Gmail's dots and '+' tags, Outlook's '+' and Yahoo's '-' tags fold
 * into one mailbox, and an account's cap counts the guest orders of its own address and of the
 * contact it types. The demo shop's caps: 10 pieces per COD order, 20 awaiting delivery.
 */
setupAccounts();

const FULL = /You have 20 pieces awaiting delivery/;

/** A guest's COD order of `pieces`, from a browser of its own, with this e-mail and phone. */
async function guestOrder(pieces: number, email: string, phone: string) {
  const product = await makeProduct({ price: 1_000, stock: 100 });
  return placeAsShown((await visitorWith(product.id, pieces)).owner, checkoutInput({ email, phone }));
}

/** A verified account with this address, straight into `users`. */
async function account(email: string) {
  const id = randomUUID();
  await db().insert(users).values({ id, name: "Ayesha Khan", email, emailVerified: true });
  return id;
}

/** The account's COD order of `pieces`, with the contact typed at checkout. */
async function accountOrder(userId: string, pieces: number, email: string, phone: string) {
  const product = await makeProduct({ price: 1_000, stock: 100 });
  expect(await addToCart(userOwner(userId), product.id, pieces)).toMatchObject({ ok: true });
  return placeAsShown(userId, checkoutInput({ email, phone }));
}

describe("the mailbox of an address, in the database", () => {
  it("is the same key the browser-safe rule gives, for every provider and for others", async () => {
    const addresses = [
      "Ayesha.Khan+sofa@GoogleMail.com",
      "a.yesha.khan@gmail.com",
      "bilal.ahmed+shop@outlook.com",
      "Bilal+x@Hotmail.com",
      "bilal+a+b@live.com",
      "sana.mirza-furniture@yahoo.com",
      "sana.mirza+furniture@yahoo.com",
      " Zara.Malik+Work@Example.PK ",
      "a.b@c@gmail.com",
      "gmail.com",
    ];
    for (const address of addresses) {
      const result = (await db().execute(sql`select ${mailboxKeySql(sql`${address}::text`)} as key`)) as unknown as {
        rows: { key: string }[];
      };
      expect(result.rows[0]!.key, address).toBe(mailboxKey(address));
    }
  });
});

describe("a guest's cap", () => {
  it("counts the orders of every variant of one Gmail address, whatever the phone", async () => {
    expect((await guestOrder(10, "ayesha.siddiqui@gmail.com", "0300 2220001")).ok).toBe(true);
    expect((await guestOrder(10, "AyeshaSiddiqui+sofa@googlemail.com", "0300 2220002")).ok).toBe(true);
    expect(await guestOrder(1, "a.y.e.s.h.a.siddiqui+2@gmail.com", "0300 2220003")).toMatchObject({
      ok: false,
      status: 409,
      message: FULL,
    });
    // Yahoo's and Outlook's tags too; a dot is another mailbox there.
    expect((await guestOrder(10, "sana.mirza-chairs@yahoo.com", "0300 2220004")).ok).toBe(true);
    expect((await guestOrder(10, "sana.mirza-beds@yahoo.com", "0300 2220005")).ok).toBe(true);
    expect(await guestOrder(1, "sana.mirza@yahoo.com", "0300 2220006")).toMatchObject({ ok: false, message: FULL });
    expect((await guestOrder(1, "sanamirza@yahoo.com", "0300 2220007")).ok).toBe(true);
    expect((await guestOrder(10, "bilal+1@outlook.com", "0300 2220008")).ok).toBe(true);
    expect((await guestOrder(10, "bilal+2@outlook.com", "0300 2220009")).ok).toBe(true);
    expect(await guestOrder(1, "Bilal@Outlook.com", "0300 2220010")).toMatchObject({ ok: false, message: FULL });
  });
});

describe("an account's cap", () => {
  it("counts the guest orders placed with its own address, in any of its variants", async () => {
    const userId = await account("hina.qureshi@gmail.com");
    expect((await guestOrder(10, "hina.qureshi@gmail.com", "0300 3330001")).ok).toBe(true);
    expect((await guestOrder(10, "HinaQureshi+home@gmail.com", "0300 3330002")).ok).toBe(true);
    // Signed in, with a contact that matches none of those orders: the account's own address does.
    expect(await accountOrder(userId, 1, "hina.office@example.com", "0300 3330003")).toMatchObject({
      ok: false,
      status: 409,
      message: FULL,
    });
  });

  it("counts the guest orders of the phone and e-mail it types at checkout", async () => {
    const userId = await account("fresh.account@example.com");
    expect((await guestOrder(10, "someone@example.com", "0300 4440001")).ok).toBe(true);
    expect((await guestOrder(10, "kashif.raza+1@gmail.com", "0300 4440002")).ok).toBe(true);
    expect(await accountOrder(userId, 1, "kashifraza@gmail.com", "+92 300 4440001")).toMatchObject({
      ok: false,
      message: FULL,
    });
    // A contact that matches none of them: only the account's own orders count (none yet).
    expect((await accountOrder(userId, 1, "fresh.account@example.com", "0300 4440099")).ok).toBe(true);
  });
});
