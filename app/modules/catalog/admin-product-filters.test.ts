import { describe, expect, it } from "vitest";
import { adminProductsHref, parseAdminProductFilters } from "./admin-product-filters";

const parse = (query: string) => parseAdminProductFilters(new URLSearchParams(query));
const id = "0b6f5d1e-1c2a-4b3c-9d8e-7f6a5b4c3d2e";

describe("the admin product list's URL", () => {
  it("defaults to the current (not archived) products, first page", () => {
    expect(parse("")).toEqual({ q: "", category: null, status: "current", page: 1 });
  });

  it("reads search words, a category id, a state and a page", () => {
    expect(parse(`q=++oak+  table&category=${id.toUpperCase()}&status=archived&page=3`)).toEqual({
      q: "oak table",
      category: id,
      status: "archived",
      page: 3,
    });
  });

  it("drops values that make no sense", () => {
    expect(parse("category=living-room&status=deleted&page=-2")).toEqual(parse(""));
    expect(parse("page=1.5").page).toBe(1);
  });

  it("round-trips through its href, leaving defaults out", () => {
    const filters = parse(`q=oak&category=${id}&status=inactive&page=2`);
    expect(parse(adminProductsHref(filters).split("?")[1]!)).toEqual(filters);
    expect(adminProductsHref(parse(""))).toBe("/admin/products");
  });
});
