import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/**
 * The build's scripts and stylesheet go out as the Brotli or gzip copies the build made
 * (scripts/precompress-assets.mjs), whichever the browser takes, and as they are to one that
 * takes neither: the same bytes each way. Read raw (no decoding by the client) so that the
 * bytes on the wire are what is checked.
 */
test("scripts and the stylesheet go out precompressed, Brotli first, the same file each way", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/")).text();
  const assets = [
    html.match(/<link rel="stylesheet" href="(\/assets\/app-[^"]+\.css)"/)?.[1],
    html.match(/<link rel="modulepreload" href="(\/assets\/entry\.client-[^"]+\.js)"/)?.[1],
  ];
  expect(assets.every(Boolean), `stylesheet and entry script in ${html.slice(0, 2000)}`).toBe(true);

  for (const asset of assets as string[]) {
    const raw = await fetch(new URL(asset, baseURL), { headers: { "accept-encoding": "identity" } });
    expect(raw.headers.get("content-encoding"), asset).toBeNull();
    const plain = Buffer.from(await raw.arrayBuffer());
    expect(plain.length, asset).toBeGreaterThan(10_000);

    for (const [accepts, encoding, decode] of [
      ["gzip, deflate, br, zstd", "br", brotliDecompressSync],
      ["gzip, deflate", "gzip", gunzipSync],
    ] as const) {
      const response = await rawGet(new URL(asset, baseURL!), accepts);
      expect(response.headers["content-encoding"], `${asset} for ${accepts}`).toBe(encoding);
      expect(response.headers["vary"], asset).toMatch(/accept-encoding/i);
      expect(response.headers["cache-control"], asset).toBe("public, max-age=31536000, immutable");
      expect(Number(response.headers["content-length"]), asset).toBe(response.body.length);
      expect(response.body.length, asset).toBeLessThan(plain.length / 3);
      expect(decode(response.body).equals(plain), `${asset} decoded from ${encoding}`).toBe(true);
    }
  }
});

/**
 * Pages go out in Brotli to a browser that takes it (server/compression.ts, made on request; the page
 * cache keeps its own copy), in gzip to one that takes only gzip: a shared page (/furniture, asked
 * twice, so that the second answer comes from the cache unless another test has just emptied it)
 * and a page of one visitor's (/track-order, never cached).
 */
test("pages go out in Brotli to a browser that takes it, gzip to one that takes only gzip", async ({ baseURL }) => {
  for (const path of ["/furniture", "/furniture", "/track-order"]) {
    const url = new URL(path, baseURL!);
    const brotli = await rawGet(url, "gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"], path).toBe("br");
    expect(brotli.headers["vary"], path).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(brotli.body).toString();
    expect(html, path).toContain("<h1");
    const gzipped = await rawGet(url, "gzip, deflate");
    expect(gzipped.headers["content-encoding"], path).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString(), path).toContain("<h1");
    expect(brotli.body.length, path).toBeLessThan(gzipped.body.length);
  }
});

/** A GET whose body is kept as sent (Node's fetch would decode it). */
function rawGet(url: URL, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ headers: response.headers as Record<string, string>, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}
