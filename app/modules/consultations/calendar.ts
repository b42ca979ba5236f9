import { PAKISTAN_HOLIDAYS, type ClosedDay } from "./pakistan-holidays";

/** The week as the owner reads it, Monday first (a Pakistani shop's week). */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** Opening hours of one stretch of a day, 'HH:MM' on Lahore's 24-hour clock; `end` is after `start`. */
export interface Period {
  start: string;
  end: string;
}

export type { ClosedDay };

/**
 * When designers meet customers: opening hours per weekday (none: closed that day; more than
 * one period: a break between them), the length of one consultation, and the closed dates.
 * Slots start at each period's start, one after another, and end by its end.
 */
export interface ConsultationCalendar {
  hours: Record<Weekday, Period[]>;
  slotMinutes: number;
  closedDays: ClosedDay[];
}

const DAY = [{ start: "11:00", end: "19:00" }];

/**
 * Until the owner edits it: Monday to Saturday 11:00-19:00, one-hour consultations; on Friday a
 * break for Jumu'ah prayers (13:00-15:00); Sunday closed; Pakistan's public holidays closed.
 */
export const defaultCalendar: ConsultationCalendar = {
  hours: {
    mon: DAY,
    tue: DAY,
    wed: DAY,
    thu: DAY,
    fri: [
      { start: "11:00", end: "13:00" },
      { start: "15:00", end: "19:00" },
    ],
    sat: DAY,
    sun: [],
  },
  slotMinutes: 60,
  closedDays: [...PAKISTAN_HOLIDAYS],
};
