import zlib from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressAnswers } from "./compression";

// A page's worth of HTML, repetitive as pages are.
const PAGE = `<!DOCTYPE html><html><body>${'<article class="card"><h2>Noor sofa</h2><p>PKR 265,000</p></article>'.repeat(200)}</body></html>`;

const app = new Hono();
app.use(compressAnswers());
app.get("/page", (c) => c.html(PAGE));
app.get("/small", (c) => c.body("<p>Hello</p>", 200, { "Content-Type": "text/html", "Content-Length": "12" }));
app.get("/picture", (c) => c.body(PAGE, 200, { "Content-Type": "image/webp" }));
app.get("/as-is", (c) => c.html(PAGE, 200, { "Cache-Control": "no-transform" }));
app.get("/encoded", (c) =>
  c.body(zlib.gzipSync(PAGE), 200, { "Content-Type": "text/html", "Content-Encoding": "gzip" }),
);

const get = (path: string, acceptEncoding?: string, method = "GET") =>
  app.request(`http://127.0.0.1:3000${path}`, {
    method,
    headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding },
  });

describe("compressAnswers", () => {
  it("sends a page in Brotli to a browser that takes it, smaller than gzip and the same once decoded", async () => {
    const res = await get("/page", "gzip, deflate, br, zstd");
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Content-Length")).toBeNull();
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await res.arrayBuffer());
    expect(zlib.brotliDecompressSync(body).toString()).toBe(PAGE);

    const gzipped = await get("/page", "gzip, deflate");
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    const gzipBody = Buffer.from(await gzipped.arrayBuffer());
    expect(zlib.gunzipSync(gzipBody).toString()).toBe(PAGE);
    expect(body.length).toBeLessThan(gzipBody.length);
  });

  it("follows the browser's preferences: gzip when Brotli is liked less or refused", async () => {
    expect((await get("/page", "br;q=0.5, gzip")).headers.get("Content-Encoding")).toBe("gzip");
    expect((await get("/page", "br;q=0, gzip")).headers.get("Content-Encoding")).toBe("gzip");
    expect((await get("/page", "BR")).headers.get("Content-Encoding")).toBe("br");
    const plain = await get("/page");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(PAGE);
  });

  it("leaves alone what is small, not text, marked no-transform, already encoded, or a HEAD", async () => {
    for (const path of ["/small", "/picture", "/as-is"]) {
      const res = await get(path, "br");
      expect(res.headers.get("Content-Encoding"), path).toBeNull();
    }
    const encoded = await get("/encoded", "br, gzip");
    expect(encoded.headers.get("Content-Encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await encoded.arrayBuffer())).toString()).toBe(PAGE);
    expect((await get("/page", "br", "HEAD")).headers.get("Content-Encoding")).toBeNull();
  });
});
