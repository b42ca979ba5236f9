// What must hold after any number of checkouts, checked in the database itself.
import type pg from "pg";

export interface DuplicateSubmit {
  key: string;
  /** The pair made an order (one expected), or was refused (none expected). */
  ordered: boolean;
  /** What went wrong in the pair itself (different orders, an error), if anything. */
  problem?: string;
}

/** Each invariant with the number of rows that break it. */
export async function checkInvariants(
  check: pg.Client,
  run: { initialStock: Map<string, number>; orders: number; outboxBefore: number; duplicates: DuplicateSubmit[] },
) {
  const { initialStock, orders, outboxBefore, duplicates } = run;
  const invariants: { invariant: string; bad: number; ok: boolean }[] = [];
  const assert = (invariant: string, bad: number) => invariants.push({ invariant, bad, ok: bad === 0 });
  const scalar = async (statement: string, values: unknown[] = []) =>
    Number(Object.values((await check.query(statement, values)).rows[0] as object)[0]);

  assert("no product has negative stock", await scalar("select count(*) from products where stock < 0"));
  const ledger = (
    await check.query<{ id: string; stock: number; sold: string }>(`
      select p.id, p.stock, coalesce(sum(i.quantity), 0) as sold
      from products p left join order_items i on i.product_id = p.id
      group by p.id`)
  ).rows;
  assert(
    "initial stock − stock = Σ order_items.quantity, per product",
    ledger.filter((row) => (initialStock.get(row.id) ?? NaN) - row.stock !== Number(row.sold)).length +
      Math.abs(ledger.length - initialStock.size),
  );
  assert(
    "order total_amount = Σ its items' total_price",
    await scalar(`
      select count(*) from orders o
      where o.total_amount <> (select coalesce(sum(total_price), 0) from order_items where order_id = o.id)`),
  );
  assert(
    "item total_price = unit_price × quantity",
    await scalar("select count(*) from order_items where total_price <> unit_price * quantity"),
  );
  assert(
    "no order without items",
    await scalar("select count(*) from orders o where not exists (select 1 from order_items where order_id = o.id)"),
  );
  const databaseOrders = await scalar("select count(*) from orders");
  assert("orders in the database = orders the bench placed", Math.abs(databaseOrders - orders));
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
  const duplicateOrders = new Map(
    (
      await check.query<{ key: string; orders: string }>(
        `select idempotency_key as key, count(*) as orders from orders
         where idempotency_key = any($1) group by idempotency_key`,
        [duplicates.map((row) => row.key)],
      )
    ).rows.map((row) => [row.key, Number(row.orders)]),
  );
  assert(
    "same key twice at once: one order (none if refused)",
    duplicates.filter((row) => row.problem || (duplicateOrders.get(row.key) ?? 0) !== (row.ordered ? 1 : 0)).length,
  );
  return invariants;
}
