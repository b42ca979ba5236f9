import { randomBytes, randomUUID } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPglite, openPostgres } from "~/db/client.server";
import { adminQuery } from "../setup/test-database";

/**
 * drizzle/0024_variants.sql run on a shop that already has data: the database is migrated up to
 * 0023 only, filled with plain SQL, then migrated the real way (which applies 0024 alone).
 */
const LAST_BEFORE_VARIANTS = 23;
const TABLES = ["products", "cart_items", "wishlist_items", "orders", "order_items"] as const;

let handle: DatabaseHandle;
let dropDatabase: (() => Promise<void>) | undefined;
let migrationsBefore: string | undefined;
const countsBefore: Record<string, number> = {};
const ids = {
  category: randomUUID(),
  sofa: randomUUID(),
  chair: randomUUID(),
  table: randomUUID(),
  order: randomUUID(),
};
const userId = "user-before-variants";

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function counts() {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    result[table] = row?.n ?? -1;
  }
  return result;
}

/** A copy of drizzle/ holding the migrations up to 0023 and a journal that lists only those. */
async function migrationsUpTo(lastIdx: number) {
  const source = path.resolve(process.cwd(), "drizzle");
  const folder = await mkdtemp(path.join(os.tmpdir(), "variants-migration-"));
  await mkdir(path.join(folder, "meta"));
  const journal = JSON.parse(await readFile(path.join(source, "meta", "_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  expect(journal.entries).toHaveLength(lastIdx + 1);
  for (const entry of journal.entries) {
    await copyFile(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  await writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal, null, 2));
  return folder;
}

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `shop_test_${process.pid}_${randomBytes(4).toString("hex")}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = openPostgres(url.href);
    dropDatabase = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  } else {
    handle = await openPglite("memory://");
  }

  migrationsBefore = await migrationsUpTo(LAST_BEFORE_VARIANTS);
  const config = { migrationsFolder: migrationsBefore };
  await (handle.kind === "pglite" ? migratePglite(handle.db as never, config) : migratePg(handle.db as never, config));

  await handle.db.execute(sql`insert into categories (id, name, slug) values (${ids.category}, 'Sofas', 'sofas')`);
  await handle.db.execute(sql`
    insert into products (id, slug, name, price, stock, category_id) values
      (${ids.sofa}, 'noor-sofa', 'Noor sofa', 185000, 4, ${ids.category}),
      (${ids.chair}, 'sahil-chair', 'Sahil chair', 42000, 0, ${ids.category}),
      (${ids.table}, 'noor-sofa-2', 'Noor sofa, second edition', 99000, 7, null)`);
  await handle.db.execute(sql`insert into users (id, name, email) values (${userId}, 'Ayesha', 'ayesha@example.com')`);
  await handle.db.execute(
    sql`insert into cart_items (user_id, product_id, quantity) values (${userId}, ${ids.sofa}, 3)`,
  );
  await handle.db.execute(sql`insert into wishlist_items (user_id, product_id) values (${userId}, ${ids.chair})`);
  await handle.db.execute(sql`
    insert into orders (id, number, user_id, total_amount, subtotal, delivery_fee, full_name, email, phone, address, city, idempotency_key)
    values (${ids.order}, ${ids.order.slice(0, 8).toUpperCase()}, ${userId}, 195000, 190000, 5000, 'Ayesha', 'ayesha@example.com',
      '+923001234567', '1 Mall Road', 'Lahore', 'key-1')`);
  await handle.db.execute(sql`
    insert into order_items (order_id, product_id, product_name, product_slug, quantity, unit_price, total_price) values
      (${ids.order}, ${ids.chair}, 'Sahil chair', 'sahil-chair', 2, 42000, 84000),
      (${ids.order}, null, 'Custom dining bench', null, 1, 106000, 106000)`);
  Object.assign(countsBefore, await counts());

  await handle.migrate();
});

afterAll(async () => {
  await handle?.close();
  await dropDatabase?.();
  if (migrationsBefore) await rm(migrationsBefore, { recursive: true, force: true });
});

type Variant = {
  id: string;
  product_id: string;
  sku: string;
  price: number | null;
  stock: number;
  is_active: boolean;
  made_to_order: boolean;
};
const variantsOf = (productId: string) =>
  rows<Variant>(
    sql`select id, product_id, sku, price, stock, is_active, made_to_order from product_variants where product_id = ${productId}`,
  );

describe("drizzle/0024_variants on a shop with existing rows", () => {
  it("gives every product exactly one active default variant with its stock, no price and its slug upper-cased as SKU", async () => {
    const products = await rows<{ id: string; slug: string; stock: number }>(sql`select id, slug, stock from products`);
    expect(products).toHaveLength(3);
    const expected = { [ids.sofa]: 4, [ids.chair]: 0, [ids.table]: 7 };
    for (const product of products) {
      const variants = await variantsOf(product.id);
      expect(variants).toEqual([
        expect.objectContaining({
          sku: product.slug.toUpperCase(),
          price: null,
          stock: expected[product.id],
          is_active: true,
          made_to_order: false,
        }),
      ]);
    }
    expect((await variantsOf(ids.sofa))[0]?.sku).toBe("NOOR-SOFA");
    expect(await rows(sql`select 1 from product_options`)).toEqual([]);
  });

  it("leaves products.stock and products.price unchanged", async () => {
    expect(await rows(sql`select id, stock, price from products order by price`)).toEqual([
      { id: ids.chair, stock: 0, price: 42000 },
      { id: ids.table, stock: 7, price: 99000 },
      { id: ids.sofa, stock: 4, price: 185000 },
    ]);
  });

  it("keeps the cart line with its quantity, pointed at its product's variant, and the wishlist line", async () => {
    const [sofaVariant] = await variantsOf(ids.sofa);
    expect(await rows(sql`select user_id, product_id, variant_id, quantity from cart_items`)).toEqual([
      { user_id: userId, product_id: ids.sofa, variant_id: sofaVariant?.id, quantity: 3 },
    ]);
    expect(await rows(sql`select user_id, product_id from wishlist_items`)).toEqual([
      { user_id: userId, product_id: ids.chair },
    ]);
  });

  it("keeps the order and both items: the product line gets its variant and SKU, the custom line none", async () => {
    const [chairVariant] = await variantsOf(ids.chair);
    expect(await rows(sql`select id, total_amount from orders`)).toEqual([{ id: ids.order, total_amount: 195000 }]);
    expect(
      await rows(
        sql`select product_id, product_name, variant_id, sku, quantity from order_items order by product_name`,
      ),
    ).toEqual([
      { product_id: null, product_name: "Custom dining bench", variant_id: null, sku: null, quantity: 1 },
      {
        product_id: ids.chair,
        product_name: "Sahil chair",
        variant_id: chairVariant?.id,
        sku: "SAHIL-CHAIR",
        quantity: 2,
      },
    ]);
  });

  it("keeps the row counts of products, cart_items, wishlist_items, orders and order_items", async () => {
    expect(countsBefore).toEqual({ products: 3, cart_items: 1, wishlist_items: 1, orders: 1, order_items: 2 });
    expect(await counts()).toEqual(countsBefore);
  });
});

describe("drizzle/0024_variants triggers after the migration", () => {
  it("gives a product inserted with plain SQL its one variant with the same stock", async () => {
    const id = randomUUID();
    await handle.db.execute(
      sql`insert into products (id, slug, name, price, stock) values (${id}, 'mehr-lamp', 'Mehr lamp', 15000, 5)`,
    );
    expect(await variantsOf(id)).toEqual([
      expect.objectContaining({ sku: "MEHR-LAMP", stock: 5, price: null, is_active: true, made_to_order: false }),
    ]);
  });

  it("writes a product's stock through to its only variant, and the variant's stock back to the product", async () => {
    await handle.db.execute(sql`update products set stock = 9 where id = ${ids.sofa}`);
    const [variant] = await variantsOf(ids.sofa);
    expect(variant?.stock).toBe(9);

    await handle.db.execute(sql`update product_variants set stock = 2 where id = ${variant?.id}`);
    expect(await rows(sql`select stock from products where id = ${ids.sofa}`)).toEqual([{ stock: 2 }]);
    expect((await variantsOf(ids.sofa))[0]?.stock).toBe(2);
  });
});
