import { expect, test } from "./fixtures";

/* The home page at a phone's width (issue 20): the whole page, measured at 390 px. */

test("on a phone the page is far shorter than the 7,800 px it was", async ({ page }, testInfo) => {
  await page.goto("/");
  // The bands below the first screen are drawn as they near it (until then each stands in at a
  // generous size): scroll through as a visitor would, then measure what was drawn.
  const height = await page.evaluate(async () => {
    const root = document.documentElement;
    for (let top = 0; top < root.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    }
    return root.scrollHeight;
  });
  testInfo.annotations.push({ type: "home height at 390 px", description: `${height} px` });
  // With a Best Sellers row (once something has sold) the page is one card row taller.
  expect(height).toBeLessThan(6_800);
});
