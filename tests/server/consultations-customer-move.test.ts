import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, consultationBookings, rateLimits } from "~/db/schema";
import { defaultCalendar } from "~/modules/consultations/calendar";
import { CONTACT_BOOKED_MESSAGE } from "~/modules/consultations/contact-limit.server";
import { MOVE_RATE_LIMIT, MOVES_PER_BOOKING } from "~/modules/consultations/customer-move.server";
import { lahoreDay, lahoreInstant } from "~/modules/consultations/lahore-days";
import { bookingDays, closedReason, SLOT_TAKEN_MESSAGE, slotRefusalMessages } from "~/modules/consultations/slots";
import { freshIp } from "../setup/accounts";
import { bookWithLink, openMoveLink, postMove } from "../setup/consultation-move";
import {
  SHOP,
  adminAgenda,
  adminPost,
  bookingPage,
  bookings,
  freeStarts,
  invitationOf,
  mailsOfKind,
  postCancelLink,
  setupConsultations,
} from "../setup/consultations";

// Issue 33, part 8: the customer moves their consultation from the private link of its mails,
// by the booking's rules, with the same key as the cancel button; the shop and the agenda follow.

const owner = setupConsultations();

const movedAudit = (id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "consultation.moved"), eq(auditLog.targetId, id)));

const rowOf = async (id: string) => (await bookings()).find((row) => row.id === id)!;

describe("the private link offers a move", () => {
  it("lists the free times of a chosen day, not the booking's own, and nothing for a wrong key", async () => {
    const [mine, next] = await freeStarts(2);
    const { number, key } = await bookWithLink(mine!);
    const day = lahoreDay(new Date(mine!));
    const page = await openMoveLink(number, key, day);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    // The key never leaves in a Referer, and the forms still post as plain forms (Origin is sent).
    expect(page.headers.get("Referrer-Policy")).toBe("strict-origin");
    expect(page.body).toMatchObject({ state: "open", key, move: { day: { day } } });
    const starts = page.body.move!.slots.map((slot) => slot.start);
    expect(starts).toContain(next);
    expect(starts).not.toContain(mine);
    expect(page.body.booking!.when).toMatch(/^\w+day, [A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2}-\d{2}:\d{2}$/);

    const wrong = await openMoveLink(number, `${key.slice(0, -2)}xx`, day);
    expect(wrong).toMatchObject({ status: 404, body: { state: "invalid", booking: null, key: null, move: null } });
  });

  it("the booking mail says 'move or cancel' and carries the link", async () => {
    const [slot] = await freeStarts(1);
    const { number } = await bookWithLink(slot!);
    const [mail] = await mailsOfKind("consultation-booked");
    expect(mail!.text).toContain("Move or cancel your booking");
    expect(mail!.text).toContain(`/consultations/${number}/cancel?key=`);
    expect(invitationOf(mail!).description).toContain("To move or cancel: http");
  });
});

