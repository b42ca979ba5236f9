import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { consultationBookings } from "~/db/schema";
import { countConsultationsOn } from "~/modules/consultations/consultations.server";
import { lahoreDay, lahoreInstant, weekdayOf } from "~/modules/consultations/lahore-days";
import { addCalendarDays } from "~/utils/calendar-days";
import { SLOT_TAKEN_MESSAGE } from "~/modules/consultations/slots";
import {
  SHOP,
  bookingCount,
  bookingForm,
  bookingPage,
  bookings,
  freeStarts,
  invitationOf,
  mailsOfKind,
  postBooking,
  setupConsultations,
} from "../setup/consultations";

// Booking a consultation (issue 18, part 5): one slot holds one booking, decided by the
// database's partial unique index, with the mails queued in the same transaction.

setupConsultations();

describe("a booking", () => {
  it("is stored, shown back, and mailed to the customer with a calendar invitation and to the shop", async () => {
    const [slot] = await freeStarts(1);
    const result = await postBooking(bookingForm({ slot: slot! }));
    expect(result.status).toBe(200);
    expect(result.body.ok).toBe(true);

    const [row] = await bookings();
    expect(row).toMatchObject({
      kind: "showroom",
      name: "Ayesha Khan",
      email: "ayesha@customer.example",
      phone: "+923001234567",
      address: null,
      note: "We are redoing the drawing room.",
      state: "booked",
      revision: 0,
    });
    expect(row!.startsAt.toISOString()).toBe(slot);
    expect(row!.endsAt.getTime() - row!.startsAt.getTime()).toBe(60 * 60_000);
    expect(row!.number).toBe(row!.id.slice(0, 8).toUpperCase());
    expect(result.body.booked).toMatchObject({ number: row!.number, email: "ayesha@customer.example" });
    expect(result.body.booked!.when).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:00-\d{2}:00$/);

    const [mail] = await mailsOfKind("consultation-booked");
    expect(mail).toMatchObject({ to: "ayesha@customer.example", replyTo: SHOP });
    expect(mail!.subject).toContain(`(#${row!.number})`);
    expect(mail!.text).toContain(`/consultations/${row!.number}/cancel?key=`);
    const invitation = invitationOf(mail!);
    expect(invitation).toMatchObject({ method: "REQUEST", sequence: 0, start: slot, status: "CONFIRMED" });
    expect(invitation.uid).toBe(`${row!.id}@127.0.0.1`);
    expect(invitation.location).toContain("Gulberg III, Lahore");
    expect(invitation.file.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");

    const [notice] = await mailsOfKind("consultation-shop-booked");
    expect(notice).toMatchObject({ to: SHOP, replyTo: "ayesha@customer.example" });
    expect(notice!.subject).toMatch(/^New consultation: .*Showroom visit, Ayesha Khan$/);
  });

  it("takes a home visit's address in Lahore, and counts on the dashboard's day", async () => {
    const [slot] = await freeStarts(1);
    const home = await postBooking(
      bookingForm({ slot: slot!, kind: "home", address: "House 12, Street 4, DHA Phase 6" }),
    );
    expect(home.body.ok).toBe(true);
    const [row] = await bookings();
    expect(row!.address).toBe("House 12, Street 4, DHA Phase 6, Lahore");
    expect(invitationOf((await mailsOfKind("consultation-booked"))[0]!).location).toBe(
      "House 12, Street 4, DHA Phase 6, Lahore",
    );
    const day = lahoreDay(new Date(slot!));
    expect(await countConsultationsOn(day)).toBe(1);
    expect(await countConsultationsOn(addCalendarDays(day, 1))).toBe(0);
  });
});

