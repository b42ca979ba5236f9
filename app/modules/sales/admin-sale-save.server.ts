import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sales } from "~/db/schema";
import { changedFields } from "~/modules/audit/audit-changes";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { readProductLines } from "~/modules/discounts/admin-discount-fields";
import { categoryIdsOf } from "~/modules/discounts/admin-discount.schema";
import { fieldErrors } from "~/utils/form-fields";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";
import { readSkus } from "./admin-sale-fields";
import { resolveSalePieces, zeroPriceMessage } from "./admin-sale-pieces.server";
import {
  lockedSaleSchema,
  readSaleValue,
  saleFormSchema,
  type SaleFormValues,
  type SaleInput,
} from "./admin-sale.schema";
import { wasSold } from "./admin-sale.server";

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];
type StoredSale = typeof sales.$inferSelect;

export type SaveOutcome =
  | { ok: true; id: string; name: string; changed: boolean }
  | { ok: false; status: 400 | 404 | 409; errors: Record<string, string> };
type Refusal = Extract<SaveOutcome, { ok: false }>;

/** What an audit entry records of a sale: what the admin sets, not its pause or its bookkeeping. */
const AUDITED = ["name", "kind", "value", "categoryIds", "productIds", "variantIds", "startsAt", "endsAt"] as const;
type Settings = Pick<StoredSale, (typeof AUDITED)[number]>;

const settingsOf = (row: StoredSale): Settings =>
  Object.fromEntries(AUDITED.map((field) => [field, row[field]])) as Settings;

/**
 * The pieces of a form the schema refused, where their own fields were fine, so that the
 * catalogue's answer (a category gone, a product or SKU unknown) is said with the other problems.
 */
function piecesOfRefused(values: SaleFormValues, errors: Record<string, string>) {
  const lines = readProductLines(values.products);
  const skus = readSkus(values.skus);
  return {
    categoryIds: errors.categoryIds ? [] : categoryIdsOf(values.categoryIds),
    productLines: !errors.products && lines.ok ? lines.value : [],
    skus: !errors.skus && skus.ok ? skus.value : [],
  } satisfies Pick<SaleInput, "categoryIds" | "productLines" | "skus">;
}

/** An amount off as posted, when its own fields were fine (checked against the prices even when others were not). */
function amountOf(values: SaleFormValues, errors: Record<string, string>): number | null {
  if (values.kind !== "amount" || errors.kind || errors.value) return null;
  const amount = readSaleValue("amount", values.value);
  return amount.ok ? amount.value : null;
}

/**
 * The full form's settings, its pieces checked against the catalogue and, for an amount off,
 * against every covered piece's price; or every field's error at once.
 */
async function readFullForm(
  tx: Tx,
  values: SaleFormValues,
  context: Parameters<typeof saleFormSchema>[0],
): Promise<{ ok: true; settings: Settings } | Refusal> {
  const parsed = saleFormSchema(context).safeParse(values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const pieces = await resolveSalePieces(tx, parsed.success ? parsed.data : piecesOfRefused(values, errors));
  if (!pieces.ok) for (const [field, message] of Object.entries(pieces.errors)) errors[field] ??= message;
  const amount = amountOf(values, errors);
  const zero = pieces.ok && amount !== null ? await zeroPriceMessage(tx, pieces, amount) : null;
  if (zero) errors.value = zero;
  if (!parsed.success || !pieces.ok || zero) return { ok: false, status: 400, errors };
  const { productLines: _lines, skus: _skus, ...input } = parsed.data;
  const { categoryIds, productIds, variantIds } = pieces;
  return { ok: true, settings: { ...input, categoryIds, productIds, variantIds } };
}

/** After a change has committed: the prices the shared pages show may have changed with it. */
function announced(outcome: SaveOutcome): SaveOutcome {
  if (outcome.ok && outcome.changed) sharedPagesChanged("catalogue");
  return outcome;
}

/** Adds a sale, with its audit entry, in one transaction; nothing is stored when any field is refused. */
export async function createSale(values: SaleFormValues, by: AuditActor, now = new Date()) {
  const outcome = await db().transaction(async (tx): Promise<SaveOutcome> => {
    const form = await readFullForm(tx, values, { now });
    if (!form.ok) return form;
    const [created] = await tx
      .insert(sales)
      .values({ ...form.settings, createdAt: now, updatedAt: now })
      .returning({ id: sales.id });
    const { name } = form.settings;
    const changes = changedFields({} as Settings, form.settings, AUDITED);
    await recordAudit(
      by,
      { action: "sale.created", target: { type: "sale", id: created!.id, label: name }, changes },
      tx,
    );
    return { ok: true, id: created!.id, name, changed: true };
  });
  return announced(outcome);
}

/**
 * Saves a sale's page, on the locked row. A sale no order holds takes the whole form; once an
 * order has a line it reduced ('locked') only its end changes: those orders were priced under the
 * rest. A full form posted for a sale sold since the page was drawn is refused whole. A save that
 * changes nothing records nothing.
 */
export async function updateSale(
  id: string,
  values: SaleFormValues,
  form: "full" | "locked",
  by: AuditActor,
  now = new Date(),
) {
  const outcome = await db().transaction(async (tx): Promise<SaveOutcome> => {
    const [row] = await tx.select().from(sales).where(eq(sales.id, id)).for("update");
    if (!row) return { ok: false, status: 404, errors: { form: "This sale no longer exists." } };
    const before = settingsOf(row);
    const current = { startsAt: row.startsAt, endsAt: row.endsAt };
    let after: Settings;
    if (form === "locked") {
      const parsed = lockedSaleSchema({ now, current }).safeParse(values);
      if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error) };
      after = { ...before, endsAt: parsed.data.endsAt };
    } else {
      if (await wasSold(id, tx)) {
        const message = `“${row.name}” has been sold since this page was opened: only its end can change now. Nothing was saved.`;
        return { ok: false, status: 409, errors: { form: message } };
      }
      const full = await readFullForm(tx, values, { now, current });
      if (!full.ok) return full;
      after = full.settings;
    }
    const changes = changedFields(before, after, AUDITED);
    if (Object.keys(changes).length === 0) return { ok: true, id, name: row.name, changed: false };
    await tx
      .update(sales)
      .set({ ...after, updatedAt: now })
      .where(eq(sales.id, id));
    await recordAudit(by, { action: "sale.updated", target: { type: "sale", id, label: after.name }, changes }, tx);
    return { ok: true, id, name: after.name, changed: true };
  });
  return announced(outcome);
}
