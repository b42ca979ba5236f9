import { describe, expect, it } from "vitest";
import {
  categoryLabels,
  cityOf,
  parseProjectFilters,
  projectCategories,
  projectSectors,
  projectStatuses,
  sectorLabels,
  statusLabels,
} from "./projects";

describe("project labels", () => {
  it("names every category, sector and status", () => {
    expect(projectCategories.map((value) => categoryLabels[value])).toEqual([
      "Interior Design",
      "Furniture",
      "Home Décor",
    ]);
    expect(projectSectors.map((value) => sectorLabels[value])).toEqual([
      "Residential",
      "Commercial",
      "Hospitality",
      "Office",
    ]);
    expect(projectStatuses.map((value) => statusLabels[value])).toEqual(["Completed", "Ongoing"]);
  });
});

describe("parseProjectFilters", () => {
  it("keeps known values", () => {
    expect(parseProjectFilters({ category: "furniture", sector: "hospitality", status: "completed" })).toEqual({
      category: "furniture",
      sector: "hospitality",
      status: "completed",
    });
  });

  it("ignores unknown, empty and missing values", () => {
    expect(parseProjectFilters({ category: "kitchens", sector: "", status: null })).toEqual({});
    expect(parseProjectFilters({ sector: "Hospitality" })).toEqual({});
    expect(parseProjectFilters({})).toEqual({});
  });
});

describe("cityOf", () => {
  it("takes the city from a location", () => {
    expect(cityOf("Gulberg III, Lahore")).toBe("Lahore");
    expect(cityOf("Zamzama, Clifton, Karachi")).toBe("Karachi");
    expect(cityOf("Murree, Punjab")).toBe("Murree");
    expect(cityOf("Islamabad")).toBe("Islamabad");
    expect(cityOf("  ")).toBeNull();
    expect(cityOf(null)).toBeNull();
  });
});
