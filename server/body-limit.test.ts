import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { IMPORT_LIMIT_BYTES } from "~/modules/catalog/product-import";
import { UPLOAD_LIMIT_BYTES } from "~/modules/media/upload-limits";
import { bodyLimitFor as limitIn, FORM_LIMIT_BYTES, requestBodyLimit, type RoutedBuild } from "./body-limit";

/**
 * A server build's route table in small: the shape of app/routes.ts around the
 * routes that declare a larger limit, with the handles their modules export.
 */
const route = (id: string, parentId: string | undefined, path?: string, handle?: object, index?: boolean) => ({
  [id]: { id, parentId, path, index, module: { handle } },
});
const build: RoutedBuild = {
  routes: {
    ...route("root", undefined, ""),
    ...route("routes/storefront/home", "root", undefined, undefined, true),
    ...route("routes/storefront/cart", "root", "cart"),
    ...route("routes/storefront/checkout", "root", "checkout"),
    ...route("routes/storefront/info/contact", "root", "contact"),
    ...route("routes/admin/layout", "root", "admin"),
    ...route("routes/admin/orders", "routes/admin/layout", undefined, undefined, true),
    ...route("routes/admin/products", "routes/admin/layout", "products", { bodyLimit: IMPORT_LIMIT_BYTES }),
    ...route("routes/admin/product-new", "routes/admin/layout", "products/new", { bodyLimit: UPLOAD_LIMIT_BYTES }),
    ...route("routes/admin/product-edit", "routes/admin/layout", "products/:id", { bodyLimit: UPLOAD_LIMIT_BYTES }),
    ...route("routes/admin/settings", "routes/admin/layout", "settings"),
    ...route("routes/resources/admin-uploads", "root", "admin/uploads", { bodyLimit: UPLOAD_LIMIT_BYTES }),
    ...route("routes/resources/auth-api", "root", "api/auth/*"),
    ...route("routes/storefront/not-found", "root", "*"),
  },
};
const bodyLimitFor = (path: string) => limitIn(build, path);
const UPLOAD = 8 * 1024 * 1024 + 64 * 1024;
const IMPORT = 2 * 1024 * 1024 + 64 * 1024;

const app = new Hono();
app.use(requestBodyLimit(async () => build));
app.all("*", async (c) => c.text(`read ${(await c.req.arrayBuffer()).byteLength}`));

const post = (path: string, bytes: number, chunked = false) => {
  const body = new Uint8Array(bytes);
  // Without a Content-Length the limit must count the bytes as they arrive.
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(body);
      controller.close();
    },
  });
  return app.request(`http://127.0.0.1:3000${path}`, {
    method: "POST",
    body: chunked ? stream : body,
    ...(chunked ? { duplex: "half" } : {}),
  } as RequestInit);
};

describe("requestBodyLimit", () => {
  it("lets a form within the limit through, whole", async () => {
    const response = await post("/contact", 10_000);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("read 10000");
  });

  it("refuses a larger form with 413 and a short message, declared or streamed", async () => {
    for (const chunked of [false, true]) {
      const response = await post("/contact", FORM_LIMIT_BYTES + 1, chunked);
      expect(response.status).toBe(413);
      expect(await response.text()).toBe("The request is too large: the limit is 256 KB.");
    }
  });

  it("gives the picture and import routes the room their own checks allow", () => {
    for (const path of ["/admin/uploads", "/admin/products/new", "/admin/products/abc", "/admin/products/new.data"]) {
      expect(bodyLimitFor(path)).toBe(8 * 1024 * 1024 + 64 * 1024);
    }
    expect(bodyLimitFor("/admin/products")).toBe(2 * 1024 * 1024 + 64 * 1024);
    expect(bodyLimitFor("/admin/products.data")).toBe(2 * 1024 * 1024 + 64 * 1024);
    expect(bodyLimitFor("/admin/products/a/b")).toBe(FORM_LIMIT_BYTES);
    expect(bodyLimitFor("/cart.data")).toBe(FORM_LIMIT_BYTES);
  });

  it("reads the limit from the deepest matching route, with or without `.data` or a trailing slash", () => {
    const uuid = "0b6c4f1e-8a2d-4c3b-9e5f-1a2b3c4d5e6f";
    for (const path of ["/admin/uploads", "/admin/products/new", `/admin/products/${uuid}`]) {
      for (const suffix of ["", ".data", "/"]) expect(bodyLimitFor(`${path}${suffix}`), path + suffix).toBe(UPLOAD);
    }
    for (const suffix of ["", ".data", "/"]) expect(bodyLimitFor(`/admin/products${suffix}`)).toBe(IMPORT);
    for (const path of ["/", "/_root.data", "/admin", "/admin.data", "/admin/settings", "/no/such/page", "/checkout"]) {
      expect(bodyLimitFor(path), path).toBe(FORM_LIMIT_BYTES);
    }
    // A path no route matches at all (this table has no catch-all).
    expect(limitIn({ routes: { root: { id: "root", path: "", module: {} } } }, "/admin/uploads")).toBe(
      FORM_LIMIT_BYTES,
    );
  });
});
