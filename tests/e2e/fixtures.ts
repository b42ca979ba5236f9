import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every page test gets: the intro splash marked as seen (it has its own test),
 * a list of console errors and uncaught exceptions, and an axe check helper.
 */
export const test = base.extend<{ consoleErrors: string[]; checkA11y: (page: Page) => Promise<void> }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
  // Each test is its own client behind the (trusted) proxy: rate limits count per test.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const n = [...`${testInfo.testId}-${testInfo.retry}`].reduce(
      (hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0,
      7,
    );
    await use({ ...extraHTTPHeaders, "x-forwarded-for": `198.18.${(n >>> 8) & 255}.${n & 255}` });
  },
  page: async ({ page }, use) => {
    await page.addInitScript(() => window.localStorage.setItem("shop-splash-seen", "1"));
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern
  checkA11y: async ({}, use) => {
    await use(async (page: Page) => {
      // Entrance animations fade in from transparent: check colours as they end, not half-way.
      // Endless ones (the admin's live dot) are paused for the check: each frame of theirs
      // invalidates the styles axe reads, which made a check of an admin page six times slower
      // (7.7 s against 1.2 s for /admin/security) and timed journeys out on a busy CI machine.
      await page.evaluate(() =>
        Promise.all(
          document.getAnimations().map((animation) => {
            if (animation.effect?.getComputedTiming().iterations !== Infinity) {
              return animation.finished.catch(() => undefined);
            }
            animation.pause();
          }),
        ),
      );
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      await page.evaluate(() => {
        for (const animation of document.getAnimations()) if (animation.playState === "paused") animation.play();
      });
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      );
      expect(summary, "axe violations").toEqual([]);
    });
  },
});

export { expect };
