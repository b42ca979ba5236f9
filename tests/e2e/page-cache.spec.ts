import { request as newRequest } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUpCustomer } from "./support/customer";

/**
 * The shared page cache (server/page-cache.ts) seen from outside: visitors
 * without a cookie get the same page again from memory, and it still runs
 * under the Content-Security-Policy (its scripts allowed by digest); a
 * signed-in customer is never served from it, nor leaves anything in it.
 */
const PRODUCT = "/furniture/ravi-l-shaped-sectional-sofa";

test.describe("shared pages for visitors without a cookie", () => {
  test("a page served again from memory runs its scripts and navigates in the browser", async ({
    page,
    consoleErrors,
    baseURL,
  }) => {
    // Another test's order or edit empties the cache at any moment: ask until a page is served from it.
    const visitor = await newRequest.newContext({ baseURL });
    await expect
      .poll(async () => (await visitor.get(PRODUCT)).headers()["x-page-cache"], { timeout: 15_000 })
      .toBe("hit");
    await visitor.dispose();

    const served = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "document") served.add(response.headers()["x-page-cache"] ?? "");
    });
    await expect
      .poll(
        async () => {
          await page.goto(PRODUCT);
          return served.has("hit");
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const policy = (await page.request.get(PRODUCT)).headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);

    // Hydrated: the gallery steps with the arrow keys, and the logo navigates without a new document.
    await expect(page.getByRole("heading", { level: 1, name: "Ravi L-Shaped Sectional Sofa" })).toBeVisible();
    await page.getByRole("figure").focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\?photo=2$/);
    served.clear();
    await page.getByRole("link", { name: /, home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(served.size, "a client-side navigation loads no document").toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test("a signed-in customer gets pages of their own, and nothing of theirs reaches visitors", async ({
    page,
    baseURL,
  }, testInfo) => {
    const name = `Cache Tester ${testInfo.project.name}`;
    await signUpCustomer(page, `cache-${testInfo.project.name}-${Date.now()}@example.com`, name);
    for (const path of ["/", PRODUCT, "/furniture", "/about"]) {
      const response = await page.goto(path);
      expect(response!.headers()["x-page-cache"], path).toBeUndefined();
      expect(response!.headers()["content-security-policy"], path).toContain("'nonce-");
    }

    const visitor = await newRequest.newContext({ baseURL });
    for (const path of ["/", PRODUCT, "/furniture", "/about"]) {
      for (let look = 0; look < 2; look += 1) {
        const html = await (await visitor.get(path)).text();
        expect(html, path).not.toContain(name);
        expect(html, path).toContain("Sign In");
      }
    }
    await visitor.dispose();
  });
});
