import { describe, expect, it } from "vitest";
import { whatsAppUrl } from "./whatsapp";

describe("WhatsApp links", () => {
  it.each([
    "0300 1234567",
    "03001234567",
    "0300-1234567",
    "+92 300 1234567",
    "+92-300-1234567",
    "+923001234567",
    "92 300 1234567",
    "923001234567",
    "0092 300 1234567",
    "(0300) 123-4567",
    "  +92 300 1234567  ",
  ])("opens a chat with %j", (phone) => {
    expect(whatsAppUrl(phone)).toBe("https://wa.me/923001234567");
  });

  it("takes the shop's default number", () => {
    expect(whatsAppUrl("+92 300 0000000")).toBe("https://wa.me/923000000000");
  });

  it("takes a number abroad written in international form", () => {
    expect(whatsAppUrl("+44 7700 900123")).toBe("https://wa.me/447700900123");
    expect(whatsAppUrl("00971 50 123 4567")).toBe("https://wa.me/971501234567");
  });

  it.each([
    "",
    "   ",
    "n/a",
    "WhatsApp us",
    "https://wa.me/923001234567",
    "0300 123456",
    "0300 12345678",
    "+92 300 12345",
    "+92 42 0000 0000",
    "042 1234567",
    "7700 900123",
    "+0 300 1234567",
    "+1234",
    "+1 234 567 890 123 456",
  ])("refuses %j", (phone) => {
    expect(whatsAppUrl(phone)).toBeNull();
    expect(whatsAppUrl(phone, "Hello")).toBeNull();
  });

  it("prefills an encoded message", () => {
    expect(whatsAppUrl("0300 1234567", "Hello, about my order #A1B2C3D4")).toBe(
      "https://wa.me/923001234567?text=Hello%2C%20about%20my%20order%20%23A1B2C3D4",
    );
    expect(
      whatsAppUrl(
        "0300 1234567",
        "Is the Oak & Brass Sofa (3-seater) in stock? https://shop.example/furniture/oak-sofa?a=1",
      ),
    ).toBe(
      "https://wa.me/923001234567?text=Is%20the%20Oak%20%26%20Brass%20Sofa%20(3-seater)%20in%20stock%3F%20https%3A%2F%2Fshop.example%2Ffurniture%2Foak-sofa%3Fa%3D1",
    );
    expect(whatsAppUrl("0300 1234567", "سلام، آرڈر")).toBe(
      `https://wa.me/923001234567?text=${encodeURIComponent("سلام، آرڈر")}`,
    );
  });

  it("leaves out an empty message", () => {
    expect(whatsAppUrl("0300 1234567", "")).toBe("https://wa.me/923001234567");
    expect(whatsAppUrl("0300 1234567", "  ")).toBe("https://wa.me/923001234567");
  });
});
