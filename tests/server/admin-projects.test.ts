import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { projects } from "~/db/schema";
import { listProjects } from "~/modules/content/projects.server";
import * as projectEditRoute from "~/routes/admin/project-edit";
import * as projectsRoute from "~/routes/admin/projects";
import { projectForm, setupAdminContent, total } from "../setup/admin-content";

/**
 * The Projects tab, driven through its route modules as the server runs them:
 * an admin's session cookie, a form post.
 */
const { post, load } = setupAdminContent();

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
