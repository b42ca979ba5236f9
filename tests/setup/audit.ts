import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import type { AuditActor } from "~/modules/audit/audit.server";

/** The admin a test acts as when it calls a module's function directly (no request, no session). */
export const TEST_ADMIN: AuditActor = { id: null, email: "owner@shop.example", ip: "127.0.0.1" };

/** The audit entries of one action, oldest first. */
export function auditEntries(action: string) {
  return db().select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
}
