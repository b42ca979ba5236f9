import { describe, expect, it } from "vitest";
import { z } from "zod";
import { altText } from "./alt-text";
import {
  fromImageEntries,
  imageEntryValues,
  imageListField,
  isImageUrl,
  readImageEntries,
  toImageEntries,
  withImageEntries,
} from "./image-list";

const A = "/media/0b6f5d1e-1c2a-4b3c-9d8e-7f6a5b4c3d2e.webp";
const B = "https://cdn.example.com/b.jpg";
const C = "/images/demo/projects/c.webp";

describe("readImageEntries", () => {
  it("reads the gallery's pictures in the order posted, trimmed, with their alt texts", () => {
    const values = {
      "images.0.url": ` ${A} `,
      "images.0.alt": " Front door ",
      "images.1.url": B,
      "images.1.alt": "",
      name: "Not a picture",
    };
    expect(readImageEntries(values)).toEqual([
      { url: A, alt: "Front door" },
      { url: B, alt: "" },
    ]);
  });

  it("orders by the position numbers (the no-JavaScript way), keeping the posted order on ties and blanks", () => {
    const values = {
      ...imageEntryValues([
        { url: A, alt: "a" },
        { url: B, alt: "b" },
        { url: C, alt: "c" },
      ]),
      "images.0.position": "3",
      "images.1.position": "",
      "images.2.position": "1",
    };
    // C asks for 1, B keeps its place (2), A asks for 3.
    expect(readImageEntries(values).map((entry) => entry.alt)).toEqual(["c", "b", "a"]);
    expect(readImageEntries({ ...values, "images.1.position": "3" }).map((entry) => entry.alt)).toEqual([
      "c",
      "a",
      "b",
    ]);
  });

  it("drops ticked Remove boxes and blank addresses, and adds the 'Add by address' box last", () => {
    const values = {
      ...imageEntryValues([
        { url: A, alt: "a" },
        { url: " ", alt: "blank" },
        { url: C, alt: "c" },
      ]),
      "images.0.remove": "on",
      "images.add": ` ${B} `,
    };
    expect(readImageEntries(values)).toEqual([
      { url: C, alt: "c" },
      { url: B, alt: "" },
    ]);
  });

  it("ignores keys that only look like the gallery's", () => {
    expect(readImageEntries({ "images.x.url": A, "images.0.href": A, "images.1234.url": A, images: A })).toEqual([]);
  });
});

describe("imageListField", () => {
  const field = imageListField(3, "project");
  const message = (value: unknown) => field.safeParse(value).error?.issues[0]?.message;

  it("takes the gallery's entries, a list of addresses or the spec's comma-separated text", () => {
    expect(field.parse([{ url: A, alt: " Lounge " }])).toEqual([{ url: A, alt: "Lounge" }]);
    expect(field.parse([A, B])).toEqual([
      { url: A, alt: "" },
      { url: B, alt: "" },
    ]);
    expect(field.parse(` ${A} , ${B} ,`)).toEqual([
      { url: A, alt: "" },
      { url: B, alt: "" },
    ]);
  });

  it("refuses too many pictures, an address the shop may not show, and a long alt text, naming the picture", () => {
    expect(message([A, B, C, A])).toBe("A project has at most 3 images.");
    expect(message([{ url: "javascript:alert(1)", alt: "" }])).toMatch(/'javascript:alert\(1\)' is not an image URL/);
    expect(message([{ url: "/media/../etc/passwd", alt: "" }])).toMatch(/is not an image URL/);
    expect(
      message([
        { url: A, alt: "" },
        { url: B, alt: "x".repeat(201) },
      ]),
    ).toBe("The alt text of picture 2 is too long: please keep it under 200 characters.");
    expect(message([{ url: B, alt: "x".repeat(200) }])).toBeUndefined();
  });

  it("reads a form through withImageEntries, and leaves an `images` value already given alone", () => {
    const schema = z.preprocess(withImageEntries, z.object({ images: field }));
    expect(schema.parse({ "images.0.url": B, "images.0.alt": "b" })).toEqual({ images: [{ url: B, alt: "b" }] });
    expect(schema.parse({ images: [C], "images.0.url": B })).toEqual({ images: [{ url: C, alt: "" }] });
  });
});

describe("the two columns", () => {
  it("splits entries into addresses and alt texts and joins them back, missing alts blank", () => {
    const entries = [
      { url: A, alt: "a" },
      { url: B, alt: "" },
    ];
    expect(fromImageEntries(entries)).toEqual({ images: [A, B], imageAlts: ["a", ""] });
    expect(toImageEntries([A, B], ["a"])).toEqual(entries);
    expect(toImageEntries([A], null)).toEqual([{ url: A, alt: "" }]);
  });

  it("gives the storefront the picture's own alt text, or the item's name", () => {
    expect(altText(["Front", " "], 0, "Villa")).toBe("Front");
    expect(altText(["Front", " "], 1, "Villa")).toBe("Villa");
    expect(altText([], 2, "Villa")).toBe("Villa");
  });
});

describe("isImageUrl", () => {
  it("allows http(s) addresses and our own /media/ and /images/ paths only", () => {
    for (const good of [A, B, C, "http://example.com/x.png", "/media/x.webp?w=400"])
      expect(isImageUrl(good)).toBe(true);
    for (const bad of [
      "ftp://x/y.jpg",
      "/admin/uploads",
      "//evil.example/x.png",
      "/images/../x",
      "data:image/png;base64,AA",
    ]) {
      expect(isImageUrl(bad), bad).toBe(false);
    }
  });
});
