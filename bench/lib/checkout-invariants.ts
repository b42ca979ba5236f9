// What must hold after any number of checkouts by customers and guests, checked in the database itself.
import type { BuyerKind } from "./checkout-buyers";
import type { Query } from "./checkout-database";
import type { PlacedOrder } from "./checkout-tally";

export interface DuplicateSubmit {
  key: string;
  kind: BuyerKind;
  /** The pair made an order (one expected), or was refused (none expected). */
  ordered: boolean;
  /** What went wrong in the pair itself (different orders, an error), if anything. */
  problem?: string;
}

export interface Invariant {
  invariant: string;
  bad: number;
  ok: boolean;
}

/** Each invariant with the number of rows that break it. */
export async function checkInvariants(
  query: Query,
  run: {
    initialStock: Map<string, number>;
    placed: PlacedOrder[];
    outboxBefore: number;
    duplicates: DuplicateSubmit[];
    /** With a code on every order, its total is checked with the reductions (checkout-code-invariants.ts). */
    withCode?: boolean;
  },
): Promise<Invariant[]> {
  const { initialStock, placed, outboxBefore, duplicates } = run;
  const invariants: Invariant[] = [];
  const assert = (invariant: string, bad: number) => invariants.push({ invariant, bad, ok: bad === 0 });
  const scalar = async (statement: string) => Number(Object.values((await query<object>(statement))[0]!)[0]);

  assert("no product has negative stock", await scalar("select count(*) from products where stock < 0"));
  const ledger = await query<{ id: string; stock: number; sold: string }>(`
    select p.id, p.stock, coalesce(sum(i.quantity), 0) as sold
    from products p left join order_items i on i.product_id = p.id
    group by p.id`);
  assert(
    "initial stock − stock = Σ order_items.quantity, per product",
    ledger.filter((row) => (initialStock.get(row.id) ?? NaN) - row.stock !== Number(row.sold)).length +
      Math.abs(ledger.length - initialStock.size),
  );
  assert(
    "order subtotal = Σ its items' total_price",
    await scalar(`
      select count(*) from orders o
      where o.subtotal <> (select coalesce(sum(total_price), 0) from order_items where order_id = o.id)`),
  );
  if (!run.withCode) {
    assert(
      "order total_amount = subtotal + delivery_fee (0 while by quote)",
      await scalar("select count(*) from orders where total_amount <> subtotal + coalesce(delivery_fee, 0)"),
    );
  }
  assert(
    "item total_price = unit_price × quantity",
    await scalar("select count(*) from order_items where total_price <> unit_price * quantity"),
  );
  assert(
    "no order without items",
    await scalar("select count(*) from orders o where not exists (select 1 from order_items where order_id = o.id)"),
  );
  invariants.push(...(await ownerInvariants(query, placed)));
  const databaseOrders = await scalar("select count(*) from orders");
  const outbox = (await scalar("select count(*) from mail_outbox")) - outboxBefore;
  assert("outbox rows = 2 × orders (nothing from refused checkouts)", Math.abs(outbox - 2 * databaseOrders));
  assert(
    "each order: 1 confirmation + 1 shop notification",
    await scalar(`
      with mails as (
        select substring(subject from '#([0-9A-Z]{8})') as number,
          count(*) filter (where kind = 'order-confirmation' and subject like 'Order #%') as confirmations,
          count(*) filter (where kind = 'order-notification' and subject like 'New Order #%') as notifications
        from mail_outbox group by 1)
      select count(*) from orders o full join mails m using (number)
      where o.id is null or coalesce(m.confirmations, 0) <> 1 or coalesce(m.notifications, 0) <> 1`),
  );
  const ordersByKey = new Map<string, number>();
  for (const row of await query<{ key: string }>("select idempotency_key as key from orders")) {
    ordersByKey.set(row.key, (ordersByKey.get(row.key) ?? 0) + 1);
  }
  for (const kind of ["account", "guest"] as const) {
    assert(
      `same key twice at once: one order (none if refused), ${kind}s`,
      duplicates.filter(
        (row) => row.kind === kind && (row.problem || (ordersByKey.get(row.key) ?? 0) !== (row.ordered ? 1 : 0)),
      ).length,
    );
  }
  return invariants;
}

/** Every order the bench placed is in the database once, under its owner, and no other order is. */
async function ownerInvariants(query: Query, placed: PlacedOrder[]): Promise<Invariant[]> {
  const rows = await query<{ id: string; key: string; user_id: string | null; visitor_id: string | null }>(
    "select id, idempotency_key as key, user_id, visitor_id from orders",
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const keyCount = new Map<string, number>();
  for (const row of rows) keyCount.set(row.key, (keyCount.get(row.key) ?? 0) + 1);
  const lost = (kind: PlacedOrder["kind"]) =>
    placed.filter((order) => {
      if (order.kind !== kind) return false;
      const row = byId.get(order.id);
      return (
        !row ||
        keyCount.get(order.key) !== 1 ||
        row.key !== order.key ||
        row.user_id !== order.owner.userId ||
        row.visitor_id !== order.owner.visitorId
      );
    }).length;
  const placedIds = new Set(placed.map((order) => order.id));
  const result = (invariant: string, bad: number) => ({ invariant, bad, ok: bad === 0 });
  return [
    result("each account order placed: found once, user_id set, visitor_id null", lost("account")),
    result("each guest order placed: found once, user_id null, its visitor_id", lost("guest")),
    result("no order the bench did not place", rows.filter((row) => !placedIds.has(row.id)).length),
    result(
      "every order has one owner: an account or a visitor",
      rows.filter((row) => (row.user_id === null) === (row.visitor_id === null)).length,
    ),
  ];
}
