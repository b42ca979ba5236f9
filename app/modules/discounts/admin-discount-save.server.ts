import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { discountCodes, discountRedemptions } from "~/db/schema";
import { changedFields } from "~/modules/audit/audit-changes";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { fieldErrors } from "~/utils/form-fields";
import { pgErrorCode, UNIQUE_VIOLATION } from "~/utils/pg-error.server";
import { readCode, readProductLines } from "./admin-discount-fields";
import { resolveScope, type ScopeInput } from "./admin-discount-scope.server";
import {
  categoryIdsOf,
  discountFormSchema,
  lockedDiscountSchema,
  type DiscountFormValues,
} from "./admin-discount.schema";
import { wasUsed } from "./admin-discount.server";

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];
type StoredCode = typeof discountCodes.$inferSelect;

export type SaveOutcome =
  | { ok: true; id: string; code: string; changed: boolean }
  | { ok: false; status: 400 | 404 | 409; errors: Record<string, string> };
type Refusal = Extract<SaveOutcome, { ok: false }>;

/** What an audit entry records of a code: what the admin sets, not its counters. */
const AUDITED = [
  "code",
  "kind",
  "value",
  "minSubtotal",
  "scope",
  "categoryIds",
  "productIds",
  "appliesToSaleItems",
  "startsAt",
  "endsAt",
  "usageLimit",
  "perCustomerLimit",
] as const;
type Settings = Pick<StoredCode, (typeof AUDITED)[number]>;

const settingsOf = (row: StoredCode): Settings =>
  Object.fromEntries(AUDITED.map((field) => [field, row[field]])) as Settings;

const taken = (code: string): Refusal => ({
  ok: false,
  status: 409,
  errors: { code: `The code ${code} is taken.` },
});

/** Another code of the same text (codes are stored upper-case, so any typed case is the same code). */
async function codeTaken(tx: Tx, code: string, exceptId?: string) {
  const [other] = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(exceptId ? and(eq(discountCodes.code, code), ne(discountCodes.id, exceptId)) : eq(discountCodes.code, code));
  return other !== undefined;
}

/**
 * What the catalogue must confirm of a form the schema refused, where its own fields were fine
 * (the products listed, the categories ticked), so that every problem is said at once.
 */
function scopeOfRefused(values: DiscountFormValues, errors: Record<string, string>): ScopeInput | null {
  if (values.scope === "categories" && !errors.categoryIds) {
    return { scope: "categories", categoryIds: categoryIdsOf(values.categoryIds), productLines: [] };
  }
  if (values.scope !== "products" || errors.products) return null;
  const lines = readProductLines(values.products);
  return lines.ok && lines.value.length > 0 ? { scope: "products", categoryIds: [], productLines: lines.value } : null;
}

/** The full form's settings, with its scope and its code checked against the database; or every field's error. */
async function readFullForm(
  tx: Tx,
  values: DiscountFormValues,
  context: Parameters<typeof discountFormSchema>[0],
  exceptId?: string,
): Promise<{ ok: true; settings: Settings } | Refusal> {
  const parsed = discountFormSchema(context).safeParse(values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const scopeInput = parsed.success ? parsed.data : scopeOfRefused(values, errors);
  const scope = scopeInput ? await resolveScope(tx, scopeInput) : null;
  if (scope && !scope.ok) for (const [field, message] of Object.entries(scope.errors)) errors[field] ??= message;
  const typed = errors.code ? null : readCode(values.code);
  if (typed?.ok && (await codeTaken(tx, typed.value, exceptId))) errors.code = taken(typed.value).errors.code!;
  const problems = Object.keys(errors);
  if (problems.length > 0) {
    // A taken code alone is a conflict with what is stored; anything else is a bad form.
    const status = problems.length === 1 && typed?.ok && errors.code ? 409 : 400;
    return { ok: false, status, errors };
  }
  if (!parsed.success || !scope?.ok) throw new Error("A refused form passed as valid");
  const { productLines: _lines, ...input } = parsed.data;
  return { ok: true, settings: { ...input, categoryIds: scope.categoryIds, productIds: scope.productIds } };
}

/**
 * A code's uses counted afresh from its redemptions, when a save changes its limits: a code that
 * limited nothing kept no count, and checkouts with it take no lock (claimDiscount). The
 * redemptions are locked against writes until the save commits, so that none in flight is missed:
 * each checkout waits, then reads the code again and counts its use under the new limits. Called
 * after the code's row is locked (as checkouts lock the row before writing a redemption).
 */
async function countUses(tx: Tx, id: string): Promise<number> {
  await tx.execute(sql`lock table ${discountRedemptions} in share mode`);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.codeId, id), isNull(discountRedemptions.releasedAt)));
  return Number(row?.count ?? 0);
}

