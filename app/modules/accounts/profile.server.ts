import { eq, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";

/** Only the full name and the phone are the customer's to change (the spec). */
export async function updateProfile(userId: string, changes: { fullName: string; phone: string | null }) {
  const updated = await db()
    .update(users)
    .set({ name: changes.fullName, phone: changes.phone, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length === 1;
}

/** An account's e-mail address as an SQL value (null for an id with no account), to read within a caller's statement. */
export function accountEmailSql(userId: string): SQL<string | null> {
  return sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${userId})`;
}
