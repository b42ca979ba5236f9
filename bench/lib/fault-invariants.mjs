// What must hold in the database after any number of kills, checked with the
// shop stopped. Each invariant comes with the number of rows that break it.

const numberOf = async (database, statement, params) =>
  Number(Object.values((await database.query(statement, params))[0])[0] ?? 0);

/**
 * `told`: idempotency key → order number, for every checkout the client saw
 * succeed. `settled`: every ambiguous checkout has been retried with its key,
 * so the client knows of every order (after the final restart). `sink`: the
 * mails received, checked against the outbox once it has been drained.
 */
export async function checkShop(database, { initialStock, told, settled, sink }) {
  const results = [];
  const assert = (invariant, bad) => results.push({ invariant, bad, ok: bad === 0 });
  const scalar = (statement, params) => numberOf(database, statement, params);

  assert(
    "no order without items",
    await scalar(`
    select count(*) from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`),
  );
  assert(
    "order total = Σ its items",
    await scalar(`
    select count(*) from orders o
    where o.total_amount <> (select coalesce(sum(total_price), 0) from order_items where order_id = o.id)`),
  );
  assert(
    "item total = unit price × quantity",
    await scalar("select count(*) from order_items where total_price <> unit_price * quantity"),
  );
  assert("no negative stock", await scalar("select count(*) from products where stock < 0"));

  const ledger = await database.query(`
    select p.id, p.stock, coalesce(sum(i.quantity) filter (where o.status <> 'cancelled'), 0) as sold
    from products p left join order_items i on i.product_id = p.id left join orders o on o.id = i.order_id
    group by p.id`);
  const unbalanced = ledger.filter((row) => Number(row.stock) + Number(row.sold) !== initialStock.get(row.id));
  assert(
    "stock + units sold = initial stock, per product",
    unbalanced.length + Math.abs(ledger.length - initialStock.size),
  );

  assert(
    "each order: 1 confirmation + 1 shop notification queued",
    await scalar(`
    with mails as (
      select substring(subject from '#([0-9A-F]{8})') as number,
        count(*) filter (where kind = 'order-confirmation') as confirmations,
        count(*) filter (where kind = 'order-notification') as notifications
      from mail_outbox where kind like 'order-%' group by 1)
    select count(*) from orders o full join mails m using (number)
    where o.id is null or coalesce(m.confirmations, 0) <> 1 or coalesce(m.notifications, 0) <> 1`),
  );

  const keys = JSON.stringify([...told.keys()]);
  const found = new Map(
    (
      await database.query(
        "select idempotency_key as key, number from orders where idempotency_key in (select jsonb_array_elements_text($1::jsonb))",
        [keys],
      )
    ).map((row) => [row.key, row.number]),
  );
  assert(
    "every order the client was told of exists (same number)",
    [...told].filter(([key, number]) => found.get(key) !== number).length,
  );
  const orders = await scalar("select count(*) from orders");
  // Before the ambiguous checkouts are retried, an order may exist that the client never heard of.
  const unheard = orders - found.size;
  if (settled) assert("every order in the database was told to its client", unheard);

  const outbox = Object.fromEntries(
    (await database.query("select status, count(*) as n from mail_outbox group by status")).map((row) => [
      row.status,
      Number(row.n),
    ]),
  );
  assert("no mail given up (status failed)", outbox.failed ?? 0);
  const waits = (
    await database.query(`
    select coalesce(extract(epoch from max(locked_until) - now()) * 1000, 0) as lease_ms,
      coalesce(extract(epoch from max(next_attempt_at) - now()) * 1000, 0) as retry_ms,
      count(*) filter (where locked_until > now()) as leased
    from mail_outbox where status = 'pending'`)
  )[0];

  const figures = {
    orders,
    unheard,
    items: await scalar("select count(*) from order_items"),
    outboxSent: outbox.sent ?? 0,
    outboxPending: outbox.pending ?? 0,
    leased: Number(waits.leased),
    /** How long the last lease taken before a kill still holds its mail back. */
    leaseWaitMs: Math.max(0, Number(waits.lease_ms), Number(waits.retry_ms)),
    retriedMails: await scalar("select count(*) from mail_outbox where attempts > 1"),
  };

  if (sink) {
    assert("every outbox row sent", outbox.pending ?? 0);
    const ids = await database.query("select id from mail_outbox");
    const copies = new Map(ids.map((row) => [row.id, 0]));
    let unknown = 0;
    for (const mail of sink.received) {
      const id = /^<([0-9a-f-]{36})@/.exec(mail.messageId)?.[1];
      if (id && copies.has(id)) copies.set(id, copies.get(id) + 1);
      else unknown++;
    }
    const counts = [...copies.values()];
    assert("every outbox row reached the SMTP sink", counts.filter((n) => n === 0).length);
    assert("no mail at the sink that the outbox does not hold", unknown);
    figures.received = sink.received.length;
    figures.duplicates = counts.reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  }
  return { results, figures };
}
