import { expect, test } from "./fixtures";

/**
 * A search that finds nothing, on a phone (issue 37, item 3): a near spelling is offered when it
 * finds something ('almaari' → almari, the wardrobe), and a piece the shop does not sell becomes
 * a custom order that starts with the words searched, or a WhatsApp chat.
 */
test("an empty search offers a near spelling, a custom piece with the words, and WhatsApp", async ({
  page,
  checkA11y,
  consoleErrors,
}, testInfo) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Search the shop" }).click();
  const box = page.getByRole("combobox", { name: "Search furniture, décor and projects" });
  await box.fill("almaari");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=almaari$/);
  await expect(page.getByText("Nothing in the shop matches “almaari”.")).toBeVisible();
  await checkA11y(page);
  await page.screenshot({ path: testInfo.outputPath("search-empty-390.png"), fullPage: true });

  await page.getByRole("link", { name: "almari", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=almari$/);
  await expect(page.getByRole("heading", { level: 3 }).first()).toHaveText(/Wardrobe$/);

  // Nothing near: no suggestion, but a custom piece and a chat.
  await page.goto("/search?q=peedhi");
  await expect(page.getByText("Nothing in the shop matches “peedhi”.")).toBeVisible();
  await expect(page.getByText("Did you mean")).toHaveCount(0);
  const chat = page.getByRole("link", { name: /^Ask on WhatsApp/ });
  await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=.*peedhi/);
  await page.getByRole("link", { name: "Request a custom piece" }).click();
  await expect(page).toHaveURL(/\/custom-orders\?for=peedhi#request$/);
  await expect(page.getByLabel("Project description")).toHaveValue("I am looking for: peedhi.");
  expect(consoleErrors).toEqual([]);
});
