import { describe, expect, it } from "vitest";
import { SLOT_TAKEN_MESSAGE } from "~/modules/consultations/slots";
import {
  SHOP,
  bookingForm,
  bookingPage,
  bookings,
  cancelLinkIn,
  freeStarts,
  invitationOf,
  mailsOfKind,
  openCancelLink,
  postBooking,
  postCancelLink,
  setupConsultations,
} from "../setup/consultations";
import { lahoreDay } from "~/modules/consultations/lahore-days";

// The customer's cancel link from the booking mail: a GET shows, only the POST cancels, and only
// with the key the mail carried.

setupConsultations();

async function booked() {
  const [slot] = await freeStarts(1);
  expect((await postBooking(bookingForm({ slot: slot! }))).body.ok).toBe(true);
  const [mail] = await mailsOfKind("consultation-booked");
  return { slot: slot!, ...cancelLinkIn(mail!.text) };
}

describe("the cancel link", () => {
  it("shows the booking on a GET and changes nothing", async () => {
    const { number, key } = await booked();
    const page = await openCancelLink(number, key);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ state: "open", booking: { number, kind: "Showroom visit" } });
    expect((await bookings())[0]).toMatchObject({ state: "booked", revision: 0 });
  });

  it("with a wrong key, or for a booking that does not exist, reveals nothing and changes nothing", async () => {
    const { number, key } = await booked();
    const wrong = `${key.slice(0, -2)}xx`;
    for (const answer of [
      await openCancelLink(number, wrong),
      await postCancelLink(number, wrong),
      await postCancelLink(number, ""),
      await postCancelLink("FFFFFFFF", key),
      await postCancelLink("../admin", key),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { state: "invalid", booking: null } });
    }
    expect((await bookings())[0]).toMatchObject({ state: "booked", cancelledAt: null });
    expect(await mailsOfKind("consultation-cancelled")).toHaveLength(0);
  });

  it("cancels on the POST, mails a CANCEL invitation and tells the shop; the time is free again", async () => {
    const { number, key, slot } = await booked();
    const done = await postCancelLink(number.toLowerCase(), key);
    expect(done).toMatchObject({ status: 200, body: { state: "done", booking: { number } } });
    const [row] = await bookings();
    expect(row).toMatchObject({ state: "cancelled", cancelledBy: "customer", revision: 1 });
    expect(row!.cancelledAt).toBeInstanceOf(Date);

    const [mail] = await mailsOfKind("consultation-cancelled");
    expect(mail!.to).toBe("ayesha@customer.example");
    expect(mail!.text).toContain("As you asked, we have cancelled your consultation");
    const invitation = invitationOf(mail!);
    expect(invitation).toMatchObject({ method: "CANCEL", status: "CANCELLED", sequence: 1, start: slot });
    expect(invitation.uid).toBe(`${row!.id}@127.0.0.1`);
    const [notice] = await mailsOfKind("consultation-shop-cancelled");
    expect(notice).toMatchObject({ to: SHOP, replyTo: "ayesha@customer.example" });

    // The same link again: already cancelled, nothing more sent.
    expect((await postCancelLink(number, key)).body.state).toBe("cancelled");
    expect((await openCancelLink(number, key)).body.state).toBe("cancelled");
    expect(await mailsOfKind("consultation-cancelled")).toHaveLength(1);

    // Someone else can now book that time.
    expect((await bookingPage(`?day=${lahoreDay(new Date(slot))}`)).slots.map((free) => free.start)).toContain(slot);
    const again = await postBooking(bookingForm({ slot, email: "next@customer.example" }));
    expect(again.body.ok).toBe(true);
    expect((await postBooking(bookingForm({ slot }))).body.errors).toEqual({ slot: SLOT_TAKEN_MESSAGE });
  });
});
