import { describe, expect, it } from "vitest";
import { defaultHomeContent } from "~/modules/content/home";
import type { HomePageData } from "~/modules/content/home-content.schema";
import { getHomeContent } from "~/modules/content/home-content.server";
import { shopFigures } from "~/modules/content/shop-figures.server";
import { shownStats } from "~/modules/content/stat-figures";
import { loader as homeLoader } from "~/routes/storefront/home";
import * as previewRoute from "~/routes/admin/content-preview";
import { loader as interiorLoader } from "~/routes/storefront/interior-design";
import { pageRequest, routeArgs, thrownResponse } from "../setup/accounts";
import { type Handler, postForm, setupAdminContent, unwrap } from "../setup/admin-content";
import { auditEntries } from "../setup/audit";
import { contentAction, contentLoader, contentSnapshot, sectionForm, seedHomeContentShop } from "../setup/home-content";

/**
 * /admin/content's sections, driven through the route as the server runs it (an admin's
 * session cookie, a form post), and read back by the home and interior-design pages.
 */
const content = setupAdminContent();
seedHomeContentShop();
const post = (form: Record<string, string>) => content.post(contentAction, "/admin/content", form);

describe("the home page's content", () => {
  it("is the spec's texts while nothing was saved", async () => {
    expect(await getHomeContent()).toEqual(defaultHomeContent);
    const page = await homeLoader();
    expect(page.content.hero.title).toBe("Premium Furniture & Interior Design");
    // Counted figures are the shop's own (issue 33, part 6): two pieces for sale, two portfolio
    // projects, the years since the demo's 2009.
    expect(page.content.stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      "2 Premium Products",
      "200+ Happy Clients",
      "2 Design Projects",
      `${new Date().getUTCFullYear() - 2009} Years Experience`,
    ]);
    expect(page.content.collections.map((collection) => collection.category)).toEqual(["dining-room", "bedroom"]);
    const admin = await content.load(contentLoader, "/admin/content");
    expect(admin.content).toEqual(defaultHomeContent);
  });

  it("refuses bad input with a message per field and changes nothing", async () => {
    const before = await contentSnapshot();
    const cases: [Record<string, string>, Record<string, unknown>][] = [
      [
        sectionForm("hero", { "hero.title": "T".repeat(121) }),
        { "hero.title": "Please keep the title under 120 characters." },
      ],
      [sectionForm("hero", { "hero.title": "  " }), { "hero.title": "Please enter the title." }],
      [
        sectionForm("hero", { "hero.tagline": "Made in\u0007 Lahore" }),
        { "hero.tagline": expect.stringContaining("control character") },
      ],
      [
        sectionForm("hero", { "hero.image": "javascript:alert(1)" }),
        { "hero.image": expect.stringContaining("/media/") },
      ],
      [sectionForm("hero", { "hero.image": "/../etc/passwd" }), { "hero.image": expect.stringContaining("/media/") }],
      [
        sectionForm("stats", { "stats.2.value": "", "stats.2.source": "", "stats.2.label": "Design Projects" }),
        { "stats.2.value": "Please enter the figure, or let the shop count it." },
      ],
      [
        sectionForm("stats", { "stats.0.value": "500+", "stats.0.source": "", "stats.0.label": "Premium Products" }),
        {
          "stats.0.value":
            "The shop has 2 products for sale: '500+' claims more. Let the shop count it, or enter at most 2.",
        },
      ],
      [
        sectionForm("stats", { "stats.2.value": "50+", "stats.2.source": "", "stats.2.label": "Design Projects" }),
        {
          "stats.2.value":
            "The shop has 2 projects in its portfolio: '50+' claims more. Let the shop count it, or enter at most 2.",
        },
      ],
      [
        sectionForm("stats", { "stats.1.source": "everything" }),
        { "stats.1.source": "Please choose how the figure is given." },
      ],
      [
        sectionForm(
          "stats",
          Object.fromEntries(
            [0, 1, 2, 3].flatMap((row) => [
              [`stats.${row}.value`, ""],
              [`stats.${row}.label`, ""],
              [`stats.${row}.source`, ""],
            ]),
          ),
        ),
        { stats: "Please keep at least one statistic." },
      ],
      [
        sectionForm("collections", { "collections.1.category": "no-such-category" }),
        { "collections.1.category": "That category does not exist: please choose one from the list." },
      ],
      [
        sectionForm("collections", { "collections.0.image": "ftp://files.example/dining.jpg" }),
        { "collections.0.image": expect.stringContaining("/media/") },
      ],
      [
        sectionForm("collections", { "collections.0.remove": "on", "collections.1.remove": "on" }),
        { collections: "Please keep at least one collection." },
      ],
      [
        sectionForm("services", { "services.3.features": "Safe Delivery\n" + "F".repeat(41) }),
        { "services.3.features": "Please keep the feature under 40 characters." },
      ],
      [
        sectionForm("interiorProjects", { "interiorProjects.0": "courtyard-house-master-suite" }),
        { "interiorProjects.0": "That project is not in the portfolio: please choose one from the list." },
      ],
      [
        sectionForm("interiorProjects", {
          "interiorProjects.0": "kohsar-coatings-head-office",
          "interiorProjects.2": "kohsar-coatings-head-office",
        }),
        { interiorProjects: "Please choose each project once." },
      ],
    ];
    for (const [form, errors] of cases) {
      const result = await post(form);
      expect(result.status, JSON.stringify(errors)).toBe(400);
      expect(result.body.notice).toMatchObject({ tone: "error" });
      expect(result.body.errors).toEqual(errors);
    }
    // A text-direction control is refused as the form is read, before the action runs.
    const unsafe = await thrownResponse(() => post(sectionForm("hero", { "hero.title": "Premium \u202Efurniture" })));
    expect(unsafe.status).toBe(400);
    expect(await unsafe.text()).toContain("text-direction");
    expect(await contentSnapshot()).toEqual(before);
    expect(await getHomeContent()).toEqual(defaultHomeContent);
  });

  it("saves each section on its own, with its audit entry, and the pages show it", async () => {
    const hero = await post(
      sectionForm("hero", { "hero.title": "Furniture for Generations", "hero.image": "/media/0b7c2b4e-hero.webp" }),
    );
    expect(hero.status).toBe(200);
    expect(hero.body.notice).toMatchObject({ tone: "success", text: "Hero saved. The home page shows it now." });

    const collections = await post(
      sectionForm("collections", {
        "collections.0.remove": "on",
        "collections.2.title": "Executive Office",
        "collections.2.subtitle": "Office Collection",
        "collections.2.description": "Walnut desks\nand boardroom tables.",
        "collections.2.image": "https://cdn.example/office.jpg",
        "collections.2.imageAlt": "A walnut desk",
        "collections.2.category": "office",
      }),
    );
    expect(collections.status).toBe(200);

    const saved = await getHomeContent();
    expect(saved.hero).toEqual({
      ...defaultHomeContent.hero,
      title: "Furniture for Generations",
      image: "/media/0b7c2b4e-hero.webp",
    });
    expect(saved.collections.map((collection) => collection.category)).toEqual(["bedroom", "office"]);
    expect(saved.collections[1]).toMatchObject({ tag: "", description: "Walnut desks and boardroom tables." });
    // The other sections keep their defaults: each form saves its own section only.
    expect(saved.stats).toEqual(defaultHomeContent.stats);
    expect(saved.services).toEqual(defaultHomeContent.services);

    const page = await homeLoader();
    expect(page.content.hero.title).toBe("Furniture for Generations");
    // Saved, but not shown while the office has nothing for sale (issue 33, part 8).
    expect(page.content.collections.map((collection) => collection.title)).toEqual(["Luxury Bedroom"]);

    const entries = await auditEntries("content.home-updated");
    expect(entries.map((entry) => [entry.targetId, entry.actorEmail])).toEqual([
      ["hero", "owner@shop.example"],
      ["collections", "owner@shop.example"],
    ]);
    expect(entries[0]!.changes).toMatchObject({
      hero: { before: { title: "Premium Furniture & Interior Design" }, after: { title: "Furniture for Generations" } },
    });

    // The same post again (a retry) stores the same and records nothing new.
    const again = await post(
      sectionForm("hero", { "hero.title": "Furniture for Generations", "hero.image": "/media/0b7c2b4e-hero.webp" }),
    );
    expect(again.status).toBe(200);
    expect(await auditEntries("content.home-updated")).toHaveLength(2);
  });

  it("features only real portfolio projects on the interior-design page, in the owner's order", async () => {
    expect((await interiorLoader()).projects.map((project) => project.slug)).toEqual([
      "gulberg-residence-living-suite",
    ]);
    const saved = await post(
      sectionForm("interiorProjects", {
        "interiorProjects.0": "kohsar-coatings-head-office",
        "interiorProjects.1": "",
        "interiorProjects.2": "gulberg-residence-living-suite",
      }),
    );
    expect(saved.status).toBe(200);
    const page = await interiorLoader();
    expect(page.projects.map((project) => [project.slug, project.title])).toEqual([
      ["kohsar-coatings-head-office", "Kohsar Coatings Head Office"],
      ["gulberg-residence-living-suite", "Gulberg Residence Living Suite"],
    ]);
  });

  for (const who of ["customer", "visitor"] as const) {
    it(`refuses a ${who}: the page and every save`, async () => {
      const before = await contentSnapshot();
      const cookie = who === "customer" ? content.customerCookie : undefined;
      for (const form of [
        sectionForm("hero", { "hero.title": "Hijacked" }),
        { intent: "partner-add", name: "Intruder", industry: "retail", logoUrl: "/media/x.webp" },
      ]) {
        const response = await thrownResponse(() => postForm(contentAction, "/admin/content", { cookie, form }));
        expect([response.status, response.headers.get("Location")]).toEqual([302, "/auth"]);
      }
      const page = await thrownResponse(() => postForm(contentLoader, "/admin/content", { cookie, form: {} }));
      expect(page.status).toBe(302);
      expect(await contentSnapshot()).toEqual(before);
    });
  }
});