describe("one slot, one booking", () => {
  it("gives 20 customers clicking the same slot at once exactly one booking; the others are told and nothing else is stored", async () => {
    const [slot] = await freeStarts(1);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postBooking(bookingForm({ slot: slot!, name: `Customer ${index}`, email: `c${index}@customer.example` })),
      ),
    );
    const won = results.filter((result) => result.body.ok);
    const lost = results.filter((result) => !result.body.ok);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const result of lost) {
      expect(result.status).toBe(409);
      expect(result.body.errors).toEqual({ slot: SLOT_TAKEN_MESSAGE });
    }
    expect(await bookingCount()).toBe(1);
    expect(await mailsOfKind("consultation-booked")).toHaveLength(1);
    expect(await mailsOfKind("consultation-shop-booked")).toHaveLength(1);
  });

  it("is enforced by the database itself: a second live booking of a start is refused, a cancelled one is not in the way", async () => {
    const [slot] = await freeStarts(1);
    const row = (n: number, state: "booked" | "cancelled") => ({
      number: `0000000${n}`,
      kind: "video" as const,
      startsAt: new Date(slot!),
      endsAt: new Date(Date.parse(slot!) + 3_600_000),
      name: "Direct",
      email: "direct@customer.example",
      phone: "+923001234567",
      state,
      cancelKeyHash: "x",
      idempotencyKey: `direct-${n}`,
    });
    await db().insert(consultationBookings).values(row(1, "cancelled"));
    await db().insert(consultationBookings).values(row(2, "booked"));
    await expect(db().insert(consultationBookings).values(row(3, "booked"))).rejects.toThrow();
    expect(await bookingCount()).toBe(2);
  });

  it("lists the taken time no more; a cancelled booking's time is free again", async () => {
    const [slot, next] = await freeStarts(2);
    const day = lahoreDay(new Date(slot!));
    expect((await postBooking(bookingForm({ slot: slot! }))).body.ok).toBe(true);
    const page = await bookingPage(`?day=${day}`);
    expect(page.day.day).toBe(day);
    expect(page.slots.map((free) => free.start)).not.toContain(slot);
    expect(page.slots.map((free) => free.start)).toContain(next);

    const taken = await postBooking(bookingForm({ slot: slot! }));
    expect(taken).toMatchObject({ status: 409, body: { ok: false, errors: { slot: SLOT_TAKEN_MESSAGE } } });

    await db().update(consultationBookings).set({ state: "cancelled" });
    expect((await bookingPage(`?day=${day}`)).slots.map((free) => free.start)).toContain(slot);
    expect((await postBooking(bookingForm({ slot: slot! }))).body.ok).toBe(true);
  });
});

describe("times the calendar does not offer", () => {
  it("refuses a closed day, a time outside the hours or off the grid, the past and beyond three weeks, storing nothing", async () => {
    const today = lahoreDay(new Date());
    const sunday = [1, 2, 3, 4, 5, 6, 7].map((n) => addCalendarDays(today, n)).find((day) => weekdayOf(day) === "sun")!;
    const [open] = await freeStarts(1);
    const openDay = lahoreDay(new Date(open!));
    const cases: [string, string, RegExp][] = [
      ["a Sunday", lahoreInstant(sunday, 11 * 60).toISOString(), /closed that day/],
      ["before opening", lahoreInstant(openDay, 8 * 60).toISOString(), /not one of our consultation times/],
      ["at closing time", lahoreInstant(openDay, 19 * 60).toISOString(), /not one of our consultation times/],
      ["half past", new Date(Date.parse(open!) + 30 * 60_000).toISOString(), /not one of our consultation times/],
      ["yesterday", lahoreInstant(addCalendarDays(today, -1), 11 * 60).toISOString(), /has passed/],
      ["in four weeks", lahoreInstant(addCalendarDays(openDay, 28), 11 * 60).toISOString(), /up to 3 weeks ahead/],
    ];
    for (const [label, slot, message] of cases) {
      const result = await postBooking(bookingForm({ slot }));
      expect(result.status, label).toBe(400);
      expect(result.body.errors.slot, label).toMatch(message);
    }
    expect(await bookingCount()).toBe(0);
    expect(await mailsOfKind("consultation-booked")).toHaveLength(0);
  });

  it("refuses a public holiday the owner listed", async () => {
    const [slot] = await freeStarts(1);
    const { saveConsultationCalendar, getConsultationCalendar } =
      await import("~/modules/consultations/calendar.server");
    const calendar = await getConsultationCalendar();
    await saveConsultationCalendar({
      ...calendar,
      closedDays: [
        ...calendar.closedDays.filter((day) => day.date !== lahoreDay(new Date(slot!))),
        { date: lahoreDay(new Date(slot!)), name: "Shop holiday" },
      ],
    });
    const result = await postBooking(bookingForm({ slot: slot! }));
    expect(result.body.errors).toEqual({ slot: "We are closed that day. Please choose one of the times shown." });
    expect((await bookingPage()).days.find((day) => day.day === lahoreDay(new Date(slot!)))).toMatchObject({
      closed: "Shop holiday",
      free: 0,
    });
  });

  it("refuses missing or wrong fields with a message each, storing nothing", async () => {
    const result = await postBooking({
      ...bookingForm({ name: " ", email: "nope", phone: "123", kind: "home" }),
      slot: "",
    });
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({
      slot: "Please choose a time.",
      name: "Please enter your name.",
      email: "Please enter a valid e-mail address.",
      phone: "Please enter a Pakistani mobile number, e.g. 0300 1234567.",
      address: "Please enter the address in Lahore where we should visit.",
    });
    expect(await bookingCount()).toBe(0);
  });
});

describe("the booking page", () => {
  it("offers three weeks of days, the first with a free time chosen, and preselects the kind from the link", async () => {
    const page = await bookingPage("?type=home");
    expect(page.days).toHaveLength(21);
    expect(page.days[0]!.day).toBe(lahoreDay(new Date()));
    expect(page.day.free).toBeGreaterThan(0);
    expect(page.slots.length).toBe(page.day.free);
    expect(page.type).toBe("home");
    expect((await bookingPage("?type=office")).type).toBeNull();
    expect((await bookingPage()).idempotencyKey).not.toBe(page.idempotencyKey);
  });
});
