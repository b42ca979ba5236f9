import { describe, expect, it } from "vitest";
import { demoDeliveryPolicy } from "~/modules/delivery/demo-delivery-policy";
import { addressKey, postalPlace } from "./swatch-address";

describe("the address the monthly limit counts by", () => {
  it("is the same house however it is typed, with or without its city at the end", () => {
    const key = addressKey("House 12, Street 4, Gulberg III", "Lahore");
    for (const [address, city] of [
      ["house 12 street 4  GULBERG-III", "lahore"],
      ["House 12, Street 4, Gulberg III, Lahore", "Lahore"],
      ["House 12, Street 4, Gulberg III", "LHR"],
    ]) {
      expect(addressKey(address!, city!), `${address} / ${city}`).toBe(key);
    }
    expect(addressKey("House 12, Street 4, Gulberg II", "Lahore")).not.toBe(key);
    expect(addressKey("House 12, Street 4, Gulberg III", "Karachi")).not.toBe(key);
  });
});

describe("where swatches are posted", () => {
  it("names the city as the policy spells it, and refuses no city or an address in another one", () => {
    expect(postalPlace(demoDeliveryPolicy, "lahore cantt", "House 1, Street 2")).toMatchObject({
      ok: true,
      city: "Lahore",
    });
    expect(postalPlace(demoDeliveryPolicy, "Narnia", "House 1, Street 2")).toMatchObject({ ok: false, field: "city" });
    expect(postalPlace(demoDeliveryPolicy, "Lahore", "House 5, Clifton, Karachi")).toMatchObject({
      ok: false,
      field: "address",
    });
  });
});
