import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, mediaVariants, projects } from "~/db/schema";
import { listProjects } from "~/modules/content/projects.server";
import * as projectEditRoute from "~/routes/admin/project-edit";
import * as projectsRoute from "~/routes/admin/projects";
import * as projectRoute from "~/routes/storefront/project";
import { freshIp, ORIGIN, routeArgs } from "../setup/accounts";
import { projectForm, setupAdminContent, total } from "../setup/admin-content";

/**
 * The Projects tab, driven through its route modules as the server runs them:
 * an admin's session cookie, a form post.
 */
const content = setupAdminContent();
const { post, load } = content;

const projectBySlug = async (slug: string) => (await db().select().from(projects).where(eq(projects.slug, slug)))[0];

describe("projects", () => {
  it("adds a project with a slug from its title; a blank completion date is none", async () => {
    const result = await post(projectsRoute.action, "/admin/projects", projectForm());
    expect(result.body.notice).toMatchObject({ tone: "success", text: "Project added successfully!" });
    const project = await projectBySlug("askari-villa-lounge");
    expect(project).toMatchObject({
      title: "Askari Villa Lounge",
      category: "interior_design",
      sector: "residential",
      status: "ongoing",
      images: ["/images/projects/a.jpg", "https://cdn.example/b.jpg"],
      imageAlts: ["", "The lounge from the garden door"],
      completionDate: null,
    });
    // The public portfolio reads the table on every request: the project is there at once.
    expect((await listProjects({ sector: "residential" })).map((row) => row.slug)).toContain("askari-villa-lounge");
  });

  it("numbers the slug of a second project with the same title, and lists newest first", async () => {
    await post(
      projectsRoute.action,
      "/admin/projects",
      projectForm({ completionDate: "2024-01-05", status: "completed" }),
    );
    expect(await projectBySlug("askari-villa-lounge-2")).toMatchObject({ completionDate: "2024-01-05" });
    const page = await load(projectsRoute.loader, "/admin/projects");
    expect(page.projects.slice(0, 2).map((row: { slug: string }) => row.slug)).toEqual([
      "askari-villa-lounge-2",
      "askari-villa-lounge",
    ]);
  });

  it("refuses a project without a title, with a bad category or a bad date, adding nothing", async () => {
    const before = await total(projects);
    for (const [field, value] of [
      ["title", ""],
      ["category", "kitchens"],
      ["completionDate", "2024-02-30"],
      ["images", "javascript:alert(1)"],
    ]) {
      const result = await post(projectsRoute.action, "/admin/projects", projectForm({ [field!]: value! }));
      expect(result.status).toBe(400);
      expect(result.body.notice?.text).toBe("Failed to add project.");
      expect(Object.keys(result.body.errors ?? {})).toEqual([field]);
    }
    expect(await total(projects)).toBe(before);
  });

  it("edits a project, keeping its address, and clears its completion date when blank", async () => {
    const project = (await projectBySlug("askari-villa-lounge-2"))!;
    const page = await load(projectEditRoute.loader, `/admin/projects/${project.id}`, { id: project.id });
    expect(page.project).toMatchObject({ title: "Askari Villa Lounge", completionDate: "2024-01-05" });

    const result = await post(
      projectEditRoute.action,
      `/admin/projects/${project.id}`,
      projectForm({ intent: "update", title: "Askari Villa Dining", sector: "hospitality", completionDate: "" }),
      { id: project.id },
    );
    expect(result.body.notice).toMatchObject({ tone: "success", text: "Project updated successfully!" });
    expect(await projectBySlug("askari-villa-lounge-2")).toMatchObject({
      title: "Askari Villa Dining",
      sector: "hospitality",
      completionDate: null,
    });
    expect((await listProjects({ sector: "hospitality" })).map((row) => row.title)).toContain("Askari Villa Dining");
  });

  it("answers 404 for an unknown project and refuses to update it", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    await expect(load(projectEditRoute.loader, `/admin/projects/${missing}`, { id: missing })).rejects.toMatchObject({
      init: { status: 404 },
    });
    const result = await post(projectEditRoute.action, "/admin/projects/x", projectForm({ intent: "update" }), {
      id: "x",
    });
    expect(result).toMatchObject({
      status: 404,
      body: { notice: { text: expect.stringMatching(/^Failed to update project\./) } },
    });
  });

  it("deletes a project, which leaves the portfolio at once", async () => {
    const project = (await projectBySlug("askari-villa-lounge"))!;
    const result = await post(projectsRoute.action, "/admin/projects", { intent: "delete", id: project.id });
    expect(result.body.notice).toMatchObject({ tone: "success", text: "Project deleted successfully!" });
    expect(await projectBySlug("askari-villa-lounge")).toBeUndefined();
    expect((await listProjects()).map((row) => row.slug)).not.toContain("askari-villa-lounge");
    const again = await post(projectsRoute.action, "/admin/projects", { intent: "delete", id: project.id });
    expect(again).toMatchObject({
      status: 404,
      body: { notice: { text: expect.stringMatching(/^Failed to delete project\./) } },
    });
  });
});

const A = "/images/projects/a.jpg";
const B = "https://cdn.example/b.jpg";
const C = "/images/projects/c.jpg";

