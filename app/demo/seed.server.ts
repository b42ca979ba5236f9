import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  afterSaleTerms,
  categories,
  discountCodes,
  partners,
  products,
  projects,
  sales,
  searchSynonymGroups,
  searchSynonymWords,
  shopSettings,
} from "~/db/schema";
import { variantPriceSql } from "~/modules/catalog/variant-sql.server";
import { shopCalendar, shopDayStart } from "~/utils/shop-time";
import { demoImageUrl } from "~/demo/demo-image-names";
import { saveVariantSet } from "~/modules/catalog/variants.server";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { demoCategoryTerms, demoProductTerms } from "./data/after-sale-terms";
import { demoCategories } from "./data/categories";
import type { CategorySlug } from "./data/types";
import { demoDiscountCodes } from "./data/discount-codes";
import { demoPartners } from "./data/partners";
import { demoProductOptions, demoValuePictures } from "./data/product-options";
import { demoProductImages } from "./data/value-pictures";
import { demoProducts } from "./data/products";
import { demoProjects } from "./data/projects";
import { demoSearchSynonyms } from "./data/search-synonyms";
import { DEMO_HISTORY_DAYS, demoPriceChanges, demoSales } from "./data/sales";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Inserts the demo shop. Idempotent: every row is keyed by a natural key
 * (slug, name, id 1) and existing rows are left as the owner edited them.
 */
export async function seedDemoData(db: Database) {
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.insert(shopSettings).values({ id: 1, value: defaultShopSettings }).onConflictDoNothing();
    const newCategories = await tx
      .insert(categories)
      .values(
        demoCategories.map((category, index) => ({
          slug: category.slug,
          name: category.name,
          description: category.description,
          imageUrl: demoImageUrl.category(category.slug),
          sortOrder: index,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: categories.id, slug: categories.slug });
    const categoryIds = new Map(
      (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((row) => [row.slug, row.id]),
    );
    const inserted = await tx
      .insert(products)
      .values(
        demoProducts.map((product) => ({
          slug: product.slug,
          name: product.name,
          description: product.description,
          price: product.price,
          stock: product.stock,
          images: demoProductImages(product.slug, demoValuePictures),
          categoryId: categoryIds.get(product.categorySlug) ?? null,
          dimensions: product.dimensions,
          materials: product.materials,
          createdAt: new Date(now - product.createdDaysAgo * DAY),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: products.id, slug: products.slug, price: products.price });
    // Options and variants for the demo pieces sold that way, only for those inserted just now:
    // a product the owner already has keeps its own (or none).
    for (const product of inserted) {
      const draft = demoProductOptions[product.slug];
      if (!draft) continue;
      const saved = await saveVariantSet(tx, product, draft);
      if (!saved.ok) throw new Error(`Demo options of ${product.slug}: ${saved.message}`);
    }
    await tx
      .insert(projects)
      .values(
        demoProjects.map((project) => ({
          slug: project.slug,
          title: project.title,
          description: project.description,
          location: project.location,
          category: project.category,
          sector: project.sector,
          status: project.status,
          images: demoImageUrl.project(project.slug, project.scenes.length),
          completionDate: project.completionDate,
          createdAt: new Date(now - project.createdDaysAgo * DAY),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(partners)
      .values(
        demoPartners.map((partner, index) => ({
          name: partner.name,
          industry: partner.industry,
          logoUrl: `/partners/${partner.logo}`,
          sortOrder: index,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(discountCodes)
      .values(
        demoDiscountCodes.map(({ startsInDays, endsInDays, ...code }) => ({
          ...code,
          startsAt: new Date(now + startsInDays * DAY),
          endsAt: endsInDays === null ? null : new Date(now + endsInDays * DAY),
        })),
      )
      .onConflictDoNothing();
    await seedPriceHistory(tx, inserted, now);
    await seedTerms(tx, newCategories, inserted);
    // Words that mean the same: the demo's go to a shop that has none (an owner's list stays theirs).
    if ((await tx.select({ id: searchSynonymGroups.id }).from(searchSynonymGroups).limit(1)).length === 0) {
      for (const words of demoSearchSynonyms) {
        const [group] = await tx.insert(searchSynonymGroups).values({}).returning({ id: searchSynonymGroups.id });
        await tx
          .insert(searchSynonymWords)
          .values(words.map((word, position) => ({ word, groupId: group!.id, position })));
      }
    }
    // Sales have no natural key: the demo's are added to a shop that has none.
    if ((await tx.select({ id: sales.id }).from(sales).limit(1)).length === 0) {
      await tx.insert(sales).values(
        demoSales.map(({ categorySlugs, startsInDays, endsInDays, ...sale }) => ({
          ...sale,
          categoryIds: categorySlugs.flatMap((slug) => categoryIds.get(slug) ?? []),
          // From midnight of its first day to a minute before midnight of its last, Lahore time.
          startsAt: shopDayStart(shopCalendar(new Date(now + startsInDays * DAY)).date),
          endsAt: new Date(shopDayStart(shopCalendar(new Date(now + (endsInDays + 1) * DAY)).date).getTime() - 60_000),
        })),
      );
    }
  });
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The demo's returns and warranty of the categories and products inserted just now (an owner's stay theirs). */
async function seedTerms(
  tx: Transaction,
  newCategories: { id: string; slug: string }[],
  newProducts: { id: string; slug: string }[],
) {
  const rows = [
    ...newCategories.flatMap(({ id, slug }) => {
      const terms = demoCategoryTerms[slug as CategorySlug];
      return terms ? [{ scope: "category" as const, categoryId: id, ...terms }] : [];
    }),
    ...newProducts.flatMap(({ id, slug }) => {
      const terms = demoProductTerms[slug];
      return terms ? [{ scope: "product" as const, productId: id, ...terms }] : [];
    }),
  ];
  if (rows.length > 0) await tx.insert(afterSaleTerms).values(rows).onConflictDoNothing();
}

/**
 * The demo pieces' prices of the last DEMO_HISTORY_DAYS days (only for the products inserted just
 * now): today's price from the start, and the moves of demoPriceChanges. The database records
 * today's prices itself at commit (drizzle/0029), and finds them already there.
 */
async function seedPriceHistory(tx: Transaction, inserted: { id: string; slug: string }[], now: number) {
  if (inserted.length === 0) return;
  const ids = sql.join(
    inserted.map((product) => sql`${product.id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into variant_price_history (variant_id, product_id, price, recorded_at)
    select product_variants.id, products.id, ${variantPriceSql}, ${new Date(now - DEMO_HISTORY_DAYS * DAY).toISOString()}::timestamptz
      from product_variants join products on products.id = product_variants.product_id
     where products.id in (${ids})`);
  for (const product of inserted) {
    for (const change of demoPriceChanges[product.slug] ?? []) {
      await tx.execute(sql`
        insert into variant_price_history (variant_id, product_id, price, recorded_at)
        select id, product_id, ${change.price}, ${new Date(now - change.daysAgo * DAY).toISOString()}::timestamptz
          from product_variants where product_id = ${product.id}`);
    }
  }
}

/** A database that has never been seeded has no settings row. */
export async function isEmptyDatabase(db: Database) {
  const rows = await db.select({ id: shopSettings.id }).from(shopSettings).limit(1);
  return rows.length === 0;
}
