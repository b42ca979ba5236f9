import { describe, expect, it } from "vitest";
import { mediaUrl, mediaWidth, parseMediaFile } from "./media-file";

const id = "0b6f5d1e-1c2a-4b3c-9d8e-7f6a5b4c3d2e";

describe("uploaded image addresses", () => {
  it("names an upload by its id, as WebP", () => {
    expect(mediaUrl(id)).toBe(`/media/${id}.webp`);
    expect(parseMediaFile(`${id}.webp`)).toEqual({ id, format: "webp" });
    expect(parseMediaFile(`${id.toUpperCase()}.AVIF`)).toEqual({ id, format: "avif" });
  });

  it("refuses other names", () => {
    for (const file of [`${id}.png`, `${id}.webp.exe`, "../secret.webp", "x.webp", `${id}`]) {
      expect(parseMediaFile(file)).toBeNull();
    }
  });

  it("serves a catalogue width, else the largest", () => {
    expect(mediaWidth("400")).toBe(400);
    expect(mediaWidth("800")).toBe(800);
    expect(mediaWidth("500")).toBe(1200);
    expect(mediaWidth(null)).toBe(1200);
  });
});
