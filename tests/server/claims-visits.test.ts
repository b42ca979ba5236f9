// Issue 36, item 3: a warranty or damage request is approved with a visit at a free time of the
// consultation calendar, and holds that time as a booking does: customers are not offered it, a
// booking or a shop's move into it is refused, and a second visit cannot take it, under the same
// day's lock as bookings; once the piece is inspected or the request closed, the time is free.
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { claims, mailOutbox } from "~/db/schema";
import { claimMailContext } from "~/modules/claims/claim-mails.server";
import { claimSchema } from "~/modules/claims/claim.schema";
import { claimStepSchema } from "~/modules/claims/claim-step.schema";
import type { ClaimAction } from "~/modules/claims/claim-steps";
import { moveClaim } from "~/modules/claims/move-claim.server";
import { openClaim } from "~/modules/claims/open-claim.server";
import { loadAgenda } from "~/modules/consultations/admin-agenda.server";
import { busyBetween } from "~/modules/consultations/consultations.server";
import { formatSlot, lahoreDay } from "~/modules/consultations/lahore-days";
import { moveBooking } from "~/modules/consultations/move-booking.server";
import { consultationMailContext } from "~/modules/consultations/mail-context.server";
import { SLOT_TAKEN_MESSAGE } from "~/modules/consultations/slots";
import { TEST_ADMIN } from "../setup/audit";
import { orderOfThree } from "../setup/claims";
import { bookingForm, bookings, freeStarts, postBooking, setupConsultations } from "../setup/consultations";
import { SHOP_ORIGIN } from "../setup/orders";

setupConsultations();

const context = () => claimMailContext(SHOP_ORIGIN.origin);

/** A delivered order's request of `kind` on one piece, opened by its buyer. */
async function opened(kind: "warranty" | "damage" | "return" = "warranty") {
  const placed = await orderOfThree();
  const input = claimSchema.parse({
    kind,
    reason: kind === "return" ? "changed_mind" : kind === "damage" ? "damaged_in_delivery" : "defect",
    lines: [{ orderItemId: placed.line.id, quantity: 1 }],
    idempotencyKey: randomUUID(),
  });
  const result = await openClaim(placed.order.id, input, { photos: [], mail: await context() });
  if (!result.ok) throw new Error(result.message);
  return { ...placed, claimId: result.claimId };
}

const step = (claimId: string, action: ClaimAction, extra: Record<string, string> = {}) =>
  claimStepSchema().parse({ claimId, action, requestKey: randomUUID(), ...extra });

const approveAt = async (claimId: string, visitStart: string) =>
  moveClaim(step(claimId, "approve", { visitStart }), null, TEST_ADMIN, await context());

const claimRow = async (id: string) => (await db().select().from(claims).where(eq(claims.id, id)))[0]!;

/** Whether the calendar counts `start` as held (what the booking page leaves out). */
async function held(start: string) {
  const from = new Date(start);
  const busy = await busyBetween(from, new Date(from.getTime() + 60_000));
  return busy.length > 0;
}

