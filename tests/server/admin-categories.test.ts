import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { categories, products, projects, shopSettings } from "~/db/schema";
import * as categoriesRoute from "~/routes/admin/categories";
import * as decorRoute from "~/routes/admin/decor";
import * as projectEditRoute from "~/routes/admin/project-edit";
import * as projectsRoute from "~/routes/admin/projects";
import * as settingsRoute from "~/routes/admin/settings";
import { loader as homeDecorLoader } from "~/routes/storefront/home-decor";
import { pageRequest, routeArgs, thrownResponse } from "../setup/accounts";
import { categoryBySlug, decorForm, projectForm, setupAdminContent, total } from "../setup/admin-content";

/**
 * The Categories and Home Decor tabs (décor items are products in the décor
 * category), driven through their route modules as the server runs them: an
 * admin's session cookie, a form post. Also the guards of every content tab.
 */
const content = setupAdminContent();
const { post, load, addCategory } = content;

describe("categories", () => {
  it("makes a blank slug from the name (lowercase, hyphens for whitespace, URL-safe)", async () => {
    const result = await addCategory({ name: "Garden   Furniture", description: "Outdoor pieces", slug: "" });
    expect(result).toMatchObject({
      status: 200,
      body: { notice: { tone: "success", text: "Category added successfully!" } },
    });
    expect(await categoryBySlug("garden-furniture")).toMatchObject({
      name: "Garden   Furniture",
      description: "Outdoor pieces",
    });

    await addCategory({ name: "Rugs", slug: "Kilims & Dhurries" });
    expect(await categoryBySlug("kilims-dhurries")).toMatchObject({ name: "Rugs", imageUrl: null });
  });

  it("refuses a duplicate slug, and a slug that a product already uses, adding nothing", async () => {
    const before = await total(categories);
    const duplicate = await addCategory({ name: "Garden furniture" });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.notice?.text).toMatch(/^Failed to add category\./);
    expect(duplicate.body.errors?.slug).toMatch(/already exists/);

    await db().insert(products).values({ slug: "brass-lamp", name: "Brass Lamp", price: 5_000 });
    const clash = await addCategory({ name: "Brass Lamp" });
    expect(clash.status).toBe(409);
    expect(clash.body.errors?.slug).toMatch(/product/);
    expect(await total(categories)).toBe(before);
  });

  it("refuses a form without a name", async () => {
    const result = await addCategory({ name: "  ", slug: "nameless" });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      notice: { text: "Failed to add category." },
      errors: { name: expect.any(String) },
    });
    expect(await categoryBySlug("nameless")).toBeUndefined();
  });

  it("refuses to delete a category while products use it, and deletes it once empty", async () => {
    const garden = (await categoryBySlug("garden-furniture"))!;
    await db()
      .insert(products)
      .values([
        { slug: "teak-bench", name: "Teak Bench", price: 40_000, categoryId: garden.id },
        { slug: "cane-lounger", name: "Cane Lounger", price: 55_000, categoryId: garden.id, isActive: false },
      ]);
    const listed = await load(categoriesRoute.loader, "/admin/categories");
    expect(listed.categories).toContainEqual(expect.objectContaining({ slug: "garden-furniture", productCount: 2 }));

    const refused = await post(categoriesRoute.action, "/admin/categories", { intent: "delete", id: garden.id });
    expect(refused.status).toBe(409);
    expect(refused.body.notice?.text).toBe(
      "Failed to delete category. This category has 2 products. Move or delete them first.",
    );
    expect(await categoryBySlug("garden-furniture")).toBeDefined();

    await db().delete(products).where(eq(products.categoryId, garden.id));
    const deleted = await post(categoriesRoute.action, "/admin/categories", { intent: "delete", id: garden.id });
    expect(deleted).toMatchObject({
      status: 200,
      body: { notice: { tone: "success", text: "Category deleted successfully!" } },
    });
    expect(await categoryBySlug("garden-furniture")).toBeUndefined();
  });
});

