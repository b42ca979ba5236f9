import { and, desc, eq, gte, lt, max, sql, sum } from "drizzle-orm";
import { db } from "~/db/client.server";
import { searchMisses } from "~/db/schema";
import { typedWords } from "~/modules/catalog/search-terms";
import { addCalendarDays } from "~/utils/calendar-days";
import { formatShopDate, shopCalendar } from "~/utils/shop-time";
import { log } from "~/utils/log.server";
import { MISSES_SHOWN_DAYS } from "./search-misses";

/** New searches written a day: past it, only those already written are counted (a bot's random words stop there). */
export const SEARCH_MISSES_PER_DAY = 2000;
/** How long a day's searches are kept; the owner reads the last MISSES_SHOWN_DAYS. */
const KEPT_DAYS = 90;
const MISSES_SHOWN = 50;

/**
 * Counts a search of the results page that found nothing, by its words as search reads them
 * ('Takht!!' and 'takht' are one). Never fails the page: a write that fails is logged.
 */
export async function recordSearchMiss(query: string, now = new Date()): Promise<void> {
  const words = typedWords(query).join(" ");
  if (!words) return;
  const day = shopCalendar(now).date;
  try {
    const counted = await db()
      .update(searchMisses)
      .set({ count: sql`${searchMisses.count} + 1`, lastAt: now })
      .where(and(eq(searchMisses.query, words), eq(searchMisses.day, day)))
      .returning({ count: searchMisses.count });
    if (counted.length > 0) return;
    const [today] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(searchMisses)
      .where(eq(searchMisses.day, day));
    if ((today?.n ?? 0) >= SEARCH_MISSES_PER_DAY) return;
    await db()
      .insert(searchMisses)
      .values({ query: words, day, lastAt: now })
      .onConflictDoUpdate({
        target: [searchMisses.query, searchMisses.day],
        set: { count: sql`${searchMisses.count} + 1`, lastAt: now },
      });
    // A new day's first rows: the oldest days go.
    if ((today?.n ?? 0) === 0) {
      await db()
        .delete(searchMisses)
        .where(lt(searchMisses.day, addCalendarDays(day, -KEPT_DAYS)));
    }
  } catch (error) {
    log.error("Counting a search that found nothing failed", { error: String(error) });
  }
}

export interface SearchMiss {
  query: string;
  count: number;
  /** The last day it was searched: 'Dec 03, 2026'. */
  last: string;
}

/** The searches that found nothing in the last 30 days, most asked first, with when last. */
export async function listSearchMisses(now = new Date()): Promise<SearchMiss[]> {
  const since = addCalendarDays(shopCalendar(now).date, -(MISSES_SHOWN_DAYS - 1));
  const rows = await db()
    .select({
      query: searchMisses.query,
      count: sum(searchMisses.count).mapWith(Number),
      last: max(searchMisses.day),
    })
    .from(searchMisses)
    .where(gte(searchMisses.day, since))
    .groupBy(searchMisses.query)
    .orderBy(desc(sum(searchMisses.count)), desc(max(searchMisses.day)), searchMisses.query)
    .limit(MISSES_SHOWN);
  return rows.map((row) => ({ query: row.query, count: row.count, last: formatShopDate(row.last!) }));
}
