import type { Database } from "~/db/client.server";
import { categories, discountCodes, partners, products, projects, shopSettings } from "~/db/schema";
import { demoImageUrl } from "~/demo/demo-image-names";
import { saveVariantSet } from "~/modules/catalog/variants.server";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { demoCategories } from "./data/categories";
import { demoDiscountCodes } from "./data/discount-codes";
import { demoPartners } from "./data/partners";
import { demoProductOptions, demoValuePictures } from "./data/product-options";
import { demoProductImages } from "./data/value-pictures";
import { demoProducts } from "./data/products";
import { demoProjects } from "./data/projects";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Inserts the demo shop. Idempotent: every row is keyed by a natural key
 * (slug, name, id 1) and existing rows are left as the owner edited them.
 */
export async function seedDemoData(db: Database) {
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.insert(shopSettings).values({ id: 1, value: defaultShopSettings }).onConflictDoNothing();
    await tx
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
      .onConflictDoNothing();
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
  });
}

/** A database that has never been seeded has no settings row. */
export async function isEmptyDatabase(db: Database) {
  const rows = await db.select({ id: shopSettings.id }).from(shopSettings).limit(1);
  return rows.length === 0;
}
