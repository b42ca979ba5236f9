import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { consultationCalendar } from "~/db/schema";
import { defaultCalendar, type ConsultationCalendar } from "./calendar";
import { calendarSchema } from "./calendar.schema";

type Reader = Pick<ReturnType<typeof db>, "select">;
type Writer = Pick<ReturnType<typeof db>, "insert">;

/**
 * The consultation calendar: one primary-key lookup. No row (a shop that never edited it) is the
 * default calendar; so is a stored value that no longer passes the schema (edited by hand in the
 * database), rather than offering times nobody checked.
 */
export async function getConsultationCalendar(executor: Reader = db()): Promise<ConsultationCalendar> {
  const [row] = await executor
    .select({ value: consultationCalendar.value })
    .from(consultationCalendar)
    .where(eq(consultationCalendar.id, 1));
  if (!row) return defaultCalendar;
  const parsed = calendarSchema.safeParse(row.value);
  return parsed.success ? parsed.data : defaultCalendar;
}

/** Validates and stores the calendar; pass a transaction to save it with its audit entry. */
export async function saveConsultationCalendar(input: unknown, executor: Writer = db()): Promise<ConsultationCalendar> {
  const value = calendarSchema.parse(input);
  const stored = value as unknown as Record<string, unknown>;
  await executor
    .insert(consultationCalendar)
    .values({ id: 1, value: stored })
    .onConflictDoUpdate({ target: consultationCalendar.id, set: { value: stored, updatedAt: new Date() } });
  return value;
}
