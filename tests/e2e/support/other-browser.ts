import type { Browser, TestInfo } from "@playwright/test";

/**
 * Another person's browser in the same journey (the admin beside the customer): the project's
 * device, its own cookies and its own client address, so rate limits count it apart.
 * `javaScriptEnabled: false` stands for a phone whose browser runs none: the pages must work too.
 */
export async function otherBrowser(
  browser: Browser,
  testInfo: TestInfo,
  address: string,
  { javaScriptEnabled = true }: { javaScriptEnabled?: boolean } = {},
) {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    javaScriptEnabled,
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  await context.addInitScript(() => window.localStorage.setItem("shop-splash-seen", "1"));
  return context;
}

/** The client addresses of a test's other browsers: their own rate-limit counts, apart from other tests'. */
export const addressFor = (testInfo: TestInfo, n: number) => `198.20.${(Date.now() + testInfo.workerIndex) % 250}.${n}`;
