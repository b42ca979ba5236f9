import { z } from "zod";
import { formatShopDate, shopCalendar } from "~/utils/shop-time";

/**
 * The planned delivery: a day and, if the crew can promise one, a two-hour slot. The slots
 * are the crews' working day in Lahore; 'any time that day' is no slot.
 */
export const DELIVERY_SLOT_STARTS = [9, 11, 13, 15, 17, 19] as const;
export const DELIVERY_SLOT_HOURS = 2;

const hour = (value: number) => `${String(value).padStart(2, "0")}:00`;

/** '11:00-13:00'. */
export function slotText(start: number): string {
  return `${hour(start)}-${hour(start + DELIVERY_SLOT_HOURS)}`;
}

/** 'Dec 08, 2026, 11:00-13:00', or the day alone when no slot is set. */
export function deliverySlotText(date: string, slotStart: number | null): string {
  return slotStart === null ? formatShopDate(date) : `${formatShopDate(date)}, ${slotText(slotStart)}`;
}

/** How far ahead a delivery may be planned: a typo such as 2062 is refused, a long made-to-order job is not. */
export const DELIVERY_PLAN_MAX_DAYS = 365;

/** '2026-02-30' is no day, though Date reads it as March 2. */
function isCalendarDay(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const DATE_MESSAGE = "Please choose the delivery day.";

/**
 * The admin's form: `date` (YYYY-MM-DD, from today in Lahore up to a year ahead) and `slot`
 * ('' for any time, or one of the slot starts). `clear` removes a planned date.
 */
export function deliveryDateSchema(now = new Date()) {
  const today = shopCalendar(now).date;
  const last = shopCalendar(new Date(now.getTime() + DELIVERY_PLAN_MAX_DAYS * 86_400_000)).date;
  return z.object({
    orderId: z.uuid("Order not found."),
    date: z
      .string({ error: DATE_MESSAGE })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
      .refine(isCalendarDay, DATE_MESSAGE)
      .refine((value) => value >= today, "The delivery day cannot be in the past.")
      .refine((value) => value <= last, `Please choose a day within ${DELIVERY_PLAN_MAX_DAYS} days.`),
    slot: z
      .string()
      .trim()
      .optional()
      .transform((value, context) => {
        if (!value) return null;
        const start = Number(value);
        if (!(DELIVERY_SLOT_STARTS as readonly number[]).includes(start)) {
          context.addIssue({ code: "custom", message: "Please choose one of the delivery slots." });
          return z.NEVER;
        }
        return start;
      }),
  });
}
