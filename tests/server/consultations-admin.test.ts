import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, consultationCalendar } from "~/db/schema";
import { defaultCalendar } from "~/modules/consultations/calendar";
import { formFromCalendar } from "~/modules/consultations/calendar-form";
import { getConsultationCalendar } from "~/modules/consultations/calendar.server";
import { lahoreDay } from "~/modules/consultations/lahore-days";
import { thrownResponse } from "../setup/accounts";
import {
  adminAgenda,
  adminPost,
  bookingForm,
  bookingPage,
  bookings,
  freeStarts,
  invitationOf,
  mailsOfKind,
  postBooking,
  setupConsultations,
} from "../setup/consultations";

// The admin's agenda: cancel and move bookings (audited, mailed, safe to repeat) and edit the calendar.

const owner = setupConsultations();

const auditFor = (action: string, targetId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

async function booked(slot: string, overrides: Record<string, string> = {}) {
  expect((await postBooking(bookingForm({ slot, ...overrides }))).body.ok).toBe(true);
  return (await bookings()).find((row) => row.startsAt.toISOString() === slot)!;
}

describe("the agenda", () => {
  it("lists the coming bookings by Lahore day, and offers free times to move one to", async () => {
    const [first, second] = await freeStarts(2);
    const booking = await booked(first!);
    await booked(second!, {
      name: "Bilal Ahmed",
      kind: "video",
      email: "bilal@customer.example",
      phone: "03211234567",
    });
    const agenda = await adminAgenda(owner.adminCookie, `?move=${booking.number}`);
    const day = agenda.days.find((entry) => entry.day === lahoreDay(new Date(first!)))!;
    expect(day.bookings.map((entry) => [entry.name, entry.kindLabel, entry.phone])).toEqual([
      ["Ayesha Khan", "Showroom visit", "+92 300 1234567"],
      ["Bilal Ahmed", "Video call", "+92 321 1234567"],
    ]);
    expect(agenda.days[0]!.today).toBe(true);
    expect(agenda.total).toBe(2);
    const offered = agenda.moveChoices!.days.flatMap((entry) => entry.slots.map((slot) => slot.start));
    expect(offered).not.toContain(first);
    expect(offered).not.toContain(second);
    expect(agenda.calendar).toEqual(formFromCalendar(defaultCalendar));
  });

  it("is for admins only", async () => {
    const response = await thrownResponse(() => adminAgenda(""));
    expect(response.status).toBe(302);
  });
});

describe("cancelling a booking", () => {
  it("cancels, mails the customer the reason with a CANCEL invitation, audits it, and does it once", async () => {
    const [slot] = await freeStarts(1);
    const booking = await booked(slot!);
    const form = { intent: "cancel", id: booking.id, reason: "Our designer is unwell; sorry!" };
    const done = await adminPost(owner.adminCookie, form);
    expect(done.status).toBe(200);
    expect(done.body.notice.text).toBe(
      `Booking #${booking.number} cancelled. We e-mailed Ayesha Khan (ayesha@customer.example).`,
    );
    expect((await bookings())[0]).toMatchObject({
      state: "cancelled",
      cancelledBy: "consultations-owner@shop.example",
    });

    const [mail] = await mailsOfKind("consultation-cancelled");
    expect(mail!.text).toContain("Our note: Our designer is unwell; sorry!");
    expect(invitationOf(mail!)).toMatchObject({ method: "CANCEL", sequence: 1 });
    const [entry] = await auditFor("consultation.cancelled", booking.id);
    expect(entry).toMatchObject({
      actorEmail: "consultations-owner@shop.example",
      targetLabel: `#${booking.number} Ayesha Khan`,
    });
    expect(entry!.changes).toMatchObject({ state: { before: "booked", after: "cancelled" }, reason: form.reason });

    const again = await adminPost(owner.adminCookie, form);
    expect(again.body.notice.text).toBe(`Booking #${booking.number} was already cancelled.`);
    expect(await mailsOfKind("consultation-cancelled")).toHaveLength(1);
    expect(await auditFor("consultation.cancelled", booking.id)).toHaveLength(1);
  });

  it("refuses a reason with direction controls, changing nothing", async () => {
    const [slot] = await freeStarts(1);
    const booking = await booked(slot!);
    // Refused as the form is read, before the action runs.
    const refused = await thrownResponse(() =>
      adminPost(owner.adminCookie, { intent: "cancel", id: booking.id, reason: "evil \u202Etxt" }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("text-direction control");
    expect((await bookings())[0]!.state).toBe("booked");
  });
});

describe("moving a booking", () => {
  it("moves it, mails a new invitation with the same UID and a higher SEQUENCE, audits it, and a repeat changes nothing", async () => {
    const [from, to] = await freeStarts(2);
    const booking = await booked(from!);
    const form = { intent: "move", id: booking.id, revision: "0", slot: to! };
    const done = await adminPost(owner.adminCookie, form);
    expect(done.body.notice.tone).toBe("success");
    const [row] = await bookings();
    expect(row!.startsAt.toISOString()).toBe(to);
    expect(row!.revision).toBe(1);

    const [mail] = await mailsOfKind("consultation-moved");
    const invitation = invitationOf(mail!);
    const original = invitationOf((await mailsOfKind("consultation-booked"))[0]!);
    expect(invitation).toMatchObject({ method: "REQUEST", sequence: 1, start: to, uid: original.uid });
    expect(mail!.text).toContain(`/consultations/${booking.number}/cancel?key=`);
    const [entry] = await auditFor("consultation.moved", booking.id);
    expect(entry!.changes).toHaveProperty("when.before");

    // The old time is free, the new one taken; the same form again changes nothing.
    const page = await bookingPage(`?day=${lahoreDay(new Date(from!))}`);
    expect(page.slots.map((slot) => slot.start)).toContain(from);
    expect((await adminPost(owner.adminCookie, form)).body.notice.text).toMatch(/at that time already/);
    expect(await mailsOfKind("consultation-moved")).toHaveLength(1);
  });

  it("refuses a time booked by someone else (the unique index again), a stale form and a time off the grid", async () => {
    const [mine, theirs] = await freeStarts(2);
    const booking = await booked(mine!);
    await booked(theirs!, { email: "other@customer.example", phone: "03211234567" });
    const taken = await adminPost(owner.adminCookie, { intent: "move", id: booking.id, revision: "0", slot: theirs! });
    expect(taken).toMatchObject({
      status: 409,
      body: { notice: { text: "That time is booked already. Please choose another." } },
    });
    const offGrid = new Date(Date.parse(mine!) + 30 * 60_000).toISOString();
    const refused = await adminPost(owner.adminCookie, {
      intent: "move",
      id: booking.id,
      revision: "0",
      slot: offGrid,
    });
    expect(refused.status).toBe(400);
    const stale = await adminPost(owner.adminCookie, { intent: "move", id: booking.id, revision: "3", slot: offGrid });
    expect(stale.body.notice.text).toMatch(/changed meanwhile/);
    expect((await bookings()).find((row) => row.id === booking.id)).toMatchObject({ revision: 0 });
    expect(await mailsOfKind("consultation-moved")).toHaveLength(0);
    expect(await auditFor("consultation.moved", booking.id)).toHaveLength(0);
  });
});

describe("the calendar", () => {
  it("saves the hours, length and closed days with an audit entry; the booking page follows", async () => {
    const values = formFromCalendar(defaultCalendar);
    const saved = await adminPost(owner.adminCookie, {
      intent: "calendar",
      ...values,
      "hours.mon": "10:00-12:00",
      slotMinutes: "30",
      closedDays: `${values.closedDays}\n2027-12-31 Year end`,
    });
    expect(saved.body.notice.tone).toBe("success");
    const calendar = await getConsultationCalendar();
    expect(calendar.hours.mon).toEqual([{ start: "10:00", end: "12:00" }]);
    expect(calendar.slotMinutes).toBe(30);
    expect(calendar.closedDays.at(-1)).toEqual({ date: "2027-12-31", name: "Year end" });
    const [entry] = (await db().select().from(auditLog).where(eq(auditLog.action, "consultation.calendar"))).slice(-1);
    expect(entry!.changes).toEqual({
      "hours.mon": { before: "11:00-19:00", after: "10:00-12:00" },
      slotMinutes: { before: 60, after: 30 },
      "closedDays.added": ["2027-12-31 Year end"],
    });
    const monday = (await bookingPage()).days.find(
      (day) => new Date(`${day.day}T00:00:00Z`).getUTCDay() === 1 && !day.closed,
    );
    const page = await bookingPage(`?day=${monday!.day}`);
    expect(page.slotMinutes).toBe(30);
    expect(page.slots.length).toBeLessThanOrEqual(4);
  });

  it("refuses a bad form with a message per field and stores nothing", async () => {
    const refused = await adminPost(owner.adminCookie, {
      intent: "calendar",
      ...formFromCalendar(defaultCalendar),
      "hours.tue": "9 till late",
      slotMinutes: "7",
      closedDays: "2026-13-01 Nope",
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors!).sort()).toEqual(["closedDays", "hours.tue", "slotMinutes"]);
    expect(await db().select().from(consultationCalendar)).toEqual([]);
  });
});