describe("the customer moves", () => {
  it("to a free time: the booking, its invitation, the shop's notice, the history and the agenda follow", async () => {
    const [from, to] = await freeStarts(2);
    const { row, number, key } = await bookWithLink(from!);
    const done = await postMove(number, key, to!);
    expect(done).toMatchObject({ status: 200, body: { state: "moved", booking: { number } } });
    expect(done.body.booking!.when).toMatch(/, \d{2}:\d{2}-\d{2}:\d{2}$/);
    const moved = await rowOf(row.id);
    expect(moved).toMatchObject({ state: "booked", revision: 1 });
    expect(moved.startsAt.toISOString()).toBe(to);

    const [mail] = await mailsOfKind("consultation-moved");
    expect(mail).toMatchObject({ to: "ayesha@customer.example", replyTo: SHOP });
    expect(mail!.text).toContain("As you asked, we have moved your consultation from");
    expect(mail!.text).toContain("Move or cancel your booking");
    expect(mail!.text).toContain(`/consultations/${number}/cancel?key=${encodeURIComponent(key)}`);
    const original = invitationOf((await mailsOfKind("consultation-booked"))[0]!);
    expect(invitationOf(mail!)).toMatchObject({ method: "REQUEST", uid: original.uid, sequence: 1, start: to });
    const [notice] = await mailsOfKind("consultation-shop-moved");
    expect(notice).toMatchObject({ to: SHOP, replyTo: "ayesha@customer.example" });
    expect(notice!.subject).toMatch(/^Moved by the customer: consultation now /);
    expect(notice!.text).toContain("the earlier time is free again");

    const [entry] = await movedAudit(row.id);
    expect(entry).toMatchObject({ actorId: null, actorEmail: "ayesha@customer.example" });
    expect(entry!.changes).toHaveProperty("when.after", done.body.booking!.when);

    // The agenda shows the new time; the old one is free for others again.
    const agenda = await adminAgenda(owner.adminCookie, `?from=${lahoreDay(new Date(to!))}`);
    const listed = agenda.days.flatMap((day) => day.bookings).find((booking) => booking.number === number)!;
    expect(listed.time).toBe(done.body.booking!.when.split(", ").at(-1));
    expect((await bookingPage(`?day=${lahoreDay(new Date(from!))}`)).slots.map((slot) => slot.start)).toContain(from);
  });

  it("twice with the same form: moved once, mailed once, counted once", async () => {
    const [from, to] = await freeStarts(2);
    const { row, number, key } = await bookWithLink(from!);
    const ip = freshIp();
    const first = await postMove(number, key, to!, ip);
    const second = await postMove(number, key, to!, ip);
    expect(first.body).toEqual(second.body);
    expect(second.status).toBe(200);
    expect(await rowOf(row.id)).toMatchObject({ revision: 1 });
    expect(await mailsOfKind("consultation-moved")).toHaveLength(1);
    expect(await mailsOfKind("consultation-shop-moved")).toHaveLength(1);
    expect(await movedAudit(row.id)).toHaveLength(1);
    const [counted] = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `consultation-move:${ip}`));
    expect(counted?.count).toBe(1);
  });
});

describe("a move is refused, and nothing changes", () => {
  it("with a wrong key, another booking's key, no key, or a number that does not exist", async () => {
    const [mine, theirs, free] = await freeStarts(3);
    const { row, number, key } = await bookWithLink(mine!);
    const other = await bookWithLink(theirs!, { email: "other@customer.example", phone: "03211234567" });
    for (const answer of [
      await postMove(number, `${key.slice(0, -2)}xx`, free!),
      await postMove(number, other.key, free!),
      await postMove(number, "", free!),
      await postMove("FFFFFFFF", key, free!),
      await postMove("../admin", key, free!),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { state: "invalid", booking: null } });
    }
    expect(await rowOf(row.id)).toMatchObject({ revision: 0, startsAt: row.startsAt });
    expect(await rowOf(other.row.id)).toMatchObject({ revision: 0, startsAt: other.row.startsAt });
    expect(await mailsOfKind("consultation-moved")).toHaveLength(0);
  });

  it("to a time someone else holds (the unique index), listed again without it", async () => {
    const [mine, theirs] = await freeStarts(2);
    const { row, number, key } = await bookWithLink(mine!);
    await bookWithLink(theirs!, { email: "other@customer.example", phone: "03211234567" });
    const taken = await postMove(number, key, theirs!);
    expect(taken).toMatchObject({
      status: 409,
      body: { state: "open", notice: { text: SLOT_TAKEN_MESSAGE }, booking: { number } },
    });
    expect(await rowOf(row.id)).toMatchObject({ revision: 0, startsAt: row.startsAt });
    const page = await openMoveLink(number, key, lahoreDay(new Date(theirs!)));
    expect(page.body.move!.slots.map((slot) => slot.start)).not.toContain(theirs);
    expect(await mailsOfKind("consultation-moved")).toHaveLength(0);
    expect(await movedAudit(row.id)).toHaveLength(0);
  });

  it("for a cancelled booking, and for one that has started", async () => {
    const [mine, free, later] = await freeStarts(3);
    const { row, number, key } = await bookWithLink(mine!);
    expect((await postCancelLink(number, key)).body.state).toBe("done");
    expect(await postMove(number, key, free!)).toMatchObject({ status: 200, body: { state: "cancelled" } });
    expect(await rowOf(row.id)).toMatchObject({ state: "cancelled", revision: 1, startsAt: row.startsAt });

    const started = await bookWithLink(free!, { email: "late@customer.example", phone: "03451234567" });
    const past = new Date(Date.now() - 10 * 60_000);
    await db()
      .update(consultationBookings)
      .set({ startsAt: past, endsAt: new Date(past.getTime() + 3_600_000) })
      .where(eq(consultationBookings.id, started.row.id));
    expect(await postMove(started.number, started.key, later!)).toMatchObject({ status: 410, body: { state: "past" } });
    expect((await rowOf(started.row.id)).startsAt).toEqual(past);
    // The owner cannot move one that has started either: the same rules.
    const shop = await adminPost(owner.adminCookie, {
      intent: "move",
      id: started.row.id,
      revision: "0",
      slot: later!,
    });
    expect(shop).toMatchObject({
      status: 409,
      body: { notice: { text: "That consultation has started or taken place." } },
    });
    expect(await mailsOfKind("consultation-moved")).toHaveLength(0);
  });

  it("by the booking's rules: the notice, the grid, a closed day, no time chosen, one booking a day per contact", async () => {
    const [mine, second] = await freeStarts(2, 2);
    const { row, number, key } = await bookWithLink(mine!);
    const now = Date.now();
    const soon = new Date(Math.ceil((now + 30 * 60_000) / 3_600_000) * 3_600_000).toISOString();
    const offGrid = new Date(Date.parse(second!) + 30 * 60_000).toISOString();
    const sunday = bookingDays(new Date())
      .slice(1)
      .find((day) => closedReason(defaultCalendar, day) === "Closed")!;
    const closed = lahoreInstant(sunday, 11 * 60).toISOString();
    const refusals: [string | undefined, string, number][] = [
      [soon, slotRefusalMessages["too-soon"], 400],
      [offGrid, slotRefusalMessages["off-grid"], 400],
      [closed, slotRefusalMessages.closed, 400],
      [undefined, "Please choose the new time.", 400],
      ["tomorrow at noon", "Please choose the new time.", 400],
    ];
    for (const [slot, text, status] of refusals) {
      expect(await postMove(number, key, slot), String(slot)).toMatchObject({
        status,
        body: { state: "open", notice: { text } },
      });
    }

    // The same customer's second booking, on another day, cannot move onto the first one's day.
    const [elsewhere] = (await freeStarts(1, 6)).filter(
      (slot) => lahoreDay(new Date(slot)) !== lahoreDay(new Date(mine!)),
    );
    const other = await bookWithLink(elsewhere!, { note: "the second room" });
    const sameDay = await postMove(other.number, other.key, second!);
    expect(sameDay).toMatchObject({ status: 409, body: { state: "open", notice: { text: CONTACT_BOOKED_MESSAGE } } });
    expect((await rowOf(other.row.id)).startsAt.toISOString()).toBe(elsewhere);
    expect(await rowOf(row.id)).toMatchObject({ revision: 0 });
    expect(await mailsOfKind("consultation-moved")).toHaveLength(0);
  });
});

