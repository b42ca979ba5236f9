import { expect, test } from "./fixtures";

test.describe("product page", () => {
  test("gallery, reviews, stock and a stepper that stops at the stock", async ({ page, consoleErrors, checkA11y }) => {
    await page.goto("/furniture/ravi-l-shaped-sectional-sofa");
    await expect(page.getByRole("heading", { level: 1, name: "Ravi L-Shaped Sectional Sofa" })).toBeVisible();
    // No invented ratings (DECISIONS: 'Honest numbers'): no review exists, and the page says so.
    await expect(page.getByTestId("review-summary")).toHaveText("No reviews yet");
    const main = (await page.locator("main").textContent()) ?? "";
    expect(main).not.toContain("4.8");
    expect(main).not.toContain("reviews)");
    await expect(page.getByText("3 in stock")).toBeVisible();
    await expect(page.getByText("Living Room").first()).toBeVisible();
    await expect(page.getByText("Dimensions")).toBeVisible();
    await expect(page.getByRole("heading", { name: "You might also like" })).toBeVisible();
    await checkA11y(page);

    const quantity = page.getByRole("spinbutton", { name: "Quantity" });
    const plus = page.getByRole("button", { name: "Increase quantity" });
    const minus = page.getByRole("button", { name: "Decrease quantity" });
    await expect(quantity).toHaveValue("1");
    await expect(minus).toBeDisabled();
    await plus.click();
    await plus.click();
    await expect(quantity).toHaveValue("3");
    await expect(plus).toBeDisabled();
    await quantity.fill("40");
    await expect(quantity).toHaveValue("3");
    await minus.click();
    await expect(quantity).toHaveValue("2");

    // The gallery steps with the arrow keys on the focused picture.
    await page.getByRole("figure").focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\?photo=2$/);
    await expect(page.getByRole("img", { name: /photo 2 of 3/ })).toBeVisible();

    // Signed out, Add to Cart adds the chosen quantity to a visitor's cart: no account asked for.
    await page.getByRole("button", { name: "Add to Cart: Ravi L-Shaped Sectional Sofa" }).click();
    await expect(page.getByText("2 item(s) added to your cart!")).toBeVisible();
    await expect(page.locator("header").getByLabel("2 items in cart")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("an out-of-stock product cannot be added", async ({ page, consoleErrors }) => {
    await page.goto("/furniture/anarkali-velvet-loveseat-sofa");
    await expect(page.getByText("Out of stock", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /Add to Cart: Anarkali Velvet Loveseat Sofa/ })).toBeDisabled();
    await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("works by id and by slug; a missing product leads back to the catalogue", async ({ page, request }) => {
    // A piece no journey buys: the sofa's six run out when both widths have checked out.
    await page.goto("/furniture/haveli-two-door-wardrobe");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd["@type"]).toBe("Product");
    expect(jsonLd.offers).toMatchObject({
      priceCurrency: "PKR",
      price: "265000",
      availability: "https://schema.org/InStock",
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/furniture\/haveli-two-door-wardrobe$/,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");

    await page.goto(`/furniture/${jsonLd.sku}`);
    await expect(page).toHaveURL(/\/furniture\/haveli-two-door-wardrobe$/);

    await page.goto("/furniture/no-such-piece");
    await expect(page).toHaveURL(/\/furniture$/);

    const malformed = await request.get("/furniture/%25bad%25");
    expect(malformed.status()).toBe(404);
    expect(await malformed.text()).toContain("Product not found");
  });
});
