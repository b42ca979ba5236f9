// Lighthouse (mobile, median of LIGHTHOUSE_RUNS, first visits) on the same shop twice: direct
// over plain HTTP/1.1, and through a TLS + HTTP/2 proxy in front of it, as production runs it
// (docs/operations.md) and as `npm run bench` measures it. `node bench/lighthouse-h2.mjs`;
// about 8 minutes. Run by hand: it shows what the transport alone is worth.
import { audit } from "./lighthouse.mjs";
import { startH2Proxy } from "./lib/h2-proxy.mjs";
import { onCleanup } from "./lib/processes.mjs";
import { startShop } from "./lib/server.mjs";

process.env.LIGHTHOUSE_RUNS ??= "5";
const PAGES = ["/", "/furniture", "/furniture/noor-walnut-three-seater-sofa", "/projects", "/track-order"];

const shop = await startShop({ port: 3305 });
const stopShop = onCleanup(() => shop.stop());
const proxy = await startH2Proxy(3443, shop.origin);
const stopProxy = onCleanup(() => proxy.stop());
try {
  for (const page of PAGES) await fetch(shop.origin + page);
  const rows = [];
  for (const [origin, transport, chromeFlags] of [
    [shop.origin, "HTTP/1.1, direct", []],
    [proxy.origin, "HTTP/2 + TLS proxy", ["--ignore-certificate-errors"]],
  ]) {
    for (const page of PAGES) {
      const row = await audit(origin, page, "first", { chromeFlags });
      console.log(transport, page, `performance ${row.performance}, LCP ${row.lcpMs} ms, CLS ${row.cls}`);
      rows.push({ transport, ...row });
    }
  }
  console.table(rows);
} finally {
  await stopProxy();
  await stopShop();
}
