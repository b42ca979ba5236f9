import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../../scripts/e2e-admin.mjs";

/**
 * What the loaders and actions say in their headers reaches the client (React
 * Router drops them unless the route passes them on), and no page or page data
 * is left for a shared cache or for the browser's back button after a sign-out.
 */
const clientAddress = (n: number) => `198.19.${(process.pid + n) & 255}.${Date.now() & 255}`;

test("every page and its data are private and never stored", async ({ request }) => {
  for (const path of ["/", "/furniture", "/track-order", "/auth", "/furniture.data", "/track-order.data"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});

test("order tracking's refusal says when to try again", async ({ request }) => {
  const headers = { "x-forwarded-for": clientAddress(1) };
  let response = await request.get("/track-order?order=ABCDEF12", { headers });
  for (let i = 0; i < 12 && response.status() !== 429; i += 1) {
    response = await request.get("/track-order?order=ABCDEF12", { headers });
  }
  expect(response.status()).toBe(429);
  const retryAfter = Number(response.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
});

test("an admin page is private too", async ({ request, baseURL }) => {
  const signIn = await request.post("/api/auth/sign-in/email", {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { origin: baseURL! },
  });
  expect(signIn.ok()).toBe(true);
  const response = await request.get("/admin/settings");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Admin Dashboard");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
});
