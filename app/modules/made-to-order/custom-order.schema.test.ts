import { describe, expect, it } from "vitest";
import { budgetLabels, timelineLabels } from "~/modules/inbox/custom-order-options";
import { customOrderSchema } from "./custom-order.schema";

const key = "0b5c6f1e-8a0d-4a39-9a3e-2f1d5d8c7b61";

describe("the custom-order schema (browser and server)", () => {
  it("stores the phone canonically and turns blank optional choices into null", () => {
    const parsed = customOrderSchema.parse({
      name: "  Ayesha   Khan ",
      email: "Ayesha@Example.PK",
      phone: "0092 300-123 4567",
      projectType: "renovation",
      description: "Kitchen refit\nwith teak cabinets",
      budget: "",
      timeline: "flexible",
      location: "",
      idempotencyKey: key,
    });
    expect(parsed).toEqual({
      name: "Ayesha Khan",
      email: "ayesha@example.pk",
      phone: "+923001234567",
      projectType: "renovation",
      description: "Kitchen refit\nwith teak cabinets",
      budget: null,
      timeline: "flexible",
      location: null,
      idempotencyKey: key,
    });
  });

  it("labels every budget and timeline of the spec", () => {
    expect(Object.keys(budgetLabels)).toEqual(["under-50k", "50k-100k", "100k-200k", "200k-500k", "above-500k"]);
    expect(budgetLabels["under-50k"]).toBe("Under PKR 50,000");
    expect(Object.keys(timelineLabels)).toEqual(["asap", "1-month", "2-3-months", "3-6-months", "flexible"]);
  });
});

describe("the request form's text", () => {
  it("refuses text-direction controls and control characters, like every form of the shop", () => {
    const base = {
      name: "Ayesha Khan",
      email: "ayesha@example.pk",
      phone: "0300 1234567",
      projectType: "renovation",
      description: "A kitchen",
      idempotencyKey: key,
    };
    for (const [field, value] of [
      ["name", "Ayesha \u202Enahk"],
      ["description", "Kitchen\u0007 refit"],
      ["location", "Lahore\uFFFD"],
    ] as const) {
      const parsed = customOrderSchema.safeParse({ ...base, [field]: value });
      expect(parsed.success, field).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual([field]);
    }
    expect(customOrderSchema.safeParse({ ...base, description: "Line one\nLine two\twith a tab" }).success).toBe(true);
  });
});