describe("a warranty visit in the consultation calendar", () => {
  it("is booked at a free time, which customers can no longer book, and the buyer is mailed it", async () => {
    const { claimId, order } = await opened();
    const [slot] = await freeStarts(1);
    expect(await held(slot!)).toBe(false);

    expect(await approveAt(claimId, slot!)).toMatchObject({ ok: true, repeated: false });
    const row = await claimRow(claimId);
    expect(row).toMatchObject({ state: "approved", bookedDay: lahoreDay(new Date(slot!)), bookedSlotStart: null });
    expect(row.visitStartsAt!.toISOString()).toBe(slot);
    expect(row.visitEndsAt!.getTime() - row.visitStartsAt!.getTime()).toBe(60 * 60_000);
    expect(await held(slot!)).toBe(true);

    const booking = await postBooking(bookingForm({ slot: slot! }));
    expect(booking.status).toBe(409);
    expect(booking.body.errors.slot).toBe(SLOT_TAKEN_MESSAGE);
    expect(await bookings()).toHaveLength(0);

    const when = formatSlot(row.visitStartsAt!, row.visitEndsAt!);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, order.email), eq(mailOutbox.kind, "claim-approved")));
    expect(mail!.text).toContain(`our team visits you on ${when} to inspect the piece`);

    // The agenda shows the visit on its day, linked to the request.
    const agenda = await loadAgenda(new URL(`${SHOP_ORIGIN.origin}/admin/consultations`));
    const day = agenda.days.find((entry) => entry.day === lahoreDay(new Date(slot!)));
    expect(day?.visits).toEqual([
      expect.objectContaining({ claimId, label: "Warranty visit", orderNumber: order.number }),
    ]);
  });

  it("cannot take a consultation's time, nor another visit's, and changes nothing when refused", async () => {
    const [first, second] = await freeStarts(2);
    expect((await postBooking(bookingForm({ slot: first! }))).status).toBe(200);

    const warranty = await opened();
    expect(await approveAt(warranty.claimId, first!)).toEqual({
      ok: false,
      status: 409,
      field: "visitStart",
      message: SLOT_TAKEN_MESSAGE,
    });
    expect(await claimRow(warranty.claimId)).toMatchObject({ state: "received", visitStartsAt: null });

    expect(await approveAt(warranty.claimId, second!)).toMatchObject({ ok: true });
    const damage = await opened("damage");
    expect(await approveAt(damage.claimId, second!)).toMatchObject({ ok: false, status: 409 });
    expect(await claimRow(damage.claimId)).toMatchObject({ state: "received", visitStartsAt: null });
  });

  it("refuses the shop's move of a booking into a visit's time", async () => {
    const [visitTime, bookingTime] = await freeStarts(2);
    const { claimId } = await opened();
    expect(await approveAt(claimId, visitTime!)).toMatchObject({ ok: true });
    expect((await postBooking(bookingForm({ slot: bookingTime! }))).status).toBe(200);
    const [booking] = await bookings();
    const mover = { by: "shop" as const, id: booking!.id, revision: booking!.revision, actor: TEST_ADMIN };
    const moved = await moveBooking(mover, new Date(visitTime!), await consultationMailContext(SHOP_ORIGIN.origin));
    expect(moved.status).toBe("taken");
    expect((await bookings())[0]!.startsAt.toISOString()).toBe(bookingTime);
  });

  it("frees its time once the piece is inspected, or the request closed", async () => {
    const [slot, other] = await freeStarts(2);
    const inspected = await opened();
    expect(await approveAt(inspected.claimId, slot!)).toMatchObject({ ok: true });
    await moveClaim(step(inspected.claimId, "inspect"), null, TEST_ADMIN, await context());
    expect(await held(slot!)).toBe(false);

    const closed = await opened("damage");
    expect(await approveAt(closed.claimId, other!)).toMatchObject({ ok: true });
    await moveClaim(
      step(closed.claimId, "close", { decision: "Fixed on the phone." }),
      null,
      TEST_ADMIN,
      await context(),
    );
    expect(await held(other!)).toBe(false);
    expect((await postBooking(bookingForm({ slot: other! }))).status).toBe(200);
  });

  it("asks a visit for a calendar time on its grid, and a return for a day", async () => {
    const [slot] = await freeStarts(1);
    const { claimId } = await opened();
    const offGrid = new Date(new Date(slot!).getTime() + 7 * 60_000).toISOString();
    expect(await approveAt(claimId, offGrid)).toMatchObject({
      ok: false,
      status: 400,
      field: "visitStart",
      message: "That is not one of our consultation times. Please choose one of the times shown.",
    });
    expect(
      await moveClaim(
        step(claimId, "approve", { bookedDay: lahoreDay(new Date(slot!)) }),
        null,
        TEST_ADMIN,
        await context(),
      ),
    ).toMatchObject({ ok: false, status: 400, field: "visitStart", message: "Please choose a time for the visit." });
    expect(() => step(claimId, "approve", { visitStart: "next tuesday" })).toThrow(
      "Please choose a time from the list.",
    );
    expect(await claimRow(claimId)).toMatchObject({ state: "received" });

    // A return is picked up on a day and window, and holds nothing in the calendar.
    const pickup = await opened("return");
    expect(
      await moveClaim(step(pickup.claimId, "approve", { visitStart: slot! }), null, TEST_ADMIN, await context()),
    ).toMatchObject({ ok: false, field: "bookedDay" });
    const day = lahoreDay(new Date(slot!));
    expect(
      await moveClaim(
        step(pickup.claimId, "approve", { bookedDay: day, slot: "11" }),
        null,
        TEST_ADMIN,
        await context(),
      ),
    ).toMatchObject({ ok: true });
    expect(await claimRow(pickup.claimId)).toMatchObject({ bookedDay: day, bookedSlotStart: 11, visitStartsAt: null });
    expect(await held(slot!)).toBe(false);
  });

  it("gives one time to one of many at once: visits and bookings racing for it", async () => {
    const [slot] = await freeStarts(1);
    const requests = await Promise.all([opened(), opened("damage"), opened()]);
    const [visits, booked] = await Promise.all([
      Promise.all(requests.map((request) => approveAt(request.claimId, slot!))),
      Promise.all(
        [1, 2, 3].map((n) =>
          postBooking(bookingForm({ slot: slot!, email: `racer${n}@shop.example`, phone: `0300 100000${n}` })),
        ),
      ),
    ]);
    const won = visits.filter((result) => result.ok).length + booked.filter((result) => result.status === 200).length;
    expect(won).toBe(1);
    const ids = requests.map((request) => request.claimId);
    const holders = await db()
      .select({ id: claims.id })
      .from(claims)
      .where(and(inArray(claims.id, ids), eq(claims.state, "approved")));
    expect(holders.length + (await bookings()).length).toBe(1);
    // Every refused visit was told why, and changed nothing.
    for (const result of visits.filter((result) => !result.ok)) {
      expect(result).toMatchObject({ status: 409, message: SLOT_TAKEN_MESSAGE });
    }
  });
});
