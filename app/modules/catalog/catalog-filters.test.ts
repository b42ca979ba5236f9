import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  catalogSearch,
  isFiltered,
  MAX_PAGE,
  MAX_QUERY_LENGTH,
  parseCatalogFilters,
  SORTS,
  type CatalogFilters,
} from "./catalog-filters";
import { MAX_PRICE } from "~/utils/money";

const parse = (query: string | Record<string, string>, pathCategory?: string) =>
  parseCatalogFilters(new URLSearchParams(query), pathCategory);

const defaults: CatalogFilters = {
  q: "",
  category: null,
  sort: "newest",
  minPrice: null,
  maxPrice: null,
  inStock: false,
  onSale: false,
  options: [],
  page: 1,
};

describe("parseCatalogFilters", () => {
  it("reads an empty query as the default view", () => {
    expect(parse("")).toEqual(defaults);
  });

  it("reads every parameter", () => {
    expect(parse("q=walnut+sofa&category=living-room&sort=price-desc&min=50000&max=300000&stock=in&page=3")).toEqual({
      q: "walnut sofa",
      category: "living-room",
      sort: "price-desc",
      minPrice: 50_000,
      maxPrice: 300_000,
      inStock: true,
      onSale: false,
      options: [],
      page: 3,
    });
  });

  it("reads option values as name:value, lower-cased and in one order, dropping what makes no sense", () => {
    const options = parse(
      "opt=Size:3-Seater&opt=fabric:%20Velvet&opt=fabric:velvet&opt=nocolon&opt=:linen&opt=fabric:<b>&opt=finish:",
    ).options;
    expect(options).toEqual([
      { name: "fabric", value: "velvet" },
      { name: "size", value: "3-seater" },
    ]);
    const many = Array.from({ length: 12 }, (_, n) => `opt=colour:c${n}`).join("&");
    expect(parse(many).options).toHaveLength(8);
  });

  it("accepts every sort, relevance only with search words", () => {
    for (const sort of SORTS) {
      expect(parse({ q: "sofa", sort }).sort).toBe(sort);
      expect(parse({ sort }).sort).toBe(sort === "relevance" ? "newest" : sort);
    }
  });

  it("defaults to relevance with search words and to newest without", () => {
    expect(parse({ q: "sofa" }).sort).toBe("relevance");
    expect(parse({}).sort).toBe("newest");
    expect(parse({ q: "   " }).sort).toBe("newest");
  });

  it("ignores an unknown sort", () => {
    expect(parse({ sort: "bogus" }).sort).toBe("newest");
    expect(parse({ sort: "bogus", q: "sofa" }).sort).toBe("relevance");
    expect(parse({ sort: "PRICE-ASC" }).sort).toBe("newest");
    expect(parse({ sort: "" }).sort).toBe("newest");
  });

  it("ignores a page that is not a positive whole number", () => {
    for (const page of ["-3", "abc", "0", "1.5", "2e3", "", " ", "0x10", "99999999999", "١٢"]) {
      expect(parse({ page }).page, page).toBe(1);
    }
  });

  it("reads a page with surrounding spaces, and caps a huge page at MAX_PAGE", () => {
    expect(parse({ page: " 7 " }).page).toBe(7);
    expect(parse({ page: String(MAX_PAGE) }).page).toBe(MAX_PAGE);
    expect(parse({ page: String(MAX_PAGE + 1) }).page).toBe(MAX_PAGE);
    expect(parse({ page: "9999999999" }).page).toBe(MAX_PAGE);
  });

  it("ignores a price that is not a whole number of rupees within range", () => {
    for (const value of ["abc", "-5", "5.5", "1e3", "", "Infinity", "NaN", String(MAX_PRICE + 1), "99999999999"]) {
      expect(parse({ min: value }).minPrice, `min=${value}`).toBeNull();
      expect(parse({ max: value }).maxPrice, `max=${value}`).toBeNull();
    }
    expect(parse({ min: "0", max: String(MAX_PRICE) })).toMatchObject({ minPrice: 0, maxPrice: MAX_PRICE });
    expect(parse({ min: " 1500 " }).minPrice).toBe(1500);
  });

  it("keeps the good half of a range when the other half is bad", () => {
    expect(parse({ min: "abc", max: "5000" })).toMatchObject({ minPrice: null, maxPrice: 5000 });
    expect(parse({ min: "5000", max: "-5" })).toMatchObject({ minPrice: 5000, maxPrice: null });
  });

  it("swaps a reversed price range", () => {
    expect(parse({ min: "90000", max: "10000" })).toMatchObject({ minPrice: 10_000, maxPrice: 90_000 });
    expect(parse({ min: "5000", max: "5000" })).toMatchObject({ minPrice: 5000, maxPrice: 5000 });
  });

  it("ignores a category that is not a slug", () => {
    for (const category of [
      "../etc",
      "..%2Fetc",
      "Bedroom",
      "living room",
      "-bedroom",
      "bedroom-",
      "a--b",
      "bed/room",
      "",
    ]) {
      expect(parse({ category }).category, category).toBeNull();
    }
    expect(parse({ category: "dining-room" }).category).toBe("dining-room");
  });

  it("takes the category from the path over the query", () => {
    expect(parse({ category: "office" }, "bedroom").category).toBe("bedroom");
    expect(parse({}, "outdoor").category).toBe("outdoor");
    expect(parse({ category: "office" }, "../etc").category).toBeNull();
  });

  it("filters to stock only for stock=in", () => {
    expect(parse({ stock: "in" }).inStock).toBe(true);
    for (const stock of ["yes", "true", "1", "IN", ""]) expect(parse({ stock }).inStock, stock).toBe(false);
  });

  it("collapses whitespace in the search words and trims them", () => {
    expect(parse({ q: "  walnut \t\n  sofa  " }).q).toBe("walnut sofa");
  });

  it("truncates a 1000-character query to MAX_QUERY_LENGTH", () => {
    const filters = parse({ q: "x".repeat(1000) });
    expect(filters.q).toBe("x".repeat(MAX_QUERY_LENGTH));
    expect(filters.sort).toBe("relevance");
  });

  it("leaves no trailing space when truncation ends on a space", () => {
    // "sofa " * 200 collapses to "sofa sofa … sofa"; its 100th character is a space.
    const filters = parse({ q: "sofa ".repeat(200) });
    expect(filters.q.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(filters.q).toBe(filters.q.trim());
    // The view has a single URL: reading back its own URL gives the same filters.
    expect(parse(catalogSearch(filters))).toEqual(filters);
  });

  it("never throws on hostile input", () => {
    const hostile = "q=%00%27%22%5C&sort[]=x&page=%F0%9F%98%80&min=%E2%80%8B1&max=1%00&category=%2E%2E&stock=%00";
    expect(() => parse(hostile)).not.toThrow();
    expect(parse(hostile)).toMatchObject({ category: null, page: 1, minPrice: null, maxPrice: null, inStock: false });
  });
});

describe("catalogSearch", () => {
  const combos: CatalogFilters[] = [
    defaults,
    { ...defaults, q: "walnut sofa", sort: "relevance" },
    { ...defaults, q: "walnut sofa", sort: "price-asc", page: 2 },
    { ...defaults, q: 'sofa & table\'s "best" 😀', sort: "relevance" },
    { ...defaults, category: "bedroom", sort: "name" },
    { ...defaults, sort: "price-desc", minPrice: 0, maxPrice: 250_000 },
    { ...defaults, minPrice: 50_000, inStock: true, page: 4 },
    { ...defaults, maxPrice: MAX_PRICE, page: MAX_PAGE },
    {
      q: "chiniot",
      category: "dining-room",
      sort: "newest",
      minPrice: 10_000,
      maxPrice: 400_000,
      inStock: true,
      onSale: false,
      options: [
        { name: "fabric", value: "linen" },
        { name: "fabric", value: "velvet" },
        { name: "size", value: "3-seater" },
      ],
      page: 2,
    },
  ];

  it("round-trips through parseCatalogFilters", () => {
    for (const filters of combos) {
      const search = catalogSearch(filters);
      expect(parseCatalogFilters(new URLSearchParams(search)), search).toEqual(filters);
    }
  });

  it("round-trips with the category in the path", () => {
    for (const filters of combos) {
      const search = catalogSearch(filters, { categoryInPath: true });
      expect(search).not.toContain("category=");
      expect(parseCatalogFilters(new URLSearchParams(search), filters.category ?? undefined), search).toEqual(filters);
    }
  });

  it("leaves defaults out of the URL", () => {
    expect(catalogSearch(defaults)).toBe("");
    expect(catalogSearch(parse(""))).toBe("");
    expect(catalogSearch({ ...defaults, q: "sofa", sort: "relevance" })).toBe("?q=sofa");
    expect(catalogSearch({ ...defaults, category: "bedroom" }, { categoryInPath: true })).toBe("");
    expect(catalogSearch({ ...defaults, category: "bedroom" })).toBe("?category=bedroom");
    expect(catalogSearch({ ...defaults, page: 1 })).not.toContain("page");
  });

  it("writes the sort when it is not the default for the view", () => {
    expect(catalogSearch({ ...defaults, sort: "name" })).toBe("?sort=name");
    expect(catalogSearch({ ...defaults, q: "sofa", sort: "newest" })).toBe("?q=sofa&sort=newest");
  });

  it("gives one URL for one view, whatever order the parameters came in", () => {
    const a = parse("page=2&stock=in&max=90000&min=1000&category=office&q=desk&sort=price-asc");
    const b = parse("sort=price-asc&q=desk&category=office&min=1000&max=90000&stock=in&page=2");
    expect(catalogSearch(a)).toBe(catalogSearch(b));
    expect(catalogSearch(a)).toBe("?q=desk&category=office&sort=price-asc&min=1000&max=90000&stock=in&page=2");
  });
});

describe("isFiltered", () => {
  it("is false for the plain catalogue and for a category or sort alone", () => {
    expect(isFiltered(defaults)).toBe(false);
    expect(isFiltered({ ...defaults, category: "bedroom", sort: "price-asc", page: 3 })).toBe(false);
  });

  it("is true for search words, either price bound or in-stock", () => {
    expect(isFiltered({ ...defaults, q: "sofa" })).toBe(true);
    expect(isFiltered({ ...defaults, minPrice: 0 })).toBe(true);
    expect(isFiltered({ ...defaults, maxPrice: 1000 })).toBe(true);
    expect(isFiltered({ ...defaults, inStock: true })).toBe(true);
  });
});

describe("activeFilterCount", () => {
  it("is zero for the default view, search words and page included", () => {
    expect(activeFilterCount(defaults, { withCategory: true })).toBe(0);
    expect(activeFilterCount({ ...defaults, q: "sofa", sort: "relevance", page: 4 }, { withCategory: true })).toBe(0);
  });

  it("counts the category where the panel offers one, the price range once, in-stock and a sort", () => {
    const all: CatalogFilters = {
      ...defaults,
      category: "bedroom",
      minPrice: 1000,
      maxPrice: 9000,
      inStock: true,
      onSale: false,
      sort: "name",
    };
    expect(activeFilterCount(all, { withCategory: true })).toBe(4);
    expect(activeFilterCount(all)).toBe(3);
    expect(activeFilterCount({ ...defaults, maxPrice: 9000 })).toBe(1);
    // With search words the default order is best match, so 'newest' is a choice.
    expect(activeFilterCount({ ...defaults, q: "desk", sort: "newest" })).toBe(1);
  });
});
