import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLog, discountCodes, discountRedemptions, orders } from "~/db/schema";
import { freshIp, ORIGIN, routeArgs } from "./accounts";

/**
 * Helpers for tests/server/admin-discounts.test.ts: the discount pages' loaders and actions run
 * as the server runs them (a session cookie, a form post whose categories are several values of
 * one name), and orders placed with a code written straight into the tables, as checkout would.
 */
export type Form = Record<string, string | string[]>;
type Handler = (args: never) => unknown;

export function discountRequest(path: string, { cookie, form }: { cookie?: string; form?: Form } = {}) {
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": freshIp() });
  if (cookie) headers.set("cookie", cookie);
  if (!form) return new Request(`${ORIGIN}${path}`, { headers });
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body });
}

export interface Answer {
  status: number;
  /** A redirect's target. */
  location?: string | null;
  // Loader and action data as the tests read it; the pages' own types are checked by the pages.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A loader's or action's answer, thrown or returned: a Response (a redirect), data(…) or a plain object. */
export async function run(
  handler: Handler,
  path: string,
  { cookie, form, params = {} }: { cookie?: string; form?: Form; params?: Record<string, string> } = {},
): Promise<Answer> {
  let result: unknown;
  try {
    result = await handler({ ...routeArgs<object>(discountRequest(path, { cookie, form })), params } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("location"), body: null };
  }
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init: ResponseInit | null; data: unknown };
    return { status: init?.status ?? 200, body: data };
  }
  if (result instanceof Error) throw result;
  return { status: 200, body: result };
}

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);

/** A code straight into the table (for the list's states and figures). */
export async function insertCode(values: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
  const [row] = await db()
    .insert(discountCodes)
    .values({ kind: "percent", value: 10, startsAt: inDays(-1), ...values })
    .returning();
  return row!;
}

export { inDays };

/**
 * An order placed with a code, as checkout writes it: the order (its total less the reductions),
 * the redemption, and the code's count raised. A cancelled one gives its use back (released).
 */
export async function orderWith(
  codeId: string,
  {
    subtotal,
    amount,
    deliveryFee = 0,
    deliveryAmount = 0,
    cancelled = false,
    isTest = false,
  }: {
    subtotal: number;
    amount: number;
    deliveryFee?: number;
    deliveryAmount?: number;
    cancelled?: boolean;
    isTest?: boolean;
  },
) {
  const id = randomUUID();
  const [code] = await db().select().from(discountCodes).where(eq(discountCodes.id, codeId));
  const now = new Date();
  await db()
    .insert(orders)
    .values({
      id,
      number: id.slice(0, 8).toUpperCase(),
      subtotal,
      deliveryFee,
      discountCode: code!.code,
      discountAmount: amount,
      deliveryDiscount: deliveryAmount,
      totalAmount: subtotal - amount + deliveryFee - deliveryAmount,
      status: cancelled ? "cancelled" : "pending",
      cancelledAt: cancelled ? now : null,
      isTest,
      fullName: "Ayesha Khan",
      email: "ayesha.khan@example.com",
      phone: "+923001234567",
      address: "House 12, Street 4, Model Town",
      city: "Lahore",
      idempotencyKey: randomUUID(),
    });
  await db()
    .insert(discountRedemptions)
    .values({
      codeId,
      orderId: id,
      email: "ayesha.khan@example.com",
      phone: "+923001234567",
      amount,
      deliveryAmount,
      releasedAt: cancelled ? now : null,
    });
  if (!cancelled) {
    await db()
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
      .where(eq(discountCodes.id, codeId));
  }
  return id;
}

export const codeRow = async (code: string) =>
  (await db().select().from(discountCodes).where(eq(discountCodes.code, code)))[0];

export const codeCount = async () => (await db().select({ n: count() }).from(discountCodes))[0]!.n;

/** The audit entries about discount codes, of one action (or all), oldest first. */
export function discountAudit(action?: string, targetId?: string) {
  const conditions = [eq(auditLog.targetType, "discount")];
  if (action) conditions.push(eq(auditLog.action, action));
  if (targetId) conditions.push(eq(auditLog.targetId, targetId));
  return db()
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(auditLog.id);
}
