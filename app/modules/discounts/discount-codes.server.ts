/**
 * Discount codes against the database (issue 35, items 2 and 3): reading a code for the cart and
 * checkout, and counting its uses exactly as orders are placed and cancelled. A code that limits
 * its uses counts each inside the order's transaction under the code's row lock, after a re-read
 * of the row: 50 checkouts racing for the last of 10 uses queue on that lock, and each sees the
 * count the one before it left (never check-then-insert). A code that limits nothing keeps no
 * count and takes no lock: its uses are its redemptions. Locks are taken after the order's
 * products, as cancelling takes them, so the two never deadlock.
 */
import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { discountCodes, discountRedemptions, discountRefusals } from "~/db/schema";
import { log } from "~/utils/log.server";
import {
  evaluateDiscount,
  normaliseCode,
  type DiscountBasket,
  type DiscountCodeRule,
  type DiscountOutcome,
  type DiscountRefusal,
} from "./discount-rules";

type Executor = ReturnType<typeof db>;
type Transaction = Parameters<Parameters<Executor["transaction"]>[0]>[0];

/** Who uses a code: an account, and always the e-mail and phone an order gives (a guest is known by those). */
export interface CodeCustomer {
  userId: string | null;
  email: string | null;
  phone: string | null;
}

type CodeRow = typeof discountCodes.$inferSelect;

function ruleOf(row: CodeRow): DiscountCodeRule & { id: string } {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSubtotal: row.minSubtotal,
    scope: row.scope,
    categoryIds: row.categoryIds,
    productIds: row.productIds,
    appliesToSaleItems: row.appliesToSaleItems,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    usedCount: row.usedCount,
    pausedAt: row.pausedAt,
  };
}

/** The orders of this customer that hold the code now (a cancelled one gave its use back). */
async function customerUses(executor: Executor | Transaction, codeId: string, who: CodeCustomer): Promise<number> {
  const same: SQL[] = [];
  if (who.userId) same.push(eq(discountRedemptions.userId, who.userId));
  if (who.email) same.push(eq(discountRedemptions.email, who.email.trim().toLowerCase()));
  if (who.phone) same.push(eq(discountRedemptions.phone, who.phone));
  if (same.length === 0) return 0;
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.codeId, codeId), isNull(discountRedemptions.releasedAt), or(...same)));
  return Number(row?.count ?? 0);
}

/**
 * What `typed` takes off a basket now, for the cart and checkout to show (no lock: placing the
 * order decides again). A customer not yet known (a guest before checkout's e-mail) has no uses.
 */
export async function previewDiscount(
  typed: string,
  basket: DiscountBasket,
  who: CodeCustomer,
  now = new Date(),
): Promise<DiscountOutcome> {
  const code = normaliseCode(typed);
  const [row] = code ? await db().select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1) : [];
  const rule = row ? ruleOf(row) : null;
  return evaluateDiscount(typed, rule, basket, await usesOf(db(), rule, who), now);
}

/** A code read for an order being placed: its outcome, decided on its row. */
export interface LockedDiscount {
  codeId: string | null;
  /** It limits its uses, in all or per customer (see claimDiscount). */
  limited: boolean;
  outcome: DiscountOutcome;
}

/** Whether a code limits its uses, in all or per customer: only then are they counted under its row's lock. */
export const limitsUses = (row: Pick<CodeRow, "usageLimit" | "perCustomerLimit">) =>
  row.usageLimit !== null || row.perCustomerLimit !== null;

/**
 * In the order's transaction: reads the code's row and this customer's uses, and decides. With
 * `lock`, the row is locked first (after the order's products, as a cancellation takes them) and
 * the uses are counted under the lock: what claimDiscount does at the end of the transaction.
 */
export async function lockDiscount(
  tx: Transaction,
  typed: string,
  basket: DiscountBasket,
  who: CodeCustomer,
  now: Date,
  { lock = true }: { lock?: boolean } = {},
): Promise<LockedDiscount> {
  const code = normaliseCode(typed);
  const read = tx
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, code ?? ""))
    .limit(1);
  const [row] = code ? await (lock ? read.for("update") : read) : [];
  const rule = row ? ruleOf(row) : null;
  return {
    codeId: rule?.id ?? null,
    limited: row ? limitsUses(row) : false,
    outcome: evaluateDiscount(typed, rule, basket, await usesOf(tx, rule, who), now),
  };
}

/** This customer's uses of the code, counted only when the code limits them. */
const usesOf = async (
  executor: Executor | Transaction,
  rule: { id: string; perCustomerLimit: number | null } | null,
  who: CodeCustomer,
) => (rule && rule.perCustomerLimit !== null ? customerUses(executor, rule.id, who) : 0);

/**
 * Counts an order's use of its code, last thing in the order's transaction, and records it (its
 * redemption, which the admin's figures count).
 *
 * A code that limits its uses: one conditional update takes a use while any is left (and locks the
 * code's row until the commit), then the code is decided again on the row as it was before that
 * use, with this customer's uses counted under the lock (a checkout racing for the last use, or the
 * same customer's other checkout, committed meanwhile is seen). The row is locked for two or three
 * statements and the commit, not through the whole order (its stock, its mails).
 *
 * A code that limits nothing takes no lock, so checkouts with one popular code never wait on each
 * other: the redemption is written first, then the code is read again and decided (paused or ended
 * meanwhile). An owner who sets a limit on it meanwhile waits for this redemption to commit before
 * counting the uses (updateDiscount locks the redemptions against writes), and a checkout reading
 * the code after that save takes the counted way.
 *
 * The use stands only when the code still gives what the order was priced with; otherwise the
 * caller refuses the order and its rollback takes the use and the redemption back.
 */
