import { describe, expect, it } from "vitest";
import { defaultShopSettings } from "./settings.defaults";
import {
  allFree,
  consultationPriceShort,
  consultationPrices,
  fillConsultationPrices,
  withConsultationPrices,
} from "./consultation-fees";

const demo = defaultShopSettings.consultationFees;

describe("consultation prices in words", () => {
  it("name the demo's prices the same way in a sentence and in a price slot", () => {
    expect(demo).toEqual({ showroom: 0, home: 15_000, video: 0 });
    expect(consultationPrices(demo)).toBe("free at our showroom or by video call, and PKR 15,000 for a home visit");
    expect(consultationPriceShort(demo)).toBe("Free, or PKR 15,000 for a home visit");
    expect(allFree(demo)).toBe(false);
  });

  it("say one price once when every kind costs the same, and 'free' only when all are", () => {
    const free = { showroom: 0, home: 0, video: 0 };
    expect([consultationPrices(free), consultationPriceShort(free), allFree(free)]).toEqual(["free", "Free", true]);
    const fee = { showroom: 15_000, home: 15_000, video: 15_000 };
    expect(consultationPrices(fee)).toBe("PKR 15,000 per session");
    expect(consultationPriceShort(fee)).toBe("PKR 15,000 per session");
    const paid = { showroom: 10_000, home: 15_000, video: 5_000 };
    expect(consultationPrices(paid)).toBe(
      "PKR 10,000 at our showroom, PKR 15,000 for a home visit, PKR 5,000 by video call",
    );
    expect(consultationPriceShort(paid)).toBe("From PKR 5,000 per session");
  });

  it("fill the content pages' placeholders, and leave everything else of the data as it was", () => {
    expect(fillConsultationPrices("A session: {consultation-prices}. {consultation-fee:home}.", demo)).toBe(
      "A session: free at our showroom or by video call, and PKR 15,000 for a home visit. PKR 15,000 per visit.",
    );
    const icon = { $$typeof: Symbol.for("react.forward_ref"), render: () => null };
    const page = { price: "{consultation-price}", icon, list: ["{consultation-fee:video}", 3] };
    const filled = withConsultationPrices(page, demo);
    expect(filled).toEqual({ price: "Free, or PKR 15,000 for a home visit", icon, list: ["Free", 3] });
    expect(filled.icon).toBe(icon);
  });
});
