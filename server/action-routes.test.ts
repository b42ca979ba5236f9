import { describe, expect, it } from "vitest";
import { IMPORT_FORM } from "~/modules/catalog/product-import";
import { ADMIN_UPLOAD_FORM } from "~/modules/media/upload-limits";
import { actionTarget } from "./action-routes";
import { build } from "./action-routes.fixture";

describe("actionTarget", () => {
  it("reads the limits from the route that answers, with or without `.data` or a trailing slash", () => {
    const uuid = "0b6c4f1e-8a2d-4c3b-9e5f-1a2b3c4d5e6f";
    for (const path of ["/admin/uploads", `/admin/products/${uuid}`]) {
      for (const suffix of ["", ".data", "/"]) {
        expect(actionTarget(build, `${path}${suffix}`), path + suffix).toEqual({
          hasAction: true,
          admin: true,
          form: ADMIN_UPLOAD_FORM,
        });
      }
    }
    for (const suffix of ["", ".data", "/"])
      expect(actionTarget(build, `/admin/products${suffix}`)?.form).toBe(IMPORT_FORM);
    expect(actionTarget(build, "/cart.data")).toEqual({ hasAction: true, admin: false, form: undefined });
    expect(actionTarget(build, "/admin/settings")).toEqual({ hasAction: true, admin: true, form: undefined });
  });

  it("knows which routes answer posts: an index route only with ?index, else its layout", () => {
    expect(actionTarget(build, "/furniture")?.hasAction).toBe(false);
    expect(actionTarget(build, "/no/such/page")?.hasAction).toBe(false);
    expect(actionTarget(build, "/")?.hasAction).toBe(false);
    expect(actionTarget(build, "/_root.data")?.hasAction).toBe(false);
    expect(actionTarget(build, "/admin")?.hasAction).toBe(false);
    expect(actionTarget(build, "/admin", "?index")?.hasAction).toBe(true);
    expect(actionTarget(build, "/admin.data", "?index=")?.hasAction).toBe(true);
    // A path no route matches at all (a table without a catch-all).
    expect(actionTarget({ routes: { root: { id: "root", path: "", module: {} } } }, "/admin/uploads")).toBeUndefined();
  });
});
