import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { FeaturedCollections } from "./components/featured-collections";
import { defaultHomeContent } from "./home";
import { shownCollections } from "./shown-collections";

// Issue 33, part 8: each collection shows and leads to its own category's products, priced
// 'From ₨ 27,500' (the spec's sign, kept by DECISIONS); one whose category sells nothing is not drawn.

const [dining, bedroom] = defaultHomeContent.collections;
const draw = (fromPrices: Record<string, number>) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(FeaturedCollections, { collections: defaultHomeContent.collections, fromPrices }),
    ),
  );

describe("the featured collections", () => {
  it("price each from its own category as 'From ₨ 27,500', and lead there", () => {
    const html = draw({ "dining-room": 27_500, bedroom: 1_000 });
    const prices = [...html.matchAll(/data-testid="collection-from-price"[^>]*>(.*?)<\/p>/g)].map((match) =>
      match[1]!.replace(/<[^>]+>/g, ""),
    );
    expect(prices).toEqual(["From ₨ 27,500", "From ₨ 1,000"]);
    expect(html).toContain('href="/furniture/dining-room"');
    expect(html).toContain('href="/furniture/bedroom"');
  });

  it("leave out a collection whose category has nothing for sale, and the section when none is left", () => {
    const html = draw({ bedroom: 45_000 });
    expect(html).toContain(bedroom!.title);
    expect(html).not.toContain(dining!.title);
    expect(html).not.toContain('href="/furniture/dining-room"');
    expect(html).toContain("The room our clients ask for most");
    expect(draw({})).toBe("");
  });

  it("keep the owner's order and their own fields", () => {
    const chosen = [bedroom!, dining!, { ...dining!, category: "nursery" }];
    expect(shownCollections(chosen, { "dining-room": 1, bedroom: 2 })).toEqual([bedroom, dining]);
    // A category named like an object's own property is not 'priced' by it.
    expect(shownCollections([{ category: "constructor" }], {})).toEqual([]);
  });
});
