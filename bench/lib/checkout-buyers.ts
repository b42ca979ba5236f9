// The checkout benchmark's buyers: customers signed in to their account, and guests who check
// out without one. Each has their own name, e-mail and phone, the same on every checkout.
import { randomBytes, randomUUID } from "node:crypto";
import { db } from "~/db/client.server";
import { visitors } from "~/db/schema";
import { userOwner, visitorOwner, type BasketOwner } from "~/modules/accounts/basket-owner.server";
import { checkoutSchema, type CheckoutInput } from "~/modules/orders/checkout.schema";

export type BuyerKind = "account" | "guest";
export const BUYER_KINDS: readonly BuyerKind[] = ["account", "guest"];

export interface Buyer {
  kind: BuyerKind;
  /** The account; null for a guest. */
  userId: string | null;
  /** The checkout form as the buyer fills it; delivery, key and shown total are set per checkout. */
  form: CheckoutInput;
}

/** The form's own parsing (e-mail lower-cased, phone made canonical), as POST /checkout does. */
function form(kind: BuyerKind, index: number, fullName: string, email: string): CheckoutInput {
  return checkoutSchema.parse({
    fullName,
    email,
    // Their own number: a guest's cash-on-delivery cap counts orders by e-mail or phone.
    phone: `${kind === "account" ? "0300" : "0301"} ${String(1_000_000 + index)}`,
    address: `${index + 1} Mall Road, Gulberg`,
    city: "Lahore",
    paymentMethod: index % 3 === 0 ? "bank_transfer" : "cod",
    idempotencyKey: randomUUID(),
  });
}

/** The account customers (rows already in `users`) and `guests` guests, interleaved. */
export function makeBuyers(accounts: { id: string; name: string; email: string }[], guests: number): Buyer[] {
  const signedIn = accounts.map((row, index): Buyer => ({
    kind: "account",
    userId: row.id,
    form: form("account", index, row.name, row.email),
  }));
  const guestBuyers = Array.from({ length: guests }, (_, index): Buyer => ({
    kind: "guest",
    userId: null,
    form: form("guest", index, `Bench Guest ${index}`, `bench-guest-${index}@example.com`),
  }));
  const all: Buyer[] = [];
  for (let index = 0; index < Math.max(signedIn.length, guestBuyers.length); index++) {
    if (signedIn[index]) all.push(signedIn[index]!);
    if (guestBuyers[index]) all.push(guestBuyers[index]!);
  }
  return all;
}

/**
 * Whose cart a checkout fills: the customer's account, or for a guest a new visitor (a row in
 * `visitors` with a random id, as the first add to a cart makes from a new browser). A guest
 * buying again is a new visitor with the same e-mail and phone.
 */
export async function basketFor(buyer: Buyer): Promise<BasketOwner> {
  if (buyer.userId !== null) return userOwner(buyer.userId);
  const id = randomBytes(32).toString("hex");
  await db().insert(visitors).values({ id });
  return visitorOwner(id);
}