/** The edit form with the gallery's fields for these pictures, in this order. */
const galleryForm = (pictures: { url: string; alt: string; position?: string; remove?: boolean }[]) => {
  const form: Record<string, string> = projectForm({ intent: "update", title: "Shalimar Courtyard" });
  for (const key of Object.keys(form)) if (key.startsWith("images.")) delete form[key];
  pictures.forEach((picture, index) => {
    form[`images.${index}.url`] = picture.url;
    form[`images.${index}.alt`] = picture.alt;
    if (picture.position) form[`images.${index}.position`] = picture.position;
    if (picture.remove) form[`images.${index}.remove`] = "on";
  });
  return form;
};

describe("a project's pictures", () => {
  const saved = async (slug: string) => {
    const row = (await projectBySlug(slug))!;
    return row.images.map((url, index) => ({ url, alt: row.imageAlts[index] ?? "" }));
  };

  it("saves them in the order posted, each with its alt text, and the public page shows that order", async () => {
    await post(projectsRoute.action, "/admin/projects", projectForm({ title: "Shalimar Courtyard" }));
    const project = (await projectBySlug("shalimar-courtyard"))!;
    const pictures = [
      { url: C, alt: "The courtyard at dusk" },
      { url: A, alt: "" },
      { url: B, alt: "The fountain" },
    ];
    const result = await post(projectEditRoute.action, `/admin/projects/${project.id}`, galleryForm(pictures), {
      id: project.id,
    });
    expect(result.body.notice).toMatchObject({ tone: "success" });
    expect(await saved("shalimar-courtyard")).toEqual(pictures);
    // The public page reads them in the same order, alt texts beside.
    const page = await projectRoute.loader({ params: { slug: "shalimar-courtyard" } } as never);
    expect(page).toMatchObject({ images: [C, A, B], imageAlts: ["The courtyard at dusk", "", "The fountain"] });
    // The change is audited, before and after.
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "project.updated"), eq(auditLog.targetId, project.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry!.changes).toMatchObject({
      images: { before: [A, B], after: [C, A, B] },
      imageAlts: {
        before: ["", "The lounge from the garden door"],
        after: ["The courtyard at dusk", "", "The fountain"],
      },
    });
  });

  it("reorders by position numbers and removes by the Remove box (the form without JavaScript), adding an address last", async () => {
    const project = (await projectBySlug("shalimar-courtyard"))!;
    const form = {
      ...galleryForm([
        { url: C, alt: "The courtyard at dusk", position: "3" },
        { url: A, alt: "", remove: true },
        { url: B, alt: "The fountain", position: "1" },
      ]),
      "images.add": "https://cdn.example/d.jpg",
    };
    await post(projectEditRoute.action, `/admin/projects/${project.id}`, form, { id: project.id });
    expect(await saved("shalimar-courtyard")).toEqual([
      { url: B, alt: "The fountain" },
      { url: C, alt: "The courtyard at dusk" },
      { url: "https://cdn.example/d.jpg", alt: "" },
    ]);
  });

  it("refuses an address it may not show or a long alt text, naming the picture, changing nothing", async () => {
    const project = (await projectBySlug("shalimar-courtyard"))!;
    const before = await saved("shalimar-courtyard");
    for (const [form, message] of [
      [{ ...galleryForm([{ url: B, alt: "" }]), "images.add": "javascript:alert(1)" }, /is not an image URL/],
      [galleryForm([{ url: "/admin/uploads", alt: "" }]), /is not an image URL/],
      [
        galleryForm([
          { url: A, alt: "" },
          { url: B, alt: "x".repeat(201) },
        ]),
        /alt text of picture 2 is too long/,
      ],
    ] as const) {
      const result = await post(projectEditRoute.action, `/admin/projects/${project.id}`, form, { id: project.id });
      expect(result.status).toBe(400);
      expect(result.body.errors?.images).toMatch(message);
    }
    expect(await saved("shalimar-courtyard")).toEqual(before);
  });

  it("stores pictures sent with the form itself (no JavaScript), after the others, in one go", async () => {
    const project = (await projectBySlug("shalimar-courtyard"))!;
    const body = new FormData();
    for (const [key, value] of Object.entries(galleryForm([{ url: B, alt: "The fountain" }]))) body.set(key, value);
    for (const [name, colour] of [
      ["red.png", "#c0392b"],
      ["green.png", "#27ae60"],
    ] as const) {
      const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
        .png()
        .toBuffer();
      body.append("upload", new File([new Uint8Array(png)], name, { type: "image/png" }));
    }
    const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": freshIp(), cookie: content.adminCookie });
    const request = new Request(`${ORIGIN}/admin/projects/${project.id}`, { method: "POST", headers, body });
    await projectEditRoute.action({ ...routeArgs<object>(request), params: { id: project.id } } as never);
    const pictures = await saved("shalimar-courtyard");
    expect(pictures.map((picture) => picture.alt)).toEqual(["The fountain", "", ""]);
    for (const picture of pictures.slice(1)) {
      const id = /^\/media\/([0-9a-f-]{36})\.webp$/.exec(picture.url)?.[1];
      expect(id, picture.url).toBeDefined();
      expect(await db().select().from(mediaVariants).where(eq(mediaVariants.imageId, id!))).toHaveLength(6);
    }
  });
});
