import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { categories, products, projects, shopSettings } from "~/db/schema";
import * as categoriesRoute from "~/routes/admin/categories";
import * as decorRoute from "~/routes/admin/decor";
import * as productNewRoute from "~/routes/admin/product-new";
import * as productsRoute from "~/routes/admin/products";
import * as projectEditRoute from "~/routes/admin/project-edit";
import * as projectsRoute from "~/routes/admin/projects";
import * as settingsRoute from "~/routes/admin/settings";
import { loader as homeDecorLoader } from "~/routes/storefront/home-decor";
import { pageRequest, routeArgs, thrownResponse } from "../setup/accounts";
import { categoryBySlug, decorProductForm, projectForm, setupAdminContent, total } from "../setup/admin-content";

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
    expect(await categoryBySlug("kilims-dhurries")).toMatchObject({ name: "Rugs", imageUrl: null, imageAlt: null });
  });

  it("keeps its one picture with its alt text, and refuses a second", async () => {
    const picture = { "images.0.url": "/images/demo/categories/lamps.webp", "images.0.alt": "Brass lamps, lit" };
    await addCategory({ name: "Lamps", ...picture });
    expect(await categoryBySlug("lamps")).toMatchObject({
      imageUrl: "/images/demo/categories/lamps.webp",
      imageAlt: "Brass lamps, lit",
    });
    const two = await addCategory({ name: "Lanterns", ...picture, "images.add": "https://cdn.example/b.jpg" });
    expect(two).toMatchObject({ status: 400, body: { errors: { images: "A category has at most 1 image." } } });
    expect(await categoryBySlug("lanterns")).toBeUndefined();
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
  it("shows the spec's message while there is no decor category", async () => {
    const page = await load(decorRoute.loader, "/admin/decor");
    expect(page).toBeNull();
    expect(await categoryBySlug("decor")).toBeUndefined();
  });

  it("is the product list filtered to the decor category, whose Add Product starts in it", async () => {
    // The spec's category: name Décor, whose blank slug becomes 'decor'.
    await addCategory({ name: "Décor" });
    const decor = (await categoryBySlug("decor"))!;
    const response = await thrownResponse(() =>
      decorRoute.loader({
        ...routeArgs<object>(pageRequest("/admin/decor", { cookie: content.adminCookie })),
        params: {},
      } as never),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/products?category=${decor.id}`);

    const form = await load(productNewRoute.loader, `/admin/products/new?category=${decor.id}`);
    expect(form.preselected).toBe(decor.id);
    const result = await post(productNewRoute.action, "/admin/products/new", decorProductForm(decor.id));
    expect(result.body.notice).toMatchObject({ tone: "success" });
    const [product] = await db().select().from(products).where(eq(products.name, "Multani Blue Vase"));
    expect(product).toMatchObject({
      price: 12_500,
      stock: 7,
      isActive: true,
      categoryId: decor.id,
      images: ["/images/decor/vase.jpg"],
      imageAlts: ["A blue and white vase"],
    });

    const tab = await load(productsRoute.loader, `/admin/products?category=${decor.id}`);
    expect(tab.products.map((row: { name: string }) => row.name)).toEqual(["Multani Blue Vase"]);
    const storefront = (await homeDecorLoader(routeArgs(pageRequest("/home-decor")))) as {
      result: { products: { slug: string; imageAlt: string | null }[] };
    };
    expect(storefront.result.products).toContainEqual(
      expect.objectContaining({ slug: product!.slug, imageAlt: "A blue and white vase" }),
    );
  });

  it("sends customers and signed-out visitors from the tab to /auth", async () => {
    for (const cookie of [content.customerCookie, undefined]) {
      const request = pageRequest("/admin/decor", { cookie });
      const response = await thrownResponse(() =>
        decorRoute.loader({ ...routeArgs<object>(request), params: {} } as never),
      );
      expect(response.headers.get("Location")).toBe("/auth");
    }
  });

  it("never gives an item a slug that a category holds", async () => {
    const decor = (await categoryBySlug("decor"))!;
    await post(productNewRoute.action, "/admin/products/new", decorProductForm(decor.id, { name: "Decor" }));
    const [product] = await db().select().from(products).where(eq(products.name, "Decor"));
    expect(product!.slug).toBe("decor-2");
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
