import { describe, expect, it } from "vitest";
import { homeAddress, parseBooking } from "./booking.schema";

const form = (overrides: Record<string, string> = {}) => ({
  slot: "2026-12-01T06:00:00.000Z",
  kind: "showroom",
  name: "  Ayesha   Khan ",
  email: "Ayesha@Example.COM",
  phone: "0300-123 4567",
  address: "",
  note: "",
  idempotencyKey: "5f0c2a1e-0000-4000-8000-000000000001",
  ...overrides,
});

describe("the booking form's rules", () => {
  it("tidies the person's fields as the contact form does", () => {
    expect(parseBooking(form())).toEqual({
      success: true,
      data: {
        slot: "2026-12-01T06:00:00.000Z",
        kind: "showroom",
        name: "Ayesha Khan",
        email: "ayesha@example.com",
        phone: "+923001234567",
        address: null,
        note: null,
        idempotencyKey: "5f0c2a1e-0000-4000-8000-000000000001",
      },
    });
  });

  it("names every missing or wrong field at once", () => {
    const parsed = parseBooking({ name: "", email: "a@", phone: "12345", kind: "office", idempotencyKey: "x" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.errors).toEqual({
      slot: "Please choose a time.",
      kind: "Please choose how you would like to meet.",
      name: "Please enter your name.",
      email: "Please enter a valid e-mail address.",
      phone: "Please enter a Pakistani mobile number, e.g. 0300 1234567.",
      idempotencyKey: "This form has expired. Please reload the page.",
    });
  });

  it("asks a home visit for an address in Lahore, and keeps none for the other kinds", () => {
    const missing = parseBooking(form({ kind: "home" }));
    expect(missing.success ? null : missing.errors.address).toBe(
      "Please enter the address in Lahore where we should visit.",
    );
    const home = parseBooking(form({ kind: "home", address: "House 12, Street 4, DHA Phase 6" }));
    expect(home.success && home.data.address).toBe("House 12, Street 4, DHA Phase 6, Lahore");
    const video = parseBooking(form({ kind: "video", address: "House 12, Street 4, DHA Phase 6" }));
    expect(video.success && video.data.address).toBeNull();
  });

  it("refuses a home visit in another city, and text with direction controls", () => {
    expect(homeAddress("Block 5, Clifton, Karachi")).toEqual({
      ok: false,
      message: "We visit homes in Lahore only. For another city, please choose a video call.",
    });
    expect(homeAddress("12 Mall Road, Lahore Cantt")).toEqual({ ok: true, address: "12 Mall Road, Lahore Cantt" });
    // The city is read as checkout reads it (delivery/address-city.ts): look-alike letters do not
    // hide one, a street named after a city is not that city, and the last city named wins.
    expect(homeAddress("Block 5, Clifton, K\u0430rachi")).toMatchObject({ ok: false }); // Cyrillic а
    expect(homeAddress("House 9, Lahore Road, Sheikhupura")).toMatchObject({ ok: false });
    expect(homeAddress("45 Multan Road, Lahore")).toEqual({ ok: true, address: "45 Multan Road, Lahore" });
    expect(homeAddress("45 Multan Road, Samanabad")).toEqual({
      ok: true,
      address: "45 Multan Road, Samanabad, Lahore",
    });
    const unsafe = parseBooking(form({ note: "See \u202Eevil" }));
    expect(unsafe.success ? null : unsafe.errors.note).toMatch(/character we do not accept/);
  });
});
