import { request as newRequest, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import { expect as baseExpect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";

/**
 * The home page's content end to end (/admin/content). The content is one record for the whole
 * shop and other specs read the home page's title, so this file runs once, after every other
 * spec (the "last" project), and puts the spec's texts back at the end, whatever happened.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const expectToast = (page: Page, text: string) =>
  expect(page.getByRole("status").filter({ hasText: text }).first()).toBeVisible();

const NEW_TITLE = "Heirloom Furniture, Made in Lahore";

/** A picture made for this run: a table in a room, as a PNG. */
async function makePng(testInfo: TestInfo): Promise<string> {
  const file = testInfo.outputPath("dining.png");
  const art = `<svg width="1200" height="900"><rect width="1200" height="900" fill="#efe3d0"/>
    <rect x="260" y="430" width="680" height="70" rx="12" fill="#6d4527"/>
    <rect x="300" y="500" width="40" height="220" fill="#6d4527"/><rect x="860" y="500" width="40" height="220" fill="#6d4527"/></svg>`;
  await sharp(Buffer.from(art)).png().toFile(file);
  return file;
}

test("the owner changes the hero title and a collection's picture; the home page shows them at once", async ({
  page,
  context,
  baseURL,
  checkA11y,
}, testInfo) => {
  test.setTimeout(150_000);
  // A visitor without cookies is served from the page cache: warm it with today's page first.
  const visitor = await newRequest.newContext({ baseURL });
  await expect.poll(async () => (await visitor.get("/")).headers()["x-page-cache"]).toBe("hit");

  await signInAsAdmin(page);
  await page.goto("/admin/content");
  await expect(page.getByRole("heading", { name: "Home page content" })).toBeVisible();
  await checkA11y(page);

  const title = page.getByLabel("Title", { exact: true });
  const picture = page.getByLabel("Collection 1: picture", { exact: true });
  const originalTitle = await title.inputValue();
  const originalPicture = await picture.inputValue();
  expect(originalTitle).toBe("Premium Furniture & Interior Design");
  try {
    // The preview shows the draft in a new tab, and saves nothing.
    await title.fill(NEW_TITLE);
    const [preview] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Preview the home page" }).first().click(),
    ]);
    await expect(preview.getByText("Preview: not saved")).toBeVisible();
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(NEW_TITLE);
    await preview.close();
    expect(await (await visitor.get("/")).text()).not.toContain(NEW_TITLE);

    // A blank title is refused on its field, which takes the focus.
    await title.fill("");
    const saveHero = page.getByRole("button", { name: "Save hero" });
    await saveHero.click();
    await expect(page.getByText("Please enter the title.")).toBeVisible();
    await expect(title).toBeFocused();

    await title.fill(NEW_TITLE);
    await saveHero.click();
    await expectToast(page, "Hero saved.");

    // The first collection's picture: uploaded, then saved with the collection.
    await page.getByLabel("Upload a picture for “Collection 1: picture”").setInputFiles(await makePng(testInfo));
    await expect(page.getByText("dining.png uploaded.")).toBeVisible({ timeout: 30_000 });
    const uploaded = await picture.inputValue();
    expect(uploaded).toMatch(/^\/media\/[0-9a-f-]+\.webp$/);
    await page.getByRole("button", { name: "Save collections" }).click();
    await expectToast(page, "Featured collections saved.");

    // At once, for the admin and for a visitor served through the page cache.
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_TITLE);
    const firstCollection = page.getByRole("article").filter({ hasText: "Dining Room Collection" });
    await expect(firstCollection.locator("img").first()).toHaveAttribute("src", `${uploaded}?w=800`);
    // The cache emptied with the save: the visitor's very next page is already the new one.
    const html = await (await visitor.get("/")).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${NEW_TITLE}</h1>`));
    expect(html).toContain(`${uploaded}?w=800`);
  } finally {
    // The spec's texts again, for the other specs that read the home page.
    await page.goto("/admin/content");
    await title.fill(originalTitle);
    await page.getByRole("button", { name: "Save hero" }).click();
    await expectToast(page, "Hero saved.");
    await picture.fill(originalPicture);
    await page.getByRole("button", { name: "Save collections" }).click();
    await expectToast(page, "Featured collections saved.");
    await visitor.dispose();
  }
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Premium Furniture & Interior Design");
});
