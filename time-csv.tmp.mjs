import { chromium, devices } from "@playwright/test";
import fs from "node:fs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "/work/main/scripts/chromium.mjs";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const ctx = await browser.newContext({ ...devices["Pixel 7"], baseURL: "http://127.0.0.1:3290", viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
page.on("console", (m) => console.log("console:", m.type(), m.text().slice(0, 300)));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto("/auth?redirectTo=/admin");
await page.getByLabel("E-mail").fill("admin@shahkaar.test");
await page.getByLabel("Password").fill("e2e-admin-password");
await page.getByRole("button", { name: "Sign In" }).click();
await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
for (let i = 0; i < 4; i++) {
  await page.goto("/admin/products");
  fs.writeFileSync("/tmp/t.csv", `slug,name,description,category,price,stock,active,dimensions,materials,images\r\nzz${i}-desk,Desk zz,,,12345,1,false,,,\r\n`);
  await page.getByLabel("CSV file").setInputFiles("/tmp/t.csv");
  let t = Date.now();
  await page.getByRole("button", { name: "Preview Import" }).click();
  try {
    await page.getByRole("heading", { name: "Import preview: t.csv" }).waitFor({ timeout: 20000 });
    console.log("preview after", Date.now() - t, "ms", page.url());
  } catch { console.log("NO PREVIEW", page.url()); }
}
await browser.close();
