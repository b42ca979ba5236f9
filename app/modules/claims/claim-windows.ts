/**
 * What a delivered line may still be asked for, and until when (issue 36, item 2): a return or
 * an exchange within the line's return window, a warranty claim while one of its parts is
 * covered, and damage in delivery within 48 hours of the delivery whatever the return rule.
 * From the terms the line was bought under and the order's Delivered step. Pure.
 */
import type { CLAIM_KINDS } from "~/db/schema/claims";
import { formatShopDate, formatShopDateTime, shopCalendar } from "~/utils/shop-time";
import { returnLastDay, returnOpen, warrantyLastDays, type LineTermsSource } from "~/modules/terms/line-terms";

export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** Damage in delivery is reported within this many hours of the delivery, whatever the return rule. */
export const DAMAGE_REPORT_HOURS = 48;

export interface Delivered {
  /** The instant the order was marked delivered (ISO). */
  at: string;
  /** Its day on Pakistan's calendar ('YYYY-MM-DD'). */
  on: string;
}

export interface ClaimWindow {
  open: boolean;
  /** 'Return window open until Dec 05, 2026', 'Return window ended on Dec 05, 2026'. */
  text: string;
}

function returnWindow(line: LineTermsSource, delivered: Delivered, now: Date): ClaimWindow {
  const last = returnLastDay(line, delivered.on);
  if (!last) return { open: false, text: "This piece is returned for a defect only" };
  return returnOpen(line, delivered.on, now)
    ? { open: true, text: `Return window open until ${formatShopDate(last)}` }
    : { open: false, text: `Return window ended on ${formatShopDate(last)}` };
}

function warrantyWindow(line: LineTermsSource, delivered: Delivered, now: Date): ClaimWindow {
  const parts = warrantyLastDays(line, delivered.on);
  if (parts.length === 0) return { open: false, text: "This piece has no warranty" };
  if (parts.some((part) => part.until === null)) return { open: true, text: "a warranty claim is open for life" };
  const last = parts
    .map((part) => part.until!)
    .sort()
    .at(-1)!;
  // Open to the end of its last day in Pakistan, as the return window.
  return shopCalendar(now).date <= last
    ? { open: true, text: `a warranty claim is open until ${formatShopDate(last)}` }
    : { open: false, text: `the warranty ended on ${formatShopDate(last)}` };
}

function damageWindow(delivered: Delivered, now: Date): ClaimWindow {
  const until = new Date(new Date(delivered.at).getTime() + DAMAGE_REPORT_HOURS * 3_600_000);
  return now < until
    ? { open: true, text: `Damage in delivery can be reported until ${formatShopDateTime(until)}` }
    : { open: false, text: `Damage in delivery was to be reported by ${formatShopDateTime(until)}` };
}

/** Each kind's window for one line. */
export function claimWindows(
  line: LineTermsSource,
  delivered: Delivered,
  now = new Date(),
): Record<ClaimKind, ClaimWindow> {
  const returns = returnWindow(line, delivered, now);
  return {
    return: returns,
    exchange: returns,
    warranty: warrantyWindow(line, delivered, now),
    damage: damageWindow(delivered, now),
  };
}

/** 'Return window ended on Dec 05, 2026; a warranty claim is open until Nov 28, 2031'. */
export function claimOfferText(windows: Record<ClaimKind, ClaimWindow>): string {
  return `${windows.return.text}; ${windows.warranty.text}.`;
}
