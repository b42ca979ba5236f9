/**
 * The admin's sale form (issue 35, item 4), read by the same schema on the new page and on a
 * sale's page: every field is checked and every problem reported at once, under its field. What
 * needs the database (the categories, products and SKUs that exist, a price the sale would take
 * to zero) is checked by admin-sale-save.server.ts. Browser-safe.
 */
import { z } from "zod";
import { SALE_KIND_NAMES, SALE_MAX_PERCENT, type SaleKind } from "~/modules/catalog/sale-rules";
import {
  readProductLines,
  readWhole,
  unsafeTextMessage,
  type ProductLine,
  type Read,
} from "~/modules/discounts/admin-discount-fields";
import { readShopDateTime, sameShopMinute } from "~/modules/discounts/admin-discount-time";
import { categoryIdsOf } from "~/modules/discounts/admin-discount.schema";
import { MAX_PRICE } from "~/utils/money";
import { readSaleName, readSkus } from "./admin-sale-fields";

/** The fields in the form's order, with their labels (the error summary lists them so). */
export const SALE_FIELD_LABELS = {
  form: "Sale",
  name: "Name",
  kind: "What it takes off",
  value: "Percent or amount off",
  pieces: "What it reduces",
  categoryIds: "Categories",
  products: "Products",
  skus: "Variants (SKUs)",
  startsAt: "Starts",
  endsAt: "Ends",
} as const;

export type SaleField = keyof typeof SALE_FIELD_LABELS;

const MAX_CATEGORIES = 500;

/** The form as posted: text fields and the ticked categories. */
export const saleFormFields = z.object({
  name: z.string().default(""),
  kind: z.string().default(""),
  value: z.string().default(""),
  categoryIds: z.array(z.string()).default([]),
  products: z.string().default(""),
  skus: z.string().default(""),
  startsAt: z.string().default(""),
  endsAt: z.string().default(""),
});

export type SaleFormValues = z.output<typeof saleFormFields>;

export interface SaleInput {
  name: string;
  kind: SaleKind;
  value: number;
  categoryIds: string[];
  productLines: ProductLine[];
  skus: string[];
  startsAt: Date;
  endsAt: Date;
}

/** The sale's dates as stored: a date typed in the same minute keeps the stored instant (no change). */
export interface StoredSaleWindow {
  startsAt: Date;
  endsAt: Date;
}

interface SchemaContext {
  now: Date;
  current?: StoredSaleWindow;
}

type Issue = (field: SaleField, message: string) => void;

/** A datetime-local field: the stored instant when typed in its minute, else the instant typed; null when refused. */
function readWhen(typed: string, stored: Date | undefined, field: SaleField, issue: Issue, empty: string) {
  const unsafe = unsafeTextMessage(typed);
  if (unsafe) return void issue(field, unsafe);
  const when = readShopDateTime(typed);
  if (!when) return void issue(field, empty);
  return stored && sameShopMinute(when, stored) ? stored : when;
}

/**
 * The end as typed: required (every sale ends: a 'was' price is honest only for a while), after
 * the start, and, when it changes, not already passed (ending a sale now is End now's, which says
 * so in the log).
 */
function readEnd(typed: string, startsAt: Date | null, { now, current }: SchemaContext, issue: Issue) {
  const endsAt = readWhen(typed, current?.endsAt, "endsAt", issue, "Please enter the end as a date and a time.");
  if (!endsAt) return null;
  if (startsAt && endsAt.getTime() <= startsAt.getTime()) {
    issue("endsAt", "The end must be after the start.");
    return null;
  }
  if (endsAt !== current?.endsAt && endsAt.getTime() <= now.getTime()) {
    issue("endsAt", "This end has already passed: please choose a later one.");
    return null;
  }
  return endsAt;
}

