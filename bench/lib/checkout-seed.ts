// The checkout benchmark's shop: plenty of regular products, a few "hot" ones everyone wants, and
// the accounts of the customers who sign in (the guests need none: they come as visitors).
import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { products, users } from "~/db/schema";

export async function seedCheckoutShop(
  db: Database,
  counts: {
    regular: number;
    regularStock: number;
    hot: number;
    hotStock: number;
    accounts: number;
    /** A price in hundreds of rupees, from the run's seeded generator. */
    priceInHundreds: () => number;
  },
) {
  const regular = await db
    .insert(products)
    .values(
      Array.from({ length: counts.regular }, (_, index) => ({
        slug: `bench-product-${index}`,
        name: `Bench Sheesham Chair ${index}`,
        description: "A product for the checkout benchmark.",
        price: counts.priceInHundreds() * 100,
        stock: counts.regularStock,
        images: [`/images/bench-${index}.jpg`],
      })),
    )
    .returning({ id: products.id });
  const hot = await db
    .insert(products)
    .values(
      Array.from({ length: counts.hot }, (_, index) => ({
        slug: `bench-hot-product-${index}`,
        name: `Bench Hot Jhoola ${index}`,
        description: "A product everyone wants.",
        price: 45_000 + index * 5_000,
        stock: counts.hotStock,
      })),
    )
    .returning({ id: products.id });
  const accounts = Array.from({ length: counts.accounts }, (_, index) => ({
    id: randomUUID(),
    name: `Bench Customer ${index}`,
    email: `bench-customer-${index}@example.com`,
    emailVerified: true,
  }));
  if (accounts.length > 0) await db.insert(users).values(accounts);
  return { regularIds: regular.map((row) => row.id), hotIds: hot.map((row) => row.id), accounts };
}
