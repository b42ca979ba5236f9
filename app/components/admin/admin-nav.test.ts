import { describe, expect, it } from "vitest";
import { ADMIN_NAV, currentNavPath } from "./admin-nav";

describe("the admin's sections", () => {
  it("come in the owner's order, with Settings' pages beneath it", () => {
    expect(ADMIN_NAV.map((item) => item.label)).toEqual([
      "Orders",
      "Products",
      "Categories",
      "Projects",
      "Home Decor",
      "Inbox",
      "Reviews",
      "Discounts",
      "Sales",
      "Content",
      "Analytics",
      "Settings",
    ]);
    expect(ADMIN_NAV.at(-1)!.children!.map((link) => link.to)).toEqual([
      "/admin/delivery",
      "/admin/terms",
      "/admin/security",
      "/admin/audit",
    ]);
  });
});

describe("the current page", () => {
  it.each([
    ["/admin", "/admin"],
    ["/admin/", "/admin"],
    ["/admin/products", "/admin/products"],
    ["/admin/products/new", "/admin/products"],
    ["/admin/products/0b9b1a52-4c1e-4d2a-9a57-0c5f7f7e0a11", "/admin/products"],
    ["/admin/projects/abc", "/admin/projects"],
    ["/admin/inbox", "/admin/inbox"],
    ["/admin/requests", "/admin/inbox"],
    ["/admin/requests/abc", "/admin/inbox"],
    ["/admin/consultations", "/admin/inbox"],
    ["/admin/settings", "/admin/settings"],
    ["/admin/delivery", "/admin/delivery"],
    ["/admin/audit", "/admin/audit"],
    ["/admin/sales", "/admin/sales"],
    ["/admin/sales/new", "/admin/sales"],
    ["/admin/sales/0b9b1a52-4c1e-4d2a-9a57-0c5f7f7e0a11", "/admin/sales"],
  ])("%s is %s", (pathname, current) => {
    expect(currentNavPath(pathname)).toBe(current);
  });

  it("is none for a page in no list, and a prefix alone is not a section", () => {
    expect(currentNavPath("/admin/orders/abc/invoice")).toBeNull();
    expect(currentNavPath("/admin/productsx")).toBeNull();
    expect(currentNavPath("/furniture")).toBeNull();
  });
});
