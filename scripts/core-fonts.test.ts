import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORE_FACES, unicodeRange, writeCoreFonts } from "./core-fonts";

describe("unicodeRange", () => {
  it("joins consecutive characters into runs and keeps single ones apart", () => {
    expect(unicodeRange("abcx")).toBe("U+61-63, U+78");
    expect(unicodeRange("é – —")).toBe("U+20, U+E9, U+2013-2014");
  });

  it("counts a character once, whatever the order", () => {
    expect(unicodeRange("cabbage")).toBe("U+61-63, U+65, U+67");
  });
});

describe("writeCoreFonts", () => {
  it("writes a face for each font, smaller than Fontsource's file it is cut from", async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "core-fonts-"));
    try {
      await writeCoreFonts(process.cwd(), outDir);
      const css = fs.readFileSync(path.join(outDir, "core-fonts.css"), "utf8");
      for (const face of CORE_FACES) {
        const written = fs.statSync(path.join(outDir, face.file)).size;
        expect(written).toBeGreaterThan(5_000);
        expect(written).toBeLessThan(0.75 * fs.statSync(face.source).size);
        expect(css).toContain(`src: url("./${face.file}") format("woff2-variations");`);
      }
      expect(css.match(/@font-face/g)).toHaveLength(CORE_FACES.length);
      expect(css).toContain("unicode-range: U+0-7E, U+A0, U+A9, U+B7, U+C9, U+D7, U+E9, U+2013-2014,");
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});
