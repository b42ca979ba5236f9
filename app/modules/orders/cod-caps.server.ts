import { and, eq, inArray, like, notInArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { literally } from "~/db/like-pattern";
import { orderItems, orders } from "~/db/schema";
import type { BasketOwner } from "~/modules/accounts/basket-owner.server";
import { accountEmailSql } from "~/modules/accounts/profile.server";
import { MAILBOX_RULES, mailboxKey, phoneKey } from "~/utils/customer-identity";
import { formatPhone } from "~/utils/phone-display";
import type { CheckoutInput } from "./checkout.schema";
import { CheckoutRefused, type Transaction } from "./checkout-refused";
import type { OrderStatus } from "./order-status";
import type { ShopSettings } from "~/modules/settings/settings.schema";

/**
 * The statuses in which a cash-on-delivery order no longer holds pieces unpaid:
 * delivered and completed (the cash was taken at the door) and cancelled (the
 * stock went back). Every other status (pending, confirmed, work_started,
 * in_production, ready_for_delivery) is still open: the pieces are out of stock
 * and no money has changed hands. Listed as the closed ones, not the open ones,
 * so that a status added later counts against the cap until someone decides
 * otherwise. (Only bank transfers can be marked paid, so the payment status
 * says nothing more about a COD order.)
 */
const COD_SETTLED_STATUSES: OrderStatus[] = ["delivered", "completed", "cancelled"];

const pieces = (count: number) => `${count} ${count === 1 ? "piece" : "pieces"}`;

/**
 * Cash on delivery takes no money until the door, so it is capped: the pieces in
 * one order, and the pieces a customer holds across their open COD orders with
 * this one added. Bank transfer is not capped.
 *
 * The count cannot be outrun by a second checkout of the same customer: this
 * runs after placeOrder has locked the customer's cart lines (`for update`), and
 * any two checkouts of one customer that both find a non-empty cart lock at
 * least one line in common (a line stays locked until its checkout commits and
 * deletes it; a line added meanwhile is seen by the later one alongside the
 * locked ones), so the second waits for the first to commit. Under READ
 * COMMITTED each statement sees what was committed before it began, so the
 * second's count, read after its lock, includes the first's order. (On the
 * embedded database transactions run one at a time anyway.)
 */
export async function assertCashOnDeliveryAllowed(
  tx: Transaction,
  owner: BasketOwner,
  contact: Pick<CheckoutInput, "email" | "phone">,
  lines: { quantity: number }[],
  limits: Pick<ShopSettings, "codMaxUnitsPerOrder" | "codMaxPendingUnitsPerCustomer" | "phone">,
) {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const call = `call us on ${formatPhone(limits.phone)}`;
  if (units > limits.codMaxUnitsPerOrder) {
    throw new CheckoutRefused(
      `Cash on delivery is limited to ${pieces(limits.codMaxUnitsPerOrder)} per order, and your cart holds ${units}. ` +
        `Please pay by bank transfer, remove ${pieces(units - limits.codMaxUnitsPerOrder)} from your cart, or ${call} for a larger order.`,
    );
  }
  const [held] = await tx
    .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        await codCustomerWhere(tx, owner, contact),
        eq(orders.paymentMethod, "cod"),
        notInArray(orders.status, COD_SETTLED_STATUSES),
      ),
    );
  const awaiting = Number(held?.units ?? 0);
  if (awaiting + units > limits.codMaxPendingUnitsPerCustomer) {
    throw new CheckoutRefused(
      `Cash on delivery is limited to ${pieces(limits.codMaxPendingUnitsPerCustomer)} awaiting delivery per customer. ` +
        `You have ${pieces(awaiting)} awaiting delivery and this order holds ${units}: please pay for it by bank transfer, or ${call}.`,
    );
  }
}

/**
 * Whose open cash-on-delivery orders count against the cap, by the customer's identifiers taken
 * as one customer's however they are written (utils/customer-identity.ts): the mailbox of an
 * e-mail address (Gmail's dots and '+' tags, and the like) and the canonical phone.
 *
 * A guest's: every order with the same mailbox or phone, so that checking out as a guest, from
 * another browser or with a variant of the address does not reset the count. An account's: its
 * own orders, and the guest orders of its own address and of the contact typed at this checkout
 * (a guest's orders become the account's once it is verified, so they are its pieces already).
 *
 * Two checkouts of one customer from different carts (two browsers, or a guest and the
 * account) are serialised by locks on their identifiers, taken in one order and held until the
 * transaction ends; one cart's checkouts are serialised by its lines' locks already.
 */
