import type { Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { expect as baseExpect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";

/**
 * The gallery field end to end: the owner uploads three pictures to a project
 * at once, watches them upload, moves the third to the front with the keyboard,
 * writes its alt text and saves; the public project page shows the pictures in
 * the new order. Desktop only: the field is the same component at every width
 * (the phone layout is looked at in the screenshots).
 */
const expect = baseExpect.configure({ timeout: 20_000 });

const COLOURS = [
  ["terracotta.png", { r: 200, g: 60, b: 40 }],
  ["sage.png", { r: 60, g: 170, b: 80 }],
  ["indigo.png", { r: 40, g: 60, b: 200 }],
] as const;

/** Three distinct PNGs, one solid colour each, made for this run. */
async function makePictures(testInfo: TestInfo): Promise<string[]> {
  return Promise.all(
    COLOURS.map(async ([name, background]) => {
      const file = testInfo.outputPath(name);
      await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
        .png()
        .toFile(file);
      return file;
    }),
  );
}

/** The stored picture's main colour, to tell the uploads apart by their content, not their names. */
async function colourOf(page: Page, url: string) {
  const bytes = await (await page.request.get(`${url}?w=400`)).body();
  const { dominant } = await sharp(bytes).stats();
  return dominant;
}

const postedUrls = (page: Page) =>
  page
    .locator('input[type="hidden"][name^="images."][name$=".url"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test("the owner uploads three pictures to a project, reorders them, and the project page follows", async ({
  page,
  checkA11y,
}, testInfo) => {
  test.slow();
  await signInAsAdmin(page);
  const title = `Badshahi Courtyard ${Date.now().toString(36)}`;
  await page.goto("/admin/projects");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Add Project" }).click();
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Project" })).toBeVisible();
  const slug = /\/projects\/([a-z0-9-]+)/.exec((await page.getByText("Its page stays at").textContent())!)![1]!;

  // A slow upload, so that each file's own progress can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 6 * 1024,
  });
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose pictures" }).click();
  await (await chooser).setFiles(await makePictures(testInfo));
  for (const [name] of COLOURS)
    await expect(page.getByRole("progressbar", { name: `Uploading ${name}` })).toBeVisible();
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const pictures = page.getByRole("list", { name: "Pictures, in order" }).getByRole("listitem");
  await expect(pictures).toHaveCount(3);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(pictures.locator("img")).toHaveCount(3);
  const uploaded = await postedUrls(page);
  expect(uploaded).toHaveLength(3);
  for (const url of uploaded) expect(url).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
  // In the order chosen, whatever order the uploads finished in.
  expect((await colourOf(page, uploaded[2]!)).b).toBeGreaterThan(150);
  expect((await colourOf(page, uploaded[0]!)).r).toBeGreaterThan(150);

  // The third to the front, by keyboard: the focus stays on the moved picture's buttons.
  await page.getByRole("button", { name: "Move picture 3 earlier" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Move picture 2 earlier" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Move picture 1 later" })).toBeFocused();
  const reordered = [uploaded[2]!, uploaded[0]!, uploaded[1]!];
  expect(await postedUrls(page)).toEqual(reordered);
  await expect(pictures.first()).toContainText("Main picture");

  const alt = "An indigo wall behind the courtyard's fountain";
  await page.getByLabel("Alt text for picture 1").fill(alt);
  await checkA11y(page);
  await page.getByRole("button", { name: "Update Project" }).click();
  await expect(page).toHaveURL(/\/admin\/projects$/);

  // The public page: the main picture is the moved one, with its alt text; the thumbnails in the new order.
  await page.goto(`/projects/${slug}`);
  const main = page.locator("figure img");
  await expect(main).toHaveAttribute("alt", alt);
  await expect(main).toHaveAttribute("src", `${reordered[0]}?w=800`);
  const thumbnails = page.getByRole("list", { name: "Photos" }).locator("img");
  await expect(thumbnails).toHaveCount(3);
  expect(await thumbnails.evaluateAll((images) => images.map((image) => image.getAttribute("src")))).toEqual(
    reordered.map((url) => `${url}?w=800`),
  );
  // The second photo keeps no alt text of its own: the project's title describes it.
  await page.getByRole("link", { name: "Show photo 2 of 3" }).click();
  await expect(main).toHaveAttribute("alt", `${title}, photo 2 of 3`);

  // Leave the portfolio as it was.
  await page.goto("/admin/projects");
  await page.getByRole("link", { name: `Delete ${title}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete Project" }).click();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
});