describe("the preview", () => {
  const previewAction = previewRoute.action as Handler;

  it("draws the home page from the drafts sent, saves nothing, and says which sections it could not use", async () => {
    const before = await contentSnapshot();
    const form = {
      ...sectionForm("hero", { "hero.title": "A Draft Title" }),
      // The first statistic's figure left blank (and not counted): that section shows as saved.
      "stats.0.value": "",
      "stats.0.source": "",
    };
    const answer = await previewAction(
      routeArgs(pageRequest("/admin/content/preview", { cookie: content.adminCookie, form })),
    );
    const result = unwrap<{ page: HomePageData; draft: boolean; refused: string[] }>(answer);
    expect(result.body.draft).toBe(true);
    expect(result.body.page.content.hero.title).toBe("A Draft Title");
    expect(result.body.refused).toEqual(["Statistics"]);
    expect(result.body.page.content.stats).toEqual(shownStats((await getHomeContent()).stats, await shopFigures()));
    // Never kept by a browser or a proxy.
    expect(new Headers((answer as { init: ResponseInit }).init.headers).get("Cache-Control")).toBe("private, no-store");
    expect(await contentSnapshot()).toEqual(before);

    const refused = await thrownResponse(() =>
      previewAction(routeArgs(pageRequest("/admin/content/preview", { cookie: content.customerCookie, form }))),
    );
    expect(refused.status).toBe(302);
  });
});
