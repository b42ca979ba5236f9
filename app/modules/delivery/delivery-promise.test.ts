import { describe, expect, it } from "vitest";
import type { DeliveryPolicy } from "./delivery-policy";
import { deliveryPromise, UNAVAILABLE_TEXT } from "./delivery-promise";
import { demoDeliveryPolicy as policy } from "./demo-delivery-policy";

describe("the product page's delivery promise", () => {
  it("is Standard's last day to the first city, counted from today in Lahore", () => {
    // Noon on Thursday Dec 10 in Lahore: + 28 days = Thu Jan 07, + 2 working days = Sat Jan 09.
    const promise = deliveryPromise(policy, 5, new Date("2026-12-10T07:00:00Z"));
    expect(promise).toEqual({
      kind: "date",
      city: "Lahore",
      by: "2027-01-09",
      text: "Delivered in Lahore by Jan 09",
      detail: "Standard delivery, after 2-4 weeks in our workshop",
    });
  });

  it("counts a late evening as Lahore's day, not UTC's", () => {
    // 23:30 on Thursday Dec 10 in Lahore is 18:30 UTC: still Thursday, so still Jan 09.
    expect(deliveryPromise(policy, 1, new Date("2026-12-10T18:30:00Z"))?.text).toBe("Delivered in Lahore by Jan 09");
    // 00:30 on Friday Dec 11 in Lahore is 19:30 UTC on Thursday: Lahore is already on Friday.
    // Fri Dec 11 + 28 = Fri Jan 08, + 2 working days (Sat, then Mon: Sunday is skipped) = Mon Jan 11.
    expect(deliveryPromise(policy, 1, new Date("2026-12-10T19:30:00Z"))?.text).toBe("Delivered in Lahore by Jan 11");
    // 23:30 UTC on Thursday is 04:30 on Friday in Lahore: Friday's promise too.
    expect(deliveryPromise(policy, 1, new Date("2026-12-10T23:30:00Z"))?.text).toBe("Delivered in Lahore by Jan 11");
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
      text: "Delivered in Islamabad by Dec 16",
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
