import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./encoding";

describe("preferredEncoding", () => {
  it("takes Brotli when the browser likes it at least as much as gzip", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("br;q=0.8, gzip;q=0.8")).toBe("br");
    expect(preferredEncoding("BR")).toBe("br");
    expect(preferredEncoding("*")).toBe("br");
  });

  it("takes gzip when Brotli is liked less, refused or not named", () => {
    expect(preferredEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, *")).toBe("gzip");
  });

  it("takes none when neither is taken", () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding("")).toBeUndefined();
    expect(preferredEncoding("identity")).toBeUndefined();
    expect(preferredEncoding("gzip;q=0, br;q=0, *")).toBeUndefined();
  });
});