describe("move limits", () => {
  it(`takes ${MOVES_PER_BOOKING.max} moves of one booking a day, whatever the address, then 429 with Retry-After`, async () => {
    const starts = await freeStarts(MOVES_PER_BOOKING.max + 2);
    const { row, number, key } = await bookWithLink(starts[0]!);
    for (const slot of starts.slice(1, MOVES_PER_BOOKING.max + 1)) {
      expect((await postMove(number, key, slot)).body.state).toBe("moved");
    }
    const refused = await postMove(number, key, starts.at(-1)!);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(60 * 60);
    expect(refused.body).toMatchObject({ state: "open", notice: { title: "Not moved yet" } });
    expect(await rowOf(row.id)).toMatchObject({ revision: MOVES_PER_BOOKING.max });
  });

  it(`takes ${MOVE_RATE_LIMIT.max} move attempts per client address in an hour, over its bookings`, async () => {
    const ip = freshIp();
    const starts = await freeStarts(3);
    const first = await bookWithLink(starts[0]!);
    const second = await bookWithLink(starts[1]!, { email: "other@customer.example", phone: "03211234567" });
    const offGrid = new Date(Date.parse(starts[2]!) + 30 * 60_000).toISOString();
    // Alternating, so that neither booking reaches its own limit.
    for (let attempt = 0; attempt < MOVE_RATE_LIMIT.max; attempt += 1) {
      const { number, key } = attempt % 2 === 0 ? first : second;
      expect((await postMove(number, key, offGrid, ip)).status).toBe(400);
    }
    const refused = await postMove(second.number, second.key, starts[2]!, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(30 * 60);
    expect((await rowOf(second.row.id)).startsAt.toISOString()).toBe(starts[1]);
    // Another address may still move it.
    expect((await postMove(second.number, second.key, starts[2]!)).body.state).toBe("moved");
  });
});