describe("home decor", () => {
  it("refuses to add an item while there is no decor category, with the spec's message", async () => {
    const before = await total(products);
    const page = await load(decorRoute.loader, "/admin/decor");
    expect(page.category).toBeNull();
    const result = await post(decorRoute.action, "/admin/decor", decorForm());
    expect(result).toMatchObject({
      status: 409,
      body: { notice: { tone: "error", text: "Decor category not found. Please create it first." } },
    });
    expect(await total(products)).toBe(before);
  });

  it("adds an item into the decor category, listed in the tab and on /home-decor", async () => {
    // The spec's category: name Décor, whose blank slug becomes 'decor'.
    await addCategory({ name: "Décor" });
    const result = await post(decorRoute.action, "/admin/decor", decorForm());
    expect(result.body.notice).toMatchObject({ tone: "success", text: "Product added successfully!" });
    const [product] = await db().select().from(products).where(eq(products.name, "Multani Blue Vase"));
    expect(product).toMatchObject({
      price: 12_500,
      stock: 7,
      isActive: true,
      categoryId: (await categoryBySlug("decor"))!.id,
    });

    const tab = await load(decorRoute.loader, "/admin/decor");
    expect(tab.products).toContainEqual(
      expect.objectContaining({ name: "Multani Blue Vase", price: 12_500, isActive: true }),
    );
    const storefront = (await homeDecorLoader(routeArgs(pageRequest("/home-decor")))) as {
      result: { products: { slug: string }[] };
    };
    expect(storefront.result.products.map((card) => card.slug)).toContain(product!.slug);
  });

  it("never gives an item a slug that a category holds, and refuses a bad price", async () => {
    await post(decorRoute.action, "/admin/decor", decorForm({ name: "Decor" }));
    const [product] = await db().select().from(products).where(eq(products.name, "Decor"));
    expect(product!.slug).toBe("decor-2");
    const bad = await post(
      decorRoute.action,
      "/admin/decor",
      decorForm({ name: "Cheap Vase", price: "99.50", stock: "-1" }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(["price", "stock"]);
  });
});

describe("guards", () => {
  // The project edit and delete guards need a project; the projects tab's own tests are in admin-projects.test.ts.
  beforeAll(async () => {
    await post(projectsRoute.action, "/admin/projects", projectForm());
  });

  const routes = [
    {
      name: "categories",
      module: categoriesRoute,
      path: "/admin/categories",
      form: { intent: "create", name: "Hacked" },
    },
    { name: "projects", module: projectsRoute, path: "/admin/projects", form: projectForm({ title: "Hacked" }) },
    { name: "decor", module: decorRoute, path: "/admin/decor", form: decorForm({ name: "Hacked" }) },
    { name: "settings", module: settingsRoute, path: "/admin/settings", form: { intent: "save", name: "Hacked" } },
  ];

  it("sends customers and signed-out visitors to /auth from every loader and action, changing nothing", async () => {
    const [project] = await db().select().from(projects).limit(1);
    const [category] = await db().select().from(categories).limit(1);
    const snapshot = async () => ({
      categories: await db().select().from(categories).orderBy(categories.id),
      products: await db().select().from(products).orderBy(products.id),
      projects: await db().select().from(projects).orderBy(projects.id),
      settings: await db().select().from(shopSettings),
    });
    const before = await snapshot();
    const all = [
      ...routes,
      {
        name: "project edit",
        module: projectEditRoute,
        path: `/admin/projects/${project!.id}`,
        form: projectForm({ intent: "update", title: "Hacked" }),
        params: { id: project!.id },
      },
      {
        name: "category delete",
        module: categoriesRoute,
        path: "/admin/categories",
        form: { intent: "delete", id: category!.id },
      },
      {
        name: "project delete",
        module: projectsRoute,
        path: "/admin/projects",
        form: { intent: "delete", id: project!.id },
      },
    ];
    for (const cookie of [content.customerCookie, undefined]) {
      for (const route of all) {
        const params = "params" in route ? route.params : {};
        const get = pageRequest(route.path, { cookie });
        const send = pageRequest(route.path, { cookie, form: route.form });
        for (const [label, run] of [
          ["loader", () => route.module.loader({ ...routeArgs<object>(get), params } as never)],
          ["action", () => route.module.action({ ...routeArgs<object>(send), params } as never)],
        ] as const) {
          const response = await thrownResponse(run);
          expect(response.status, `${route.name} ${label}`).toBe(302);
          expect(response.headers.get("Location"), `${route.name} ${label}`).toBe("/auth");
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
