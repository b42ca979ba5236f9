import { beforeAll } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, categories, homeContent, partners, products, projects } from "~/db/schema";
import { formFromHomeContent } from "~/modules/content/home-content-form";
import { defaultHomeContent } from "~/modules/content/home";
import * as contentRoute from "~/routes/admin/content";
import type { Handler } from "./admin-content";

/**
 * The /admin/content tests' shop: the two categories (with a piece for sale in each) and the
 * portfolio project the default content names, another category and project to choose, and no
 * content row (the defaults).
 */
export function seedHomeContentShop() {
  beforeAll(async () => {
    const [dining, bedroom] = await db()
      .insert(categories)
      .values([
        { name: "Dining Room", slug: "dining-room" },
        { name: "Bedroom", slug: "bedroom" },
        { name: "Office", slug: "office" },
      ])
      .returning();
    // One piece for sale in each of the default collections' rooms: a room with nothing for sale
    // is left off the home page (issue 33, part 8).
    await db()
      .insert(products)
      .values([
        { slug: "test-dining-table", name: "Test Dining Table", price: 95_000, stock: 2, categoryId: dining!.id },
        { slug: "test-bed", name: "Test Bed", price: 120_000, stock: 1, categoryId: bedroom!.id },
      ]);
    await db()
      .insert(projects)
      .values([
        {
          slug: "gulberg-residence-living-suite",
          title: "Gulberg Residence Living Suite",
          location: "Gulberg III, Lahore",
          category: "interior_design",
          sector: "residential",
          images: ["/images/demo/projects/gulberg-1.webp"],
          completionDate: "2024-03-18",
        },
        {
          slug: "kohsar-coatings-head-office",
          title: "Kohsar Coatings Head Office",
          location: "Blue Area, Islamabad",
          category: "furniture",
          sector: "office",
        },
      ]);
  });
}

export const contentAction = contentRoute.action as Handler;
export const contentLoader = contentRoute.loader as Handler;

/** A section's form as the page sends it: the saved (default) values with some changed. */
export const sectionForm = (intent: string, change: Record<string, string> = {}) => ({
  ...formFromHomeContent(defaultHomeContent),
  intent,
  ...change,
});

/** What the content row, the partners and the audit log hold: a refused post must leave all three as they were. */
export const contentSnapshot = async () => ({
  content: await db().select().from(homeContent),
  partners: await db().select().from(partners).orderBy(partners.sortOrder),
  audit: await db().select().from(auditLog),
});
