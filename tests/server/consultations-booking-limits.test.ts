import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { consultationBookings, rateLimits } from "~/db/schema";
import { BOOKING_RATE_LIMIT } from "~/modules/consultations/booking-action.server";
import { CONTACT_BOOKED_MESSAGE } from "~/modules/consultations/contact-limit.server";
import { lahoreDay } from "~/modules/consultations/lahore-days";
import { freshIp } from "../setup/accounts";
import {
  bookingCount,
  bookingForm,
  freeStarts,
  mailsOfKind,
  postBooking,
  setupConsultations,
} from "../setup/consultations";

// Booking a consultation (issue 18, part 5): one slot holds one booking, decided by the
// database's partial unique index, with the mails queued in the same transaction.

setupConsultations();

/** The e-mail and phone of the `n`th of several customers (one booking a day each). */
const contact = (n: number) => ({
  email: `customer.${n}@customer.example`,
  phone: `0300 ${String(1_000_000 + n).padStart(7, "0")}`,
});

// Retries, floods and the one-booking-a-day rule of consultation bookings (issues 18 and 32).

describe("retries and floods", () => {
  it("gives the same booking for the same form sent twice, with one set of mails", async () => {
    const [slot] = await freeStarts(1);
    const form = bookingForm({ slot: slot! });
    const [first, second] = await Promise.all([postBooking(form), postBooking(form)]);
    const third = await postBooking(form);
    expect(first!.body.ok && second!.body.ok && third.body.ok).toBe(true);
    expect(new Set([first, second, third].map((result) => result!.body.booked!.number)).size).toBe(1);
    expect(await bookingCount()).toBe(1);
    expect(await mailsOfKind("consultation-booked")).toHaveLength(1);
  });

  it(`takes ${BOOKING_RATE_LIMIT.max} bookings per client address in an hour, then answers 429 with Retry-After`, async () => {
    const ip = freshIp();
    const starts = await freeStarts(BOOKING_RATE_LIMIT.max + 1);
    for (const [n, slot] of starts.slice(0, BOOKING_RATE_LIMIT.max).entries()) {
      expect((await postBooking(bookingForm({ slot, ...contact(n) }), ip)).status).toBe(200);
    }
    const refused = await postBooking(bookingForm({ slot: starts.at(-1)!, ...contact(99) }), ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(30 * 60);
    expect(refused.body.errors).toEqual({});
    expect(await bookingCount()).toBe(BOOKING_RATE_LIMIT.max);
    const [row] = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `consultation:${ip}`));
    expect(row?.count).toBe(BOOKING_RATE_LIMIT.max + 1);
  });

  it("leaves a day's slots free when two addresses post all eight of them at once (was: all 8 taken in 0.3 s)", async () => {
    const starts = await freeStarts(8);
    const [first, second] = [freshIp(), freshIp()];
    const results = await Promise.all(
      [first, second].flatMap((ip, k) =>
        starts.map((slot, n) => postBooking(bookingForm({ slot, ...contact(k * 10 + n) }), ip)),
      ),
    );
    // Three an hour per address: at most six of the eight, and ten of the sixteen posts refused.
    expect(await bookingCount()).toBeLessThanOrEqual(6);
    const refused = results.filter((result) => result.status === 429);
    expect(refused).toHaveLength(10);
    for (const result of refused) expect(Number(result.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await mailsOfKind("consultation-shop-booked")).toHaveLength(await bookingCount());
  });

  it("answers a resent form with its booking without counting it against the address", async () => {
    const ip = freshIp();
    const [slot, other] = await freeStarts(2);
    const form = bookingForm({ slot: slot! });
    for (let attempt = 0; attempt < BOOKING_RATE_LIMIT.max + 2; attempt++) {
      const again = await postBooking(form, ip);
      expect(again.status).toBe(200);
      expect(again.body.booked?.email).toBe("ayesha@customer.example");
    }
    // The resends used none of the address's allowance: another booking is still taken.
    expect((await postBooking(bookingForm({ slot: other!, ...contact(1) }), ip)).status).toBe(200);
    expect(await bookingCount()).toBe(2);
    expect(await mailsOfKind("consultation-booked")).toHaveLength(2);
  });
});

describe("one booking per e-mail and per phone a day", () => {
  it("refuses a second time that day for the same e-mail or the same phone, from any address, until the first is cancelled", async () => {
    const [slot, second, third] = await freeStarts(3);
    expect((await postBooking(bookingForm({ slot: slot! }))).status).toBe(200);
    for (const [label, form] of [
      ["same e-mail", bookingForm({ slot: second!, phone: "0321 7654321" })],
      ["same phone", bookingForm({ slot: second!, email: "someone.else@customer.example" })],
    ] as const) {
      const refused = await postBooking(form);
      expect(refused.status, label).toBe(409);
      expect(refused.body).toMatchObject({ ok: false, notice: { text: CONTACT_BOOKED_MESSAGE } });
      expect(refused.headers.get("Retry-After"), label).toBeNull();
    }
    expect(await bookingCount()).toBe(1);
    expect(await mailsOfKind("consultation-booked")).toHaveLength(1);
    // Another contact books that day; the same contact another day.
    expect((await postBooking(bookingForm({ slot: third!, ...contact(7) }))).status).toBe(200);
    let later = slot!;
    for (let ahead = 3; lahoreDay(new Date(later)) === lahoreDay(new Date(slot!)); ahead++) {
      later = (await freeStarts(1, ahead))[0]!;
    }
    expect((await postBooking(bookingForm({ slot: later }))).status).toBe(200);

    // Cancelled, the first booking no longer holds the day.
    await db()
      .update(consultationBookings)
      .set({ state: "cancelled" })
      .where(eq(consultationBookings.startsAt, new Date(slot!)));
    expect((await postBooking(bookingForm({ slot: second! }))).status).toBe(200);
  });

  it("gives one booking to the same contact's forms for two times of a day sent at once", async () => {
    const starts = await freeStarts(4);
    const results = await Promise.all(starts.map((slot) => postBooking(bookingForm({ slot }))));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(3);
    expect(await bookingCount()).toBe(1);
  });
});
