// The JavaScript a page ships, gzip-compressed: every module script and modulepreload of its HTML.
import zlib from "node:zlib";
import { startShop } from "./lib/server.mjs";

export async function pageWeight(origin, pagePath) {
  const html = await (await fetch(origin + pagePath)).text();
  const urls = new Set();
  for (const match of html.matchAll(
    /<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g,
  )) {
    urls.add(match[1]);
  }
  // inline module scripts import the entry too
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["'](\/assets\/[^"']+)["']/g))
    urls.add(match[1]);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gzip / 1024).toFixed(1) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const shop = await startShop({ port: 3301 });
  try {
    for (const page of ["/", "/interior-design", "/about"]) console.log(page, await pageWeight(shop.origin, page));
  } finally {
    await shop.stop();
  }
}