/** The start as typed: empty is now. */
function readStart(typed: string, { now, current }: SchemaContext, issue: Issue): Date | null {
  if (typed.trim() === "") return now;
  const message = "Please enter the start as a date and a time (empty: now).";
  return readWhen(typed, current?.startsAt, "startsAt", issue, message) ?? null;
}

/** The schema's way of saying a field's problem, and whether any was said. */
function issues(ctx: z.RefinementCtx) {
  const said = { any: false };
  const issue: Issue = (field, message) => {
    said.any = true;
    ctx.addIssue({ code: "custom", path: [field], message });
  };
  return { issue, failed: () => said.any };
}

/** The percent (1 to 90) or the whole rupees a sale takes off, or the message said under the field. */
export function readSaleValue(kind: SaleKind, typed: string): Read<number> {
  const message =
    kind === "percent"
      ? `Please enter the percent off as a whole number from 1 to ${SALE_MAX_PERCENT}.`
      : "Please enter the amount off in whole rupees, 1 or more, e.g. 5000.";
  const read = readWhole(typed, { min: 1, max: kind === "percent" ? SALE_MAX_PERCENT : MAX_PRICE, message });
  return read.ok && read.value !== null ? { ok: true, value: read.value } : { ok: false, message };
}

/** The ticked categories, each once; null when one is not an id of the list (a hand-made post). */
function readCategories(ticked: string[], issue: Issue): string[] | null {
  const ids = categoryIdsOf(ticked);
  const uuid = z.uuid();
  if (ids.length > MAX_CATEGORIES || ids.some((id) => !uuid.safeParse(id).success)) {
    issue("categoryIds", "Please tick categories from the list.");
    return null;
  }
  return ids;
}

/**
 * The whole form, for a new sale and for one no order has used. A start left empty is now; a
 * start or end typed in the minute already stored keeps what is stored.
 */
export function saleFormSchema(context: SchemaContext) {
  return saleFormFields.transform((raw, ctx): SaleInput => {
    const { issue, failed } = issues(ctx);
    const name = readSaleName(raw.name);
    if (!name.ok) issue("name", name.message);
    const kind = Object.hasOwn(SALE_KIND_NAMES, raw.kind) ? (raw.kind as SaleKind) : null;
    if (!kind) issue("kind", "Please choose what the sale takes off: a percent or an amount.");
    const value = kind ? readSaleValue(kind, raw.value) : null;
    if (value && !value.ok) issue("value", value.message);

    const categoryIds = readCategories(raw.categoryIds, issue);
    const lines = readProductLines(raw.products);
    if (!lines.ok) issue("products", lines.message);
    const skus = readSkus(raw.skus);
    if (!skus.ok) issue("skus", skus.message);
    const none =
      categoryIds?.length === 0 && lines.ok && lines.value.length === 0 && skus.ok && skus.value.length === 0;
    if (none) issue("pieces", "Please choose what the sale reduces: tick a category, or list products or SKUs.");

    const startsAt = readStart(raw.startsAt, context, issue);
    const endsAt = readEnd(raw.endsAt, startsAt, context, issue);

    if (failed()) return z.NEVER;
    return {
      name: name.ok ? name.value : "",
      kind: kind!,
      value: value?.ok ? value.value : 0,
      categoryIds: categoryIds ?? [],
      productLines: lines.ok ? lines.value : [],
      skus: skus.ok ? skus.value : [],
      startsAt: startsAt!,
      endsAt: endsAt!,
    };
  });
}

/**
 * A used sale's form: only its end (the orders that hold it were priced under the rest). Whatever
 * else a hand-made post carries is not read.
 */
export function lockedSaleSchema(context: SchemaContext & { current: StoredSaleWindow }) {
  return saleFormFields.transform((raw, ctx): { endsAt: Date } => {
    const { issue, failed } = issues(ctx);
    const endsAt = readEnd(raw.endsAt, context.current.startsAt, context, issue);
    if (failed() || !endsAt) return z.NEVER;
    return { endsAt };
  });
}
