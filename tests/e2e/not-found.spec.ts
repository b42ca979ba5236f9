import { expect, test } from "./fixtures";

test("an unknown path answers 404 with the not-found page and a way home", async ({ page, checkA11y }) => {
  const response = await page.goto("/no-such-room-anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Oops! Page not found/ })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Premium Furniture & Interior Design");
});

test("an unknown service is a 404 too", async ({ request }) => {
  const response = await request.get("/services/time-travel");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Oops! Page not found");
});
