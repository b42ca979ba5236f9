import { data } from "react-router";
import { z } from "zod";
import { INBOX_STATUSES } from "~/db/schema/inbox";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor } from "~/modules/audit/audit.server";
import { log } from "~/utils/log.server";
import { inboxNotices } from "./inbox-notices";
import { setInboxStatus } from "./inbox.server";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";

const statusChange = z.object({
  intent: z.literal("status"),
  id: z.uuid(),
  status: z.enum(INBOX_STATUSES),
});

/** POST /admin/inbox: marks a message handled or new again (admins only). */
export async function handleInboxAction(request: Request) {
  const by = auditActor(request, await requireAdmin(request));
  const parsed = statusChange.safeParse(Object.fromEntries(await readForm(request, ADMIN_FORM)));
  if (!parsed.success) return data({ notice: inboxNotices.statusFailed }, { status: 400 });
  try {
    const changed = await setInboxStatus(parsed.data.id, parsed.data.status, by);
    if (!changed) return data({ notice: inboxNotices.statusFailed }, { status: 404 });
  } catch (error) {
    log.error("Changing an inbox message's status failed", { error: String(error) });
    return data({ notice: inboxNotices.statusFailed }, { status: 500 });
  }
  return data({ notice: inboxNotices.statusChanged(parsed.data.status === "handled") });
}
