import { describe, expect, it } from "vitest";
import type { DeliveryPolicy } from "./delivery-policy";
import { deliveryPromise, UNAVAILABLE_TEXT } from "./delivery-promise";
import { demoDeliveryPolicy as policy } from "./demo-delivery-policy";

describe("the product page's delivery promise", () => {
  it("is Standard's last day to the first city, counted from today in Lahore, with its year", () => {
    // Noon on Thursday Dec 10 in Lahore: + 28 days = Thu Jan 07, + 2 working days = Sat Jan 09.
    const promise = deliveryPromise(policy, 5, new Date("2026-12-10T07:00:00Z"));
    expect(promise).toEqual({
      kind: "date",
      city: "Lahore",
      chosen: false,
      by: "2027-01-09",
      fee: null,
      text: "Delivered in Lahore by Jan 09, 2027",
      detail: "Standard delivery, after 2-4 weeks in our workshop",
    });
  });

  it("waits for a piece made to order: its making time replaces a shorter workshop lead (issue 34)", () => {
    // Noon on Thursday Dec 10: 8 weeks = 56 days, Thu Feb 04, + 2 working days = Sat Feb 06.
    const promise = deliveryPromise(policy, 10, new Date("2026-12-10T07:00:00Z"), null, 56);
    expect(promise).toMatchObject({ by: "2027-02-06", text: "Delivered in Lahore by Feb 06, 2027" });
    expect(promise?.kind === "date" && promise.detail).toBe("Standard delivery, after 8 weeks in our workshop");
    // To a chosen city, by checkout's own quote, with the same making time.
    const karachi = deliveryPromise(
      policy,
      10,
      new Date("2026-12-10T07:00:00Z"),
      { city: "Karachi", subtotal: 100_000 },
      56,
    );
    const plain = deliveryPromise(policy, 10, new Date("2026-12-10T07:00:00Z"), { city: "Karachi", subtotal: 100_000 });
    expect(karachi?.kind === "date" && plain?.kind === "date" && karachi.by > plain.by).toBe(true);
  });

  it("counts a late evening as Lahore's day, not UTC's", () => {
    // 23:30 on Thursday Dec 10 in Lahore is 18:30 UTC: still Thursday, so still Jan 09.
    expect(deliveryPromise(policy, 1, new Date("2026-12-10T18:30:00Z"))?.text).toBe(
      "Delivered in Lahore by Jan 09, 2027",
    );
    // 00:30 on Friday Dec 11 in Lahore is 19:30 UTC on Thursday: Lahore is already on Friday.
    // Fri Dec 11 + 28 = Fri Jan 08, + 2 working days (Sat, then Mon: Sunday is skipped) = Mon Jan 11.
    expect(deliveryPromise(policy, 1, new Date("2026-12-10T19:30:00Z"))?.text).toBe(
      "Delivered in Lahore by Jan 11, 2027",
    );
    // 23:30 UTC on Thursday is 04:30 on Friday in Lahore: Friday's promise too.
    expect(deliveryPromise(policy, 1, new Date("2026-12-10T23:30:00Z"))?.text).toBe(
      "Delivered in Lahore by Jan 11, 2027",
    );
  });

  it("follows the policy as the admin edits it", () => {
    const faster: DeliveryPolicy = {
      ...policy,
      zones: [{ ...policy.zones[1]!, transitDays: { min: 1, max: 1 } }],
      options: policy.options.map((option) =>
        option.id === "standard" ? { ...option, leadDays: { min: 3, max: 5 } } : option,
      ),
    };
    // Thu Dec 10 + 5 = Tue Dec 15, + 1 working day = Wed Dec 16; the first city is Islamabad's zone's.
    expect(deliveryPromise(faster, 2, new Date("2026-12-10T07:00:00Z"))).toMatchObject({
      text: "Delivered in Islamabad by Dec 16, 2026",
      detail: "Standard delivery, after 3-5 days in our workshop",
    });
  });

  it("gives the lead time as text when the policy names no city to count to", () => {
    const noZones: DeliveryPolicy = { ...policy, zones: [] };
    expect(deliveryPromise(noZones, 2, new Date("2026-12-10T07:00:00Z"))).toEqual({
      kind: "lead",
      text: "Usually delivered in 2-4 weeks",
      detail: "Standard delivery, after 2-4 weeks in our workshop",
    });
  });

  it("promises nothing the policy does not support, nor for a piece out of stock", () => {
    const noStandard: DeliveryPolicy = { ...policy, options: policy.options.filter((o) => o.id !== "standard") };
    expect(deliveryPromise(noStandard, 2, new Date("2026-12-10T07:00:00Z"))).toBeNull();
    expect(deliveryPromise(policy, 0, new Date("2026-12-10T07:00:00Z"))).toEqual({
      kind: "unavailable",
      text: UNAVAILABLE_TEXT,
    });
  });
});

