import { eq } from "drizzle-orm";
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
