import { and, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { env } from "~/utils/env.server";
import { log } from "~/utils/log.server";

/**
 * ADMIN_EMAILS promotes those accounts to admin once their e-mail is verified
 * (never before: anyone can sign up with any address). It is applied when an
 * account is updated (verification), when it signs in, and at start-up.
 */
export async function promoteListedAdmins(userId?: string) {
  const listed = env().ADMIN_EMAILS;
  if (listed.length === 0) return;
  const promoted = await db()
    .update(users)
    .set({ role: "admin", updatedAt: new Date() })
    .where(
      and(
        inArray(users.email, listed),
        eq(users.emailVerified, true),
        eq(users.role, "customer"),
        userId ? eq(users.id, userId) : undefined,
      ),
    )
    .returning({ email: users.email });
  for (const { email } of promoted) log.info("Promoted to admin by ADMIN_EMAILS", { email });
}
