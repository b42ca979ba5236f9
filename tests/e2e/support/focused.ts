import type { Page } from "@playwright/test";

/** The focused element, described for an assertion (its tag, id, and accessible text). */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "body";
    return `${element.tagName.toLowerCase()}: ${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim()}`;
  });
