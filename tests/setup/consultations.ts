import { randomUUID } from "node:crypto";
import { asc, count, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, beforeEach, expect } from "vitest";
import { db } from "~/db/client.server";
import { consultationBookings, consultationCalendar, mailOutbox } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { getConsultationCalendar } from "~/modules/consultations/calendar.server";
import { busyBetween } from "~/modules/consultations/consultations.server";
import { lahoreInstant } from "~/modules/consultations/lahore-days";
import { addCalendarDays } from "~/utils/calendar-days";
import { bookingDays, freeSlots } from "~/modules/consultations/slots";
import { action as adminAction, loader as adminLoader } from "~/routes/admin/consultations";
import { action as cancelAction, loader as cancelLoader } from "~/routes/storefront/consultation-cancel";
import { action as bookingAction, loader as bookingLoader } from "~/routes/storefront/consultations";
import { freshIp, ORIGIN, routeArgs, setupAccounts, signedInCookie } from "./accounts";

/**
 * Shared set-up for the consultation tests: a fresh database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), an admin signed in, and no bookings, mails or saved
 * calendar before each test. Call `setupConsultations()` once at the top of the file.
 */
export const SHOP = "hello@shahkaar.example";

/** An action's `data(body, init)` as status, headers and body. */
function unwrap<Body>(result: unknown) {
  const { init, data } = result as { init: ResponseInit | null; data: Body };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
}

/** A form post from a browser on the shop's origin, from its own client address. */
function postForm(path: string, form: Record<string, string>, { cookie, ip }: { cookie?: string; ip?: string } = {}) {
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": ip ?? freshIp() });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
}
const admin = { email: "consultations-owner@shop.example", password: "owner-password-1", name: "Owner" };

export function setupConsultations() {
  delete process.env.SHOP_EMAIL;
  setupAccounts();
  const state = { adminCookie: "" };
  beforeAll(async () => {
    expect(await createOrPromoteAdmin(admin)).toBe("created");
    state.adminCookie = await signedInCookie(freshIp(), admin);
  });
  beforeEach(async () => {
    await db().delete(consultationBookings);
    await db().delete(mailOutbox);
    await db().delete(consultationCalendar);
  });
  return state;
}

/**
 * `count` free starts (ISO) of one day at least `ahead` days away, as the booking page offers them
 * now: whatever today is, the test books times the calendar really has.
 */
export async function freeStarts(count = 2, ahead = 2): Promise<string[]> {
  const now = new Date();
  const calendar = await getConsultationCalendar();
  const days = bookingDays(now);
  const busy = await busyBetween(lahoreInstant(days[0]!, 0), lahoreInstant(addCalendarDays(days.at(-1)!, 1), 0));
  for (const day of days.slice(ahead)) {
    const slots = freeSlots(calendar, day, busy, now);
    if (slots.length >= count) return slots.slice(0, count).map((slot) => slot.start.toISOString());
  }
  throw new Error(`No day with ${count} free slots`);
}

export const bookingForm = (overrides: Record<string, string> = {}) => ({
  kind: "showroom",
  name: "Ayesha Khan",
  email: "Ayesha@Customer.Example",
  phone: "0300 1234567",
  address: "",
  note: "We are redoing the drawing room.",
  idempotencyKey: randomUUID(),
  ...overrides,
});

export const postBooking = (form: Record<string, string>, ip = freshIp()) =>
  bookingAction(routeArgs(postForm("/consultations", form, { ip }))).then((result) =>
    unwrap<{ ok: boolean; errors: Record<string, string>; booked?: { number: string; when: string; email: string } }>(
      result,
    ),
  );

export const bookingPage = (search = "") =>
  bookingLoader(
    routeArgs(new Request(`${ORIGIN}/consultations${search}`, { headers: { "x-forwarded-for": freshIp() } })),
  );

const cancelArgs = (request: Request, number: string) => ({ ...routeArgs<object>(request), params: { number } });

export const openCancelLink = (number: string, key: string) =>
  cancelLoader(
    cancelArgs(new Request(`${ORIGIN}/consultations/${number}/cancel?key=${encodeURIComponent(key)}`), number) as never,
  ).then((result) => unwrap<{ state: string; booking: Record<string, string> | null }>(result));

export const postCancelLink = (number: string, key: string) =>
  cancelAction(cancelArgs(postForm(`/consultations/${number}/cancel`, { key }), number) as never).then((result) =>
    unwrap<{ state: string; booking: Record<string, string> | null }>(result),
  );

export const adminPost = (cookie: string, form: Record<string, string>) =>
  adminAction(routeArgs(postForm("/admin/consultations", form, { cookie }))).then((result) =>
    unwrap<{ notice: { tone: string; text: string }; errors?: Record<string, string> }>(result),
  );

export const adminAgenda = (cookie: string, search = "") =>
  adminLoader(
    routeArgs(
      new Request(`${ORIGIN}/admin/consultations${search}`, { headers: { cookie, "x-forwarded-for": freshIp() } }),
    ),
  );

export const bookings = () => db().select().from(consultationBookings).orderBy(asc(consultationBookings.createdAt));
export const bookingCount = async () => (await db().select({ n: count() }).from(consultationBookings))[0]!.n;

export const mailsOfKind = (kind: string) =>
  db().select().from(mailOutbox).where(eq(mailOutbox.kind, kind)).orderBy(asc(mailOutbox.createdAt));

/** The cancel link (and its key) in a mail's text. */
export function cancelLinkIn(text: string): { number: string; key: string } {
  const match = /\/consultations\/([0-9A-F]{8})\/cancel\?key=([\w%-]+)/.exec(text);
  if (!match) throw new Error(`No cancel link in:\n${text}`);
  return { number: match[1]!, key: decodeURIComponent(match[2]!) };
}

/** A mail's calendar file, parsed: its METHOD, and the event's UID, SEQUENCE, start and status. */
export function invitationOf(mail: {
  attachments: { filename: string; contentType: string; content: string }[] | null;
}) {
  const file = mail.attachments?.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  if (!file) throw new Error("No calendar file attached");
  const calendar = new ICAL.Component(ICAL.parse(file.content));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    file,
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    status: vevent.getFirstPropertyValue("status"),
    description: event.description,
    location: event.location,
  };
}
