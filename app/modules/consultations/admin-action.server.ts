import { data } from "react-router";
import { z } from "zod";
import { failed, formValues, succeeded, type AdminActionResult } from "~/components/admin/admin-action";
import { db } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor, recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { log } from "~/utils/log.server";
import { publicOrigin } from "~/utils/origin.server";
import { UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";
import { calendarChanges, parseCalendarForm } from "./calendar-form";
import { getConsultationCalendar, saveConsultationCalendar } from "./calendar.server";
import { cancelByShop } from "./change-booking.server";
import { CONTACT_BOOKED_MESSAGE } from "./contact-limit.server";
import { formatSlot } from "./lahore-days";
import { isPlainText } from "./plain-text";
import { consultationMailContext } from "./mail-context.server";
import { moveBooking } from "./move-booking.server";
import { slotRefusalMessages } from "./slots";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";

const MOVE_TAKEN_MESSAGE = "That time is booked already. Please choose another.";

const cancelForm = z.object({
  id: z.uuid(),
  reason: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(500, "Please keep the reason under 500 characters.").refine(isPlainText, UNSAFE_TEXT_MESSAGE)),
});

const moveForm = z.object({
  id: z.uuid(),
  revision: z.coerce.number().int().min(0),
  slot: z.iso.datetime({ offset: true, error: "Please choose the new time." }),
});

const answer = (result: AdminActionResult, status = 200) => data(result, { status });

async function cancel(values: Record<string, string>, by: AuditActor, request: Request) {
  const parsed = cancelForm.safeParse(values);
  if (!parsed.success) {
    const reason = parsed.error.issues.find((issue) => issue.path[0] === "reason")?.message;
    return answer({ intent: "cancel", notice: failed(reason ?? "That booking could not be found."), values }, 400);
  }
  const context = await consultationMailContext(publicOrigin(request));
  const outcome = await cancelByShop(parsed.data.id, parsed.data.reason || null, by, context);
  const booking = outcome.booking;
  if (outcome.status === "missing")
    return answer({ intent: "cancel", notice: failed("That booking could not be found.") }, 404);
  if (outcome.status === "past") {
    return answer({ intent: "cancel", notice: failed(`Booking #${booking!.number} has already taken place.`) }, 409);
  }
  if (outcome.status === "already") {
    return answer({ intent: "cancel", notice: succeeded(`Booking #${booking!.number} was already cancelled.`) });
  }
  wakeMailWorker();
  return answer({
    intent: "cancel",
    notice: succeeded(`Booking #${booking!.number} cancelled. We e-mailed ${booking!.name} (${booking!.email}).`),
  });
}

async function move(values: Record<string, string>, by: AuditActor, request: Request) {
  const parsed = moveForm.safeParse(values);
  if (!parsed.success) return answer({ intent: "move", notice: failed("Please choose the new time."), values }, 400);
  const context = await consultationMailContext(publicOrigin(request));
  const { id, revision, slot } = parsed.data;
  const outcome = await moveBooking({ by: "shop", id, revision, actor: by }, new Date(slot), context);
  switch (outcome.status) {
    case "done":
      wakeMailWorker();
      return answer({
        intent: "move",
        notice: succeeded(
          `Booking #${outcome.booking.number} moved to ${formatSlot(outcome.booking.startsAt, outcome.booking.endsAt)}. We e-mailed ${outcome.booking.name}.`,
        ),
      });
    case "unchanged":
      return answer({
        intent: "move",
        notice: succeeded(`Booking #${outcome.booking.number} is at that time already.`),
      });
    case "missing":
      return answer({ intent: "move", notice: failed("That booking could not be found.") }, 404);
    case "cancelled":
      return answer({ intent: "move", notice: failed("That booking is cancelled: it cannot be moved.") }, 409);
    case "started":
      return answer({ intent: "move", notice: failed("That consultation has started or taken place.") }, 409);
    case "contact-booked":
      return answer({ intent: "move", notice: failed(CONTACT_BOOKED_MESSAGE) }, 409);
    case "stale":
      return answer(
        { intent: "move", notice: failed("That booking was changed meanwhile. Please look at it again.") },
        409,
      );
    case "taken":
      return answer({ intent: "move", notice: failed(MOVE_TAKEN_MESSAGE) }, 409);
    default:
      return answer({ intent: "move", notice: failed(slotRefusalMessages[outcome.status]) }, 400);
  }
}

async function saveCalendar(values: Record<string, string>, by: AuditActor) {
  const parsed = parseCalendarForm(values);
  if (!parsed.success) {
    const notice = failed("Calendar not saved. Please correct the fields marked below.");
    return answer({ intent: "calendar", notice, errors: parsed.errors, values }, 400);
  }
  const changes = await db().transaction(async (tx) => {
    const before = await getConsultationCalendar(tx);
    const after = await saveConsultationCalendar(parsed.data, tx);
    const changed = calendarChanges(before, after);
    if (Object.keys(changed).length > 0) {
      const target = { type: "consultation-calendar", label: "Consultation calendar" };
      await recordAudit(by, { action: "consultation.calendar", target, changes: changed }, tx);
    }
    return changed;
  });
  const text =
    Object.keys(changes).length > 0
      ? "Calendar saved. The booking page offers the new times now; bookings already made stay as they are."
      : "Nothing changed: the calendar is as it was.";
  return answer({ intent: "calendar", notice: succeeded(text) });
}

/** POST /admin/consultations (admins only): cancel or move a booking, or save the calendar. */
export async function handleConsultationsAdminAction(request: Request) {
  const by = auditActor(request, await requireAdmin(request));
  const values = formValues(await readForm(request, ADMIN_FORM));
  try {
    if (values.intent === "cancel") return await cancel(values, by, request);
    if (values.intent === "move") return await move(values, by, request);
    if (values.intent === "calendar") return await saveCalendar(values, by);
  } catch (error) {
    log.error("A consultations admin action failed", { intent: values.intent, error: String(error) });
    return answer({ intent: values.intent ?? "", notice: failed("That did not work. Please try again.") }, 500);
  }
  return answer({ intent: "", notice: failed("That request was not understood. Please try again.") }, 400);
}
