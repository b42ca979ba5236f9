import { describe, expect, it } from "vitest";
import { defaultHomeContent } from "./home";
import { formFromHomeContent, parseHomeSection } from "./home-content-form";
import { HOME_SECTION_NAMES, homeContentFrom } from "./home-content.schema";

describe("the home content's forms", () => {
  it("read back every section of the defaults as they were", () => {
    const values = formFromHomeContent(defaultHomeContent);
    for (const section of HOME_SECTION_NAMES) {
      expect(parseHomeSection(section, values)).toMatchObject({ success: true, data: defaultHomeContent[section] });
    }
  });

  it("leave blank rows out and name a message by the row the owner sees", () => {
    const values = {
      "stats.0.value": "",
      "stats.0.label": "",
      "stats.3.value": "99+",
      "stats.3.label": "",
      "stats.5.value": "7",
      "stats.5.label": "Cities",
    };
    expect(parseHomeSection("stats", values)).toEqual({
      success: false,
      errors: { "stats.3.label": "Please enter the label." },
    });
    expect(parseHomeSection("stats", { ...values, "stats.3.label": "Rooms" })).toMatchObject({
      success: true,
      data: [
        { value: "99+", label: "Rooms" },
        { value: "7", label: "Cities" },
      ],
      rows: [3, 5],
    });
  });

  it("split a service's features by line", () => {
    const values = {
      ...formFromHomeContent(defaultHomeContent),
      "services.1.features": " Made to Measure \r\n\nTeak ",
    };
    const parsed = parseHomeSection("services", values);
    expect(parsed.success && parsed.data[1]!.features).toEqual(["Made to Measure", "Teak"]);
  });
});

describe("the stored content", () => {
  it("is the defaults when there is none, and a section that no longer passes falls back alone", () => {
    expect(homeContentFrom(undefined)).toEqual(defaultHomeContent);
    // A statistic saved before figures could be counted has no source: it reads as a typed one.
    const stats = [{ value: "12", label: "Cities" }];
    const stored = { hero: { title: 42 }, stats, collections: "broken" };
    expect(homeContentFrom(stored)).toEqual({ ...defaultHomeContent, stats: [{ ...stats[0], source: "" }] });
  });
});
