import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bodyLimitFor, FORM_LIMIT_BYTES, requestBodyLimit } from "./body-limit";

const app = new Hono();
app.use(requestBodyLimit());
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
});
