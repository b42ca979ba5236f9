import { describe, expect, it } from "vitest";
import { findServicePage } from "./services";

describe("the Delivery & Setup page", () => {
  it("names no free-delivery threshold of its own: each zone's is the delivery policy's (/shipping, checkout)", () => {
    const page = findServicePage("delivery-setup")!;
    // Was 'Free above PKR 100,000', which Lahore (free from PKR 50,000) and Zone 4 (by quote) do not share.
    expect(JSON.stringify(page)).not.toMatch(/free above|PKR 100,000/i);
    const standard = page.pricing.options.find((option) => option.name === "Standard")!;
    expect(standard.price).toBe("Charged by city");
    expect(page.pricing.link).toEqual({ to: "/shipping", label: "Read Our Shipping Policy" });
  });
});
