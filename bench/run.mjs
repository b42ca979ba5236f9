// `npm run bench`: every benchmark under bench/, one table each.
import { audit } from "./lighthouse.mjs";
import { startShop } from "./lib/server.mjs";
import { pageWeight } from "./page-weight.mjs";

const shop = await startShop({ port: 3303 });
try {
  const product = "/furniture/noor-walnut-three-seater-sofa";
  const pages = ["/", "/interior-design", "/about", "/furniture", product];
  for (const page of pages) await fetch(shop.origin + page);
  await new Promise((resolve) => setTimeout(resolve, 2000));

  console.log("\nJavaScript shipped (gzip):");
  console.table(await Promise.all(pages.map(async (page) => ({ page, ...(await pageWeight(shop.origin, page)) }))));

  console.log(`\nLighthouse, mobile, median of ${process.env.LIGHTHOUSE_RUNS ?? 5} runs:`);
  const rows = [];
  rows.push(await audit(shop.origin, "/", "first"));
  rows.push(await audit(shop.origin, "/", "returning"));
  // The catalogue and a product page, as a shopper arriving from a search engine sees them.
  for (const page of ["/furniture", product]) {
    rows.push(await audit(shop.origin, page, "first"));
    rows.push(await audit(shop.origin, page, "returning"));
  }
  console.table(rows);
} finally {
  await shop.stop();
}
