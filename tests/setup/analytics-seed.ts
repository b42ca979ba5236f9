import { randomUUID } from "node:crypto";
import { type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, ORDER_STATUSES, orderItems, orders, products, projects } from "~/db/schema";
import { ANALYTICS_DAYS } from "~/modules/admin/analytics";
import { SHOP_TIME_ZONE } from "~/utils/shop-time";

// The Analytics tab tests' data: a catalogue and 1,000 orders from a seeded generator,
// spread over 40 days with orders on both sides of the window's edges (Pakistan midnights).

export const DAY = 24 * 60 * 60 * 1000;
export const KARACHI = 5 * 60 * 60 * 1000; // UTC+5 all year: Pakistan has no daylight saving time
export const now = new Date();

/** A small seeded generator: the same 1,000 orders on every run. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/** Midnight in Pakistan that starts the day `daysAgo` days before today (there). */
export function karachiMidnight(daysAgo: number): Date {
  const local = now.getTime() + KARACHI;
  return new Date(local - (local % DAY) - daysAgo * DAY - KARACHI);
}

export async function seedCatalogue() {
  const categoryRows = await db()
    .insert(categories)
    .values(["Living Room", "Bedroom", "Décor"].map((name, index) => ({ name, slug: `cat-${index}-${randomUUID()}` })))
    .returning();
  const productRows = await db()
    .insert(products)
    .values(
      Array.from({ length: 14 }, (_, index) => ({
        slug: `analytics-${index}-${randomUUID()}`,
        name: `Product ${String(index).padStart(2, "0")}`,
        price: 1_000 * (index + 1),
        stock: 100,
        categoryId: categoryRows[index % 3]!.id,
        isActive: index % 4 !== 0,
        archivedAt: index % 5 === 4 ? new Date() : null,
      })),
    )
    .returning();
  await db()
    .insert(projects)
    .values(
      Array.from({ length: 4 }, (_, index) => ({
        slug: `project-${index}-${randomUUID()}`,
        title: `Project ${index}`,
        category: "furniture" as const,
        sector: "residential" as const,
      })),
    );
  return productRows;
}

export async function seedOrders(productRows: { id: string; name: string }[]) {
  const random = generator(20240105);
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  // Orders on both sides of the window's edges (Pakistan midnights), then 996 spread over 40 days.
  const edges = [
    karachiMidnight(ANALYTICS_DAYS - 1), // the first moment of the window's first day
    new Date(karachiMidnight(ANALYTICS_DAYS - 1).getTime() - 1), // the last moment before it
    karachiMidnight(0), // today's first moment
    new Date(karachiMidnight(0).getTime() - 1), // yesterday's last moment
  ];
  for (let index = 0; index < 1_000; index += 1) {
    const id = randomUUID();
    const createdAt = edges[index] ?? new Date(now.getTime() - Math.floor(random.next() * 40 * DAY));
    const status = ORDER_STATUSES[random.int(0, ORDER_STATUSES.length - 1)]!;
    const items = Array.from({ length: random.int(1, 3) }, () => {
      const product = random.next() < 0.1 ? null : productRows[random.int(0, productRows.length - 1)]!;
      const quantity = random.int(1, 4);
      const unitPrice = random.int(1_500, 250_000);
      return {
        orderId: id,
        productId: product?.id ?? null,
        // A product deleted since is known only by the name it was sold under.
        productName: product?.name ?? `Retired piece ${random.int(1, 3)}`,
        quantity,
        unitPrice,
        totalPrice: unitPrice * quantity,
      };
    });
    itemRows.push(...items);
    orderRows.push({
      id,
      number: id.slice(0, 8).toUpperCase(),
      status,
      totalAmount: items.reduce((sum, item) => sum + item.totalPrice, 0),
      subtotal: items.reduce((sum, item) => sum + item.totalPrice, 0),
      fullName: "Seeded Customer",
      email: "seeded@example.com",
      phone: "+923001234567",
      address: "House 1",
      city: "Lahore",
      idempotencyKey: randomUUID(),
      createdAt,
    });
  }
  for (let start = 0; start < orderRows.length; start += 250) {
    await db()
      .insert(orders)
      .values(orderRows.slice(start, start + 250));
  }
  for (let start = 0; start < itemRows.length; start += 500) {
    await db()
      .insert(orderItems)
      .values(itemRows.slice(start, start + 500));
  }
}

export async function query<Row>(statement: SQL): Promise<Row[]> {
  return ((await db().execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** The last 30 calendar days in Pakistan, oldest first, as 'YYYY-MM-DD' (computed without the database). */
export function windowDays(): string[] {
  const format = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE });
  return Array.from({ length: ANALYTICS_DAYS }, (_, index) =>
    format.format(new Date(now.getTime() - (ANALYTICS_DAYS - 1 - index) * DAY)),
  );
}
