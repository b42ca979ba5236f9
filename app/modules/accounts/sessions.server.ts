import { and, desc, eq, gt, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { deviceName } from "./device-name";

export interface AccountSession {
  id: string;
  device: string;
  ipAddress: string | null;
  signedInAt: Date;
  /** better-auth refreshes a session at most once a day, so this is the day it was last used. */
  lastSeenAt: Date;
  current: boolean;
}

/** The account's sessions that have not expired, this browser's first, then the most recently used. */
export async function listAccountSessions(userId: string, currentId: string): Promise<AccountSession[]> {
  const rows = await db()
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  return rows
    .map((row) => ({
      id: row.id,
      device: deviceName(row.userAgent),
      ipAddress: row.ipAddress,
      signedInAt: row.createdAt,
      lastSeenAt: row.updatedAt,
      current: row.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one of the account's other sessions: the row goes, and that browser is
 * signed out at its next request (sessions are read from the database on
 * every request; nothing caches them). Another account's session, or this
 * browser's own, is never touched. False when there was nothing to end.
 */
export async function endSession(userId: string, sessionId: string, currentId: string): Promise<boolean> {
  const ended = await db()
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), ne(sessions.id, currentId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of the account but this browser's; returns how many ended. */
export async function endOtherSessions(userId: string, currentId: string): Promise<number> {
  const ended = await db()
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId)))
    .returning({ id: sessions.id });
  return ended.length;
}
