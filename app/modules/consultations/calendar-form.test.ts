import { describe, expect, it } from "vitest";
import { defaultCalendar } from "./calendar";
import { calendarChanges, formFromCalendar, parseCalendarForm } from "./calendar-form";
import { calendarSchema } from "./calendar.schema";

const form = (overrides: Record<string, string> = {}) => ({ ...formFromCalendar(defaultCalendar), ...overrides });

describe("the calendar form", () => {
  it("shows the default calendar as text and reads it back unchanged", () => {
    const values = formFromCalendar(defaultCalendar);
    expect(values["hours.mon"]).toBe("11:00-19:00");
    expect(values["hours.fri"]).toBe("11:00-13:00, 15:00-19:00");
    expect(values["hours.sun"]).toBe("");
    expect(values.slotMinutes).toBe("60");
    expect(values.closedDays!.split("\n")).toContain("2026-03-23 Pakistan Day");
    const parsed = parseCalendarForm(values);
    expect(parsed).toEqual({ success: true, data: defaultCalendar });
    expect(calendarSchema.safeParse(defaultCalendar).success).toBe(true);
  });

  it("reads hours as people write them, and 'closed'", () => {
    const parsed = parseCalendarForm(form({ "hours.mon": " 9:30 – 13:00 ,14:00-18:00", "hours.tue": "Closed" }));
    expect(parsed.success && parsed.data.hours.mon).toEqual([
      { start: "09:30", end: "13:00" },
      { start: "14:00", end: "18:00" },
    ]);
    expect(parsed.success && parsed.data.hours.tue).toEqual([]);
  });

  it("refuses hours it cannot read, backwards or overlapping, with a message per day", () => {
    const parsed = parseCalendarForm(
      form({
        "hours.mon": "11 to 7",
        "hours.tue": "19:00-11:00",
        "hours.wed": "11:00-14:00, 13:00-19:00",
        "hours.thu": "25:00-26:00",
      }),
    );
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.errors["hours.mon"]).toMatch(/11:00-19:00/);
    expect(parsed.errors["hours.tue"]).toMatch(/end after it starts/);
    expect(parsed.errors["hours.wed"]).toMatch(/without overlapping/);
    expect(parsed.errors["hours.thu"]).toMatch(/11:00-19:00/);
  });

  it("refuses a length off the 15-minute steps or out of range", () => {
    for (const slotMinutes of ["50", "0", "300", "sixty", ""]) {
      const parsed = parseCalendarForm(form({ slotMinutes }));
      expect(parsed.success ? null : parsed.errors.slotMinutes, slotMinutes).toMatch(/15 minutes to 4 hours/);
    }
  });

  it("refuses closed days that are not dates, have no name, repeat, or hide direction controls, naming the line", () => {
    const cases: [string, RegExp][] = [
      ["2026-12-01 Wedding\n2026-02-30 Nothing", /^Line 2: “2026-02-30” is not a date/],
      ["2026-12-01", /^Line 1: please give the day a name/],
      ["2026-12-01 A\n\n2026-12-01 B", /^Line 3: 2026-12-01 is listed twice/],
      ["2026-12-01 Eid \u202Eevil", /^Line 1: The form contains a character/],
      [`2026-12-01 ${"x".repeat(81)}`, /under 80 characters/],
      ["Pakistan Day 2026-03-23", /^Line 1: “Pakistan” is not a date. Write one closed day per line/],
    ];
    for (const [closedDays, message] of cases) {
      const parsed = parseCalendarForm(form({ closedDays }));
      expect(parsed.success ? null : parsed.errors.closedDays, closedDays).toMatch(message);
    }
  });

  it("records what changed for the audit log: hours, length, days added and removed", () => {
    const parsed = parseCalendarForm(
      form({ "hours.sat": "", slotMinutes: "90", closedDays: "2026-12-31 Year end\n2026-12-25 Quaid-e-Azam Day" }),
    );
    if (!parsed.success) throw new Error("expected a calendar");
    const changes = calendarChanges(defaultCalendar, parsed.data);
    expect(changes["hours.sat"]).toEqual({ before: "11:00-19:00", after: "closed" });
    expect(changes.slotMinutes).toEqual({ before: 60, after: 90 });
    expect(changes["closedDays.added"]).toEqual(["2026-12-31 Year end"]);
    expect(changes["closedDays.removed"]).toContain("2026-03-23 Pakistan Day");
    expect(changes["closedDays.removed"]).not.toContain("2026-12-25 Quaid-e-Azam Day");
    expect(calendarChanges(defaultCalendar, defaultCalendar)).toEqual({});
  });
});
