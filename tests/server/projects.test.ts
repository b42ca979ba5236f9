import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "~/demo/seed.server";
import { getProjectBySlug, listProjects, projectStats } from "~/modules/content/projects.server";
import { setupTestDatabase } from "../setup/test-database";

const database = setupTestDatabase();

beforeAll(async () => {
  await seedDemoData(database.handle.db);
});

describe("listProjects", () => {
  it("lists the whole portfolio, newest completion first and ongoing work on top", async () => {
    const all = await listProjects({});
    expect(all.length).toBeGreaterThanOrEqual(9);
    const dates = all.map((project) => project.completionDate).filter((date): date is string => date !== null);
    expect(dates).toEqual([...dates].sort().reverse());
    const firstDated = all.findIndex((project) => project.completionDate !== null);
    expect(all.slice(0, firstDated).every((project) => project.status === "ongoing")).toBe(true);
  });

  it("filters by category", async () => {
    const rows = await listProjects({ category: "furniture" });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((project) => project.category === "furniture")).toBe(true);
  });

  it("filters by sector", async () => {
    const rows = await listProjects({ sector: "hospitality" });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((project) => project.sector === "hospitality")).toBe(true);
  });

  it("combines category, sector and status", async () => {
    const all = await listProjects({});
    const expected = all.filter(
      (project) =>
        project.category === "interior_design" && project.sector === "residential" && project.status === "completed",
    );
    const rows = await listProjects({ category: "interior_design", sector: "residential", status: "completed" });
    expect(rows.map((project) => project.slug)).toEqual(expected.map((project) => project.slug));
  });

  it("ignores unknown filter values", async () => {
    const all = await listProjects({});
    expect(await listProjects({ category: "kitchens", sector: "'; drop table projects; --", status: "lost" })).toEqual(
      all,
    );
    const hospitality = await listProjects({ sector: "hospitality" });
    expect(await listProjects({ sector: "hospitality", category: "nope" })).toEqual(hospitality);
  });
});

describe("projectStats", () => {
  it("adds up", async () => {
    const all = await listProjects({});
    const stats = await projectStats();
    expect(stats.total).toBe(all.length);
    expect(stats.completed + stats.ongoing).toBe(stats.total);
    expect(stats.completed).toBe((await listProjects({ status: "completed" })).length);
    expect(stats.ongoing).toBe((await listProjects({ status: "ongoing" })).length);
    expect(stats.cities).toBeGreaterThanOrEqual(3);
    expect(stats.cities).toBeLessThanOrEqual(stats.total);
  });
});

describe("getProjectBySlug", () => {
  it("finds a project", async () => {
    const [first] = await listProjects({});
    const project = await getProjectBySlug(first!.slug);
    expect(project?.title).toBe(first!.title);
    expect(project?.images.length).toBeGreaterThan(0);
  });

  it("returns null for an unknown slug", async () => {
    expect(await getProjectBySlug("no-such-project")).toBeNull();
  });
});
