import { describe, expect, it } from "vitest";
import {
  categoryLabels,
  cityOf,
  formatProjectDate,
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

describe("formatProjectDate", () => {
  it("formats a calendar date as 'Jan 05, 2024'", () => {
    expect(formatProjectDate("2024-01-05")).toBe("Jan 05, 2024");
    expect(formatProjectDate("2023-12-31")).toBe("Dec 31, 2023");
  });

  it("uses Lahore's time zone for instants", () => {
    // 20:00 UTC on 4 January is 01:00 on 5 January in Pakistan
    expect(formatProjectDate(new Date("2024-01-04T20:00:00Z"))).toBe("Jan 05, 2024");
    expect(formatProjectDate("2024-01-04T18:00:00Z")).toBe("Jan 04, 2024");
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