export async function claimDiscount(
  tx: Transaction,
  claim: { codeId: string; limited: boolean; typed: string; basket: DiscountBasket; who: CodeCustomer; now: Date },
  expected: { amount: number; freeDelivery: boolean },
  order: { id: string; userId: string | null; email: string; phone: string },
  amounts: { amount: number; deliveryAmount: number },
): Promise<{ claimed: boolean; outcome: DiscountOutcome }> {
  const { codeId, typed, basket, who, now } = claim;
  const gives = (outcome: DiscountOutcome) =>
    outcome.ok && outcome.amount === expected.amount && outcome.freeDelivery === expected.freeDelivery;
  const record = () =>
    tx.insert(discountRedemptions).values({
      codeId,
      orderId: order.id,
      userId: order.userId,
      email: order.email.trim().toLowerCase(),
      phone: order.phone,
      amount: amounts.amount,
      deliveryAmount: amounts.deliveryAmount,
    });
  let recorded = false;
  if (!claim.limited) {
    await record();
    recorded = true;
    const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, codeId));
    if (row && !limitsUses(row)) {
      const outcome = evaluateDiscount(typed, ruleOf(row), basket, 0, now);
      return { claimed: gives(outcome), outcome };
    }
    // Limited since it was read (or gone): counted as such below.
  }
  const [taken] = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, codeId),
        or(isNull(discountCodes.usageLimit), sql`${discountCodes.usedCount} < ${discountCodes.usageLimit}`),
      ),
    )
    .returning();
  if (!taken) {
    // Used up (or gone): decided on the row as it is, to say so.
    return { claimed: false, outcome: (await lockDiscount(tx, typed, basket, who, now, { lock: false })).outcome };
  }
  const rule = { ...ruleOf(taken), usedCount: taken.usedCount - 1 };
  // This order's own redemption, when written above, is not one of the customer's earlier uses.
  const earlier = (await usesOf(tx, rule, who)) - (recorded && rule.perCustomerLimit !== null ? 1 : 0);
  const outcome = evaluateDiscount(typed, rule, basket, earlier, now);
  if (!gives(outcome)) return { claimed: false, outcome };
  if (!recorded) await record();
  return { claimed: true, outcome };
}

/**
 * A cancelled order gives its use back (DECISIONS: sales and codes); an order taken back out of
 * 'cancelled' takes it again, under the code's lock, and is refused (the message returned) when
 * the code has been used up meanwhile. Called in the status change's transaction, after the
 * order's products are locked; an order without a code changes nothing.
 */
export async function moveRedemption(
  tx: Transaction,
  orderId: string,
  direction: "release" | "retake",
): Promise<{ ok: true } | { ok: false; message: string }> {
  const [redemption] = await tx
    .select({
      id: discountRedemptions.id,
      codeId: discountRedemptions.codeId,
      releasedAt: discountRedemptions.releasedAt,
    })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId))
    .limit(1);
  if (!redemption || (direction === "release") === (redemption.releasedAt !== null)) return { ok: true };
  const [code] = await tx
    .select({
      code: discountCodes.code,
      usedCount: discountCodes.usedCount,
      usageLimit: discountCodes.usageLimit,
      perCustomerLimit: discountCodes.perCustomerLimit,
    })
    .from(discountCodes)
    .where(eq(discountCodes.id, redemption.codeId))
    .for("update");
  if (!code) return { ok: true };
  if (direction === "retake" && code.usageLimit !== null && code.usedCount >= code.usageLimit) {
    return {
      ok: false,
      message: `This order was placed with the code ${code.code}, which has been used up since it was cancelled. Raise the code's limit in Discounts first.`,
    };
  }
  await tx
    .update(discountRedemptions)
    .set({ releasedAt: direction === "release" ? sql`now()` : null })
    .where(eq(discountRedemptions.id, redemption.id));
  // A code that limits nothing keeps no count (updateDiscount counts its uses when a limit is set).
  if (limitsUses(code)) {
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} ${direction === "release" ? sql`- 1` : sql`+ 1`}` })
      .where(eq(discountCodes.id, redemption.codeId));
  }
  return { ok: true };
}

/** A code the shop has, refused to an order by its rules, and why. */
export interface CodeRefusal {
  codeId: string;
  reason: Exclude<DiscountRefusal, "unknown">;
}

/** The refusal to count for `codeId` when `outcome` refused it (a code the shop does not have is no one's). */
export function refusalOf(codeId: string | null, outcome: DiscountOutcome | null): CodeRefusal | null {
  if (!codeId || !outcome || outcome.ok || outcome.reason === "unknown") return null;
  return { codeId, reason: outcome.reason };
}

/**
 * Counts a refused use for the admin's figures, after the order's transaction (a refused order's
 * rollback would take it back). A failure here is logged, not the buyer's problem.
 */
export async function recordRefusal(refusal: CodeRefusal): Promise<void> {
  try {
    await db().insert(discountRefusals).values(refusal);
  } catch (error) {
    log.warn("A refused discount code could not be counted", { codeId: refusal.codeId, error: String(error) });
  }
}
