// What must hold after a run with the discount code on every checkout (`BENCH_CODE=1`), checked
// in the database itself: every order holds the code and has its one redemption, the code's uses
// are exactly the orders (it limits nothing, so it keeps no count of its own and no order locks its
// row), and each order's sum adds up with its reductions.
import type { Query } from "./checkout-database";
import type { Invariant } from "./checkout-invariants";
import type { PlacedOrder } from "./checkout-tally";

/** Each invariant with the number of rows (or the difference in a count) that break it. */
export async function checkCodeInvariants(
  query: Query,
  code: { id: string; code: string },
  placed: PlacedOrder[],
): Promise<Invariant[]> {
  const invariants: Invariant[] = [];
  const assert = (invariant: string, bad: number) => invariants.push({ invariant, bad, ok: bad === 0 });
  const scalar = async (statement: string, values?: unknown[]) =>
    Number(Object.values((await query<object>(statement, values))[0]!)[0]);
  const placedIds = placed.map((order) => order.id);

  assert(
    `every order placed holds the code (orders.discount_code = ${code.code})`,
    (await scalar("select count(*) from orders where id = any($1::uuid[]) and discount_code is distinct from $2", [
      placedIds,
      code.code,
    ])) +
      // An order the bench placed that is not there (also its own invariant) cannot hold it either.
      Math.abs(placed.length - (await scalar("select count(*) from orders where id = any($1::uuid[])", [placedIds]))),
  );
  assert(
    "discount_redemptions: one row per order, of the code, its amounts and customer",
    await scalar(
      `select count(*) from (
         select o.id, count(r.id) as n,
           bool_and(r.code_id = $1 and r.released_at is null
             and r.amount = o.discount_amount and r.delivery_amount = o.delivery_discount
             and r.user_id is not distinct from o.user_id and r.email = o.email and r.phone = o.phone) as same
         from orders o left join discount_redemptions r on r.order_id = o.id
         group by o.id) per_order
       where n <> 1 or not same`,
      [code.id],
    ),
  );
  assert(
    "discount_redemptions rows = orders placed in the run",
    Math.abs((await scalar("select count(*) from discount_redemptions")) - placed.length),
  );
  const [counts] = await query<{ used: number; unreleased: string }>(
    `select c.used_count as used,
       (select count(*) from discount_redemptions r where r.code_id = c.id and r.released_at is null) as unreleased
     from discount_codes c where c.id = $1`,
    [code.id],
  );
  assert(
    "the code's uses as the admin counts them (its unreleased redemptions) = orders placed in the run",
    counts ? Math.abs(Number(counts.unreleased) - placed.length) : 1,
  );
  // The bench's code limits nothing: its uses are its redemptions, and no order touched its row.
  assert("the code keeps no count of its own (used_count = 0: no order locked its row)", counts ? counts.used : 1);
  assert(
    "order total_amount = subtotal − discount_amount + delivery_fee − delivery_discount",
    await scalar(`select count(*) from orders
      where total_amount <> subtotal - discount_amount + coalesce(delivery_fee, 0) - delivery_discount`),
  );
  assert(
    "no order's discount exceeds its subtotal (nor delivery's its fee)",
    await scalar(`select count(*) from orders
      where discount_amount not between 0 and subtotal
        or delivery_discount not between 0 and coalesce(delivery_fee, 0)`),
  );
  // Worked out here from the code's row (not with the app's percentOff): its share, halves up.
  assert(
    "discount_amount = the code's percent of the subtotal, rounded; no delivery discount",
    await scalar(
      `select count(*) from orders o, discount_codes c
       where c.id = $1 and (o.discount_amount <> (o.subtotal::bigint * c.value + 50) / 100 or o.delivery_discount <> 0)`,
      [code.id],
    ),
  );
  return invariants;
}
