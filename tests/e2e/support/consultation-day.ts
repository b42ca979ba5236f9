import type { Page, TestInfo } from "@playwright/test";

/** A Lahore day's 'HH:00' as the instant an invitation must carry (Pakistan is UTC+5). */
export const lahoreInstant = (day: string, hour: number) =>
  new Date(`${day}T${String(hour).padStart(2, "0")}:00:00+05:00`).toISOString();

/**
 * A bookable day on /consultations where every one of `times` is still free. Not today (its
 * hours may be past or too close); the phone takes even days, the desktop odd ones, counted from
 * 1970, so the two projects never share a day whatever each sees as open.
 */
export async function pickConsultationDay(page: Page, testInfo: TestInfo, times: readonly string[]): Promise<string> {
  await page.goto("/consultations");
  const hrefs = await page
    .locator("#when a[href*='day=']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
  const parity = testInfo.project.name === "phone" ? 0 : 1;
  const days = hrefs
    .map((href) => new URL(href, "http://shop").searchParams.get("day")!)
    .filter((day) => day > today && (Date.parse(day) / 86_400_000) % 2 === parity);
  for (const day of days) {
    await page.goto(`/consultations?day=${day}`);
    const group = page.getByRole("group", { name: /Choose a time/ });
    const free = async (time: string) => (await group.getByRole("radio", { name: time }).count()) > 0;
    if ((await Promise.all(times.map(free))).every(Boolean)) return day;
  }
  throw new Error(`No day with ${times.join(" and ")} free`);
}