async function codCustomerWhere(
  tx: Transaction,
  owner: BasketOwner,
  contact: Pick<CheckoutInput, "email" | "phone">,
): Promise<SQL> {
  const phone = phoneKey(contact.phone);
  const account = owner.userId === null ? null : accountEmailSql(owner.userId);
  const accountEmail = await lockCustomer(tx, [`cod:${mailboxKey(contact.email)}`, `cod:${phone}`], account);
  const mailboxes = [...new Set([contact.email, accountEmail ?? contact.email].map(mailboxKey))];
  // The checkout stores phones in the canonical form already, so the column is compared as stored (and indexed).
  const sameCustomer = or(sameMailbox(mailboxes), eq(orders.phone, phone))!;
  if (owner.userId === null) return sameCustomer;
  // The account's orders, and orders of no account with its identifiers. The second test is written so that no
  // index serves it: the indexes on the account, the address and the phone find the few rows, and it sifts them.
  return and(
    or(eq(orders.userId, owner.userId), sameCustomer),
    sql`coalesce(${orders.userId}, ${owner.userId}) = ${owner.userId}`,
  )!;
}

/**
 * Takes the customer's locks (`keys`, and the mailbox of the account's own address when there is
 * an account) in one statement, in one order for every checkout, so that no two checkouts hold
 * one lock each while waiting for the other's; answers the account's address, read in the same
 * statement.
 */
async function lockCustomer(tx: Transaction, keys: string[], account: SQL | null): Promise<string | null> {
  const listed = sql`select unnest(array[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]) as key`;
  const all = account ? sql`${listed} union select 'cod:' || ${mailboxKeySql(account)}` : listed;
  const result = (await tx.execute(
    sql`select ${account ?? sql`null`}::text as email, count(pg_advisory_xact_lock(hashtext(key))) as locked
        from (select key from (${all}) as keys order by key collate "C") as ordered`,
  )) as unknown as { rows: { email: string | null }[] };
  return result.rows[0]?.email ?? null;
}

/**
 * Orders whose address reaches one of these mailboxes. The checkout stores an address trimmed and
 * lower-cased, so at a domain without rules (its own key) it is compared as stored, by its index.
 * A mailbox at a provider that folds variants is compared by mailboxKeySql, on the rows that can
 * be variants of it only: at the provider's domains, starting with the name's first character
 * (a name never starts with a dot, which the checkout's e-mail check refuses, nor with a tag,
 * which would leave no name).
 */
function sameMailbox(mailboxes: string[]): SQL {
  const variants = mailboxes.flatMap((mailbox) => {
    const at = mailbox.indexOf("@");
    const domains = Object.keys(MAILBOX_RULES).filter(
      (domain) => MAILBOX_RULES[domain]!.domain === mailbox.slice(at + 1),
    );
    if (at < 0 || domains.length === 0) return [];
    const first = literally([...mailbox.slice(0, at)][0] ?? "");
    const atProvider = or(...domains.map((domain) => like(orders.email, `${first}%@${literally(domain)}`)));
    return [and(atProvider, eq(mailboxKeySql(orders.email), mailbox))!];
  });
  return or(inArray(orders.email, mailboxes), ...variants)!;
}

/**
 * mailboxKey (utils/customer-identity.ts) in SQL, built from the same table of providers, so that
 * stored orders are compared as the typed address is: split at the first '@', the part from the
 * provider's tag on dropped, dots dropped where the provider ignores them.
 */
export function mailboxKeySql(column: AnyColumn | SQL): SQL {
  const address = sql`lower(trim(${column}))`;
  const at = sql`strpos(${address}, '@')`;
  const name = sql`split_part(${address}, '@', 1)`;
  // Null without an '@', which no provider matches: the address stays as it is.
  const domain = sql`(case when ${at} > 0 then substr(${address}, ${at} + 1) end)`;
  const cases = Object.entries(MAILBOX_RULES).map(([provider, rule]) => {
    const untagged = sql`split_part(${name}, ${rule.tag}::text, 1)`;
    const folded = rule.ignoresDots ? sql`replace(${untagged}, '.', '')` : untagged;
    return sql`when ${provider}::text then ${folded} || ${`@${rule.domain}`}::text`;
  });
  return sql`(case ${domain} ${sql.join(cases, sql` `)} else ${address} end)`;
}
