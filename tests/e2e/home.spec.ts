import { expect, test } from "./fixtures";

const NAV_LABELS = [
  "Home",
  "Furniture",
  "Interior Design",
  "Home Décor",
  "Custom Orders",
  "Projects",
  "Track Order",
  "About",
  "Contact",
];

test.describe("home page", () => {
  test("each collection leads to its own category and is priced 'From ₨ …' by its cheapest active product", async ({
    page,
  }) => {
    const cheapest: string[] = [];
    for (const category of ["dining-room", "bedroom"]) {
      await page.goto(`/furniture/${category}?sort=price-asc`);
      const text = (await page.getByTestId("product-card").first().textContent()) ?? "";
      cheapest.push(/PKR ([\d,]+)/.exec(text)?.[1] ?? "no price");
    }
    await page.goto("/");
    const prices = page.getByTestId("collection-from-price");
    await expect(prices).toHaveText([`From ₨ ${cheapest[0]}`, `From ₨ ${cheapest[1]}`]);
    const links = page.locator("main").getByRole("link", { name: "View Collection" });
    await expect(links.nth(0)).toHaveAttribute("href", "/furniture/dining-room");
    await expect(links.nth(1)).toHaveAttribute("href", "/furniture/bedroom");
  });

  test("shows 16 partner logos, lazily loaded, 2 columns on phones and 4 from medium widths", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "Trusted by World-Class Design Leaders" }),
    });
    const logos = section.locator("ul img");
    await expect(logos).toHaveCount(16);
    for (const loading of await logos.evaluateAll((images) => images.map((image) => image.getAttribute("loading")))) {
      expect(loading).toBe("lazy");
    }
    const columns = await section
      .locator("ul")
      .first()
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(testInfo.project.name === "phone" ? 2 : 4);
    // Shorter on phones (issue 20): eight rows of small logos, not a screen and more of wall (960 px before).
    if (testInfo.project.name === "phone") {
      const height = (await section.locator("ul").first().boundingBox())!.height;
      expect(height).toBeLessThan(600);
    }
  });

  test("every call to action leads where DECISIONS.md says", async ({ page }) => {
    await page.goto("/");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Explore Collection" })).toHaveAttribute("href", "/furniture");
    await expect(main.getByRole("link", { name: "Watch Showcase" })).toHaveAttribute("href", /^\/projects/);
    await expect(main.getByRole("link", { name: "View All Collections" })).toHaveAttribute("href", "/furniture");
    await expect(main.getByRole("link", { name: "View Collection" })).toHaveCount(2);
    for (const [service, href] of [
      ["Interior Design", "/services/interior-design"],
      ["Custom Furniture", "/services/custom-furniture"],
      ["Home Styling", "/services/home-styling"],
      ["Delivery & Setup", "/services/delivery-setup"],
    ]) {
      await expect(main.getByRole("link", { name: `Learn More about ${service}` })).toHaveAttribute("href", href!);
    }
    await expect(main.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute(
      "href",
      "/consultations?type=showroom",
    );
    await expect(main.getByRole("link", { name: "View Portfolio" })).toHaveAttribute("href", "/projects");

    await main.getByRole("link", { name: "Schedule Consultation" }).click();
    await expect(page).toHaveURL(/\/consultations\?type=showroom$/);
    await expect(page.getByRole("heading", { level: 1, name: "Book a Consultation" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Showroom visit/ })).toBeChecked();
  });

  test("the hero picture is the eager, high-priority image and has responsive sources", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("main img").first();
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).toHaveAttribute("srcset", /w=400 400w.*w=1200 1200w/);
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test("the signed-out navigation offers Sign In and Explore Collection, and no badges", async ({ page }, testInfo) => {
    await page.goto("/");
    const header = page.locator("header");
    if (testInfo.project.name === "phone") await header.getByRole("button", { name: "Open menu" }).click();
    await expect(header.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: "Explore Collection" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign in" }).first()).toHaveAttribute("href", "/auth");
    await expect(header.getByLabel(/items in (cart|wishlist)/)).toHaveCount(0);
  });
});

test("on phones the menu toggle opens the navigation and closes after choosing a page", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the toggle exists on small screens only");
  await page.goto("/");
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu).toBeVisible();
  for (const label of NAV_LABELS) {
    await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await menu.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeHidden();
});

test("on desktops the navigation shows all nine links", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the full bar is for wide screens");
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  for (const label of NAV_LABELS) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
});
