import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-rules";
import { auth } from "./auth.server";

/**
 * Makes `email` a verified admin: an existing account is promoted (its
 * password is left alone), a new one is created with the given password.
 */
export async function createOrPromoteAdmin(input: { email: string; password: string; name?: string }) {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`"${input.email}" is not an e-mail address.`);
  const [existing] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await db()
      .update(users)
      .set({ role: "admin", emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return "promoted" as const;
  }
  if (input.password.length < PASSWORD_MIN || input.password.length > PASSWORD_MAX) {
    throw new Error(`The password needs ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
  }
  const context = await auth().$context;
  const hash = await context.password.hash(input.password);
  const user = await context.internalAdapter.createUser(
    { email, name: input.name?.trim() || "Shop Admin", emailVerified: true },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  await db().update(users).set({ role: "admin" }).where(eq(users.id, user.id));
  return "created" as const;
}