describe("the promise to the city the buyer chose", () => {
  // Noon on Thursday Dec 10 in Lahore: Standard's last production day is Thu Jan 07, 2027.
  const now = new Date("2026-12-10T07:00:00Z");
  const to = (city: string, subtotal: number, stock = 3) => deliveryPromise(policy, stock, now, { city, subtotal });

  it("names the city, the last day of its window with the year, and checkout's charge for the piece", () => {
    // Zone 3: + 5 working days (Fri, Sat, Mon, Tue, Wed) = Wed Jan 13; PKR 12,000 below PKR 100,000.
    expect(to("Karachi", 60_000)).toEqual({
      kind: "date",
      city: "Karachi",
      chosen: true,
      by: "2027-01-13",
      fee: 12_000,
      text: "Delivered to Karachi by Jan 13, 2027, PKR 12,000",
      detail: "Standard delivery, after 2-4 weeks in our workshop",
    });
    // Zone 2: + 3 working days = Mon Jan 11; PKR 7,500 below PKR 75,000.
    expect(to("Islamabad", 74_999)?.text).toBe("Delivered to Islamabad by Jan 11, 2027, PKR 7,500");
  });

  it("says 'free delivery' where the piece's price meets the zone's threshold, and charges one rupee below it", () => {
    expect(to("Lahore", 50_000)).toMatchObject({ fee: 0, text: "Delivered to Lahore by Jan 09, 2027, free delivery" });
    expect(to("Lahore", 49_999)?.text).toBe("Delivered to Lahore by Jan 09, 2027, PKR 3,500");
    expect(to("Karachi", 100_000)?.text).toBe("Delivered to Karachi by Jan 13, 2027, free delivery");
  });

  it("says honestly that a city priced by quote is priced at checkout, with no date nor charge", () => {
    const gilgit = to("Gilgit", 60_000);
    expect(gilgit).toEqual({
      kind: "quote",
      city: "Gilgit",
      text: "Delivery to Gilgit is priced by quote at checkout",
      detail: "Standard delivery, after 2-4 weeks in our workshop",
    });
    // A city of Pakistan in no zone is by quote too: no zone's fee or window is borrowed for it.
    expect(to("Sargodha", 600_000)?.text).toBe("Delivery to Sargodha is priced by quote at checkout");
    expect(JSON.stringify(gilgit)).not.toMatch(/PKR|2027/);
  });

  it("keeps the first city's promise without a chosen city", () => {
    expect(deliveryPromise(policy, 3, now, null)?.text).toBe("Delivered in Lahore by Jan 09, 2027");
  });

  it("promises nothing for a piece out of stock, whatever the city", () => {
    expect(to("Karachi", 60_000, 0)).toEqual({ kind: "unavailable", text: UNAVAILABLE_TEXT });
    expect(to("Gilgit", 60_000, 0)).toEqual({ kind: "unavailable", text: UNAVAILABLE_TEXT });
  });

  it("follows the policy as the admin edits it: a zone's new charge and threshold", () => {
    const edited: DeliveryPolicy = {
      ...policy,
      zones: policy.zones.map((zone) =>
        zone.id === "zone-3"
          ? { ...zone, pricing: { kind: "priced", freeAbove: 200_000, standardCharge: 6_500 } }
          : zone,
      ),
    };
    expect(deliveryPromise(edited, 1, now, { city: "Karachi", subtotal: 150_000 })?.text).toBe(
      "Delivered to Karachi by Jan 13, 2027, PKR 6,500",
    );
  });
});