/** A unique index still keeps codes apart when two admins add the same one at once. */
async function refusingDuplicates(code: () => string, save: () => Promise<SaveOutcome>): Promise<SaveOutcome> {
  try {
    return await save();
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) return taken(code());
    throw error;
  }
}

/** Adds a code, with its audit entry, in one transaction; nothing is stored when any field is refused. */
export async function createDiscount(values: DiscountFormValues, by: AuditActor, now = new Date()) {
  let code = "";
  return refusingDuplicates(
    () => code,
    () =>
      db().transaction(async (tx): Promise<SaveOutcome> => {
        const form = await readFullForm(tx, values, { now });
        if (!form.ok) return form;
        code = form.settings.code;
        const [created] = await tx
          .insert(discountCodes)
          .values({ ...form.settings, createdAt: now, updatedAt: now })
          .returning({ id: discountCodes.id });
        const changes = changedFields({} as Settings, form.settings, AUDITED);
        const target = { type: "discount", id: created!.id, label: code };
        await recordAudit(by, { action: "discount.created", target, changes }, tx);
        return { ok: true, id: created!.id, code, changed: true };
      }),
  );
}

const timesUsed = (count: number) => (count === 1 ? "once" : `${count} times`);

/**
 * Saves a code's page, on the locked row. A code never used takes the whole form; once an order
 * was placed with it ('locked': a redemption row exists, even given back) only its end and its
 * total uses limit change, the limit never below the uses counted. A full form posted for a code
 * used since the page was drawn is refused whole. A save that changes nothing records nothing.
 */
export async function updateDiscount(
  id: string,
  values: DiscountFormValues,
  form: "full" | "locked",
  by: AuditActor,
  now = new Date(),
) {
  let code = "";
  return refusingDuplicates(
    () => code,
    () =>
      db().transaction(async (tx): Promise<SaveOutcome> => {
        const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for("update");
        if (!row) return { ok: false, status: 404, errors: { form: "This code no longer exists." } };
        const before = settingsOf(row);
        const current = { startsAt: row.startsAt, endsAt: row.endsAt };
        let after: Settings;
        if (form === "locked") {
          const parsed = lockedDiscountSchema({ now, current }).safeParse(values);
          if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error) };
          after = { ...before, ...parsed.data };
        } else {
          if (await wasUsed(id, tx)) {
            const message = `${row.code} has been used since this page was opened: only its end and its total uses limit can change now. Nothing was saved.`;
            return { ok: false, status: 409, errors: { form: message } };
          }
          const full = await readFullForm(tx, values, { now, current }, id);
          if (!full.ok) return full;
          after = full.settings;
        }
        code = after.code;
        const changes = changedFields(before, after, AUDITED);
        if (Object.keys(changes).length === 0) return { ok: true, id, code, changed: false };
        // New limits count the uses made while there were none.
        const limitsChange = after.usageLimit !== row.usageLimit || after.perCustomerLimit !== row.perCustomerLimit;
        const usedCount = limitsChange ? await countUses(tx, id) : row.usedCount;
        if (after.usageLimit !== null && after.usageLimit < usedCount) {
          const message = `${row.code} has been used ${timesUsed(usedCount)}: the total uses limit cannot be lower than ${usedCount}.`;
          return { ok: false, status: 409, errors: { usageLimit: message } };
        }
        await tx
          .update(discountCodes)
          .set({ ...after, updatedAt: now, usedCount })
          .where(eq(discountCodes.id, id));
        const target = { type: "discount", id, label: code };
        await recordAudit(by, { action: "discount.updated", target, changes }, tx);
        return { ok: true, id, code, changed: true };
      }),
  );
}
