import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { env } from "~/utils/env.server";
import { log } from "~/utils/log.server";

/**
 * ADMIN_EMAILS promotes those accounts to admin once their e-mail is verified
 * (never before: anyone can sign up with any address).
 */
export async function promoteListedAdmin(user: { id: string; email: string; emailVerified: boolean }) {
  if (!user.emailVerified || !env().ADMIN_EMAILS.includes(user.email.toLowerCase())) return;
  const promoted = await db()
    .update(users)
    .set({ role: "admin", updatedAt: new Date() })
    .where(and(eq(users.id, user.id), eq(users.role, "customer")))
    .returning({ id: users.id });
  if (promoted.length > 0) log.info("Promoted to admin by ADMIN_EMAILS", { email: user.email });
}
