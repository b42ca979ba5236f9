import { describe, expect, it } from "vitest";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import type { ConsultationMailShop, MailBooking } from "./booking-facts";
import { cancellationMail, confirmationMail } from "./customer-mails";

const shop: ConsultationMailShop = {
  ...defaultShopSettings,
  showroom: "Plot 00, Main Boulevard, Gulberg III, Lahore",
  origin: "https://shop.example",
  consultationFees: { showroom: 0, home: 15_000, video: 2_500 },
};

const booking = (kind: MailBooking["kind"]): MailBooking => ({
  id: "6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5",
  number: "C1D2E3F4",
  kind,
  startsAt: new Date("2026-12-07T06:00:00Z"),
  endsAt: new Date("2026-12-07T07:00:00Z"),
  name: "Ayesha Khan",
  email: "ayesha@example.com",
  phone: "+923001234567",
  address: kind === "home" ? "House 7, Street 2, DHA Phase 5, Lahore" : null,
  note: null,
  revision: 0,
});

const priceRow = (text: string) => /^Price +(.+)$/m.exec(text)?.[1];

describe("a booking's mails", () => {
  it("name the booked kind's price as the settings set it", () => {
    const link = "https://shop.example/consultations/C1D2E3F4/cancel?key=k";
    expect(priceRow(confirmationMail(booking("home"), shop, link).text)).toBe("PKR 15,000");
    expect(priceRow(confirmationMail(booking("showroom"), shop, link).text)).toBe("Free");
    expect(priceRow(confirmationMail(booking("video"), shop, link).text)).toBe("PKR 2,500");
  });

  it("leave the price out of a cancellation", () => {
    const mail = cancellationMail(booking("home"), shop, { by: "customer" });
    expect(priceRow(mail.text)).toBeUndefined();
  });
});
