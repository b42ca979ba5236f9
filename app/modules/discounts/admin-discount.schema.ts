/**
 * The admin's discount code form (issue 35, item 4), read by the same schema on the new page and
 * on a code's page: every field is checked and every problem reported at once, under its field.
 * What needs the database (the code taken, the products and categories that exist, the uses
 * already counted) is checked by admin-discount-save.server.ts. Browser-safe.
 */
import { z } from "zod";
import { formatPrice, MAX_PRICE } from "~/utils/money";
import { readCode, readProductLines, readWhole, unsafeTextMessage, type ProductLine } from "./admin-discount-fields";
import { readShopDateTime, sameShopMinute } from "./admin-discount-time";
import { DISCOUNT_KIND_NAMES, type DiscountKind, type DiscountScope } from "./discount-rules";

/** The fields in the form's order, with their labels (the error summary lists them so). */
export const DISCOUNT_FIELD_LABELS = {
  code: "Code",
  kind: "What it gives",
  value: "Percent or amount off",
  minSubtotal: "Minimum subtotal",
  scope: "What it applies to",
  categoryIds: "Categories",
  products: "Products",
  startsAt: "Starts",
  endsAt: "Ends",
  usageLimit: "Total uses limit",
  perCustomerLimit: "Uses per customer",
} as const;

export type DiscountField = keyof typeof DISCOUNT_FIELD_LABELS;

const SCOPES = ["all", "categories", "products"] as const;
export const MAX_USES = 1_000_000;
const MAX_CATEGORIES = 500;

/** The form as posted: text fields, the ticked categories, the sale box. */
export const discountFormFields = z.object({
  code: z.string().default(""),
  kind: z.string().default(""),
  value: z.string().default(""),
  minSubtotal: z.string().default(""),
  scope: z.string().default(""),
  categoryIds: z.array(z.string()).default([]),
  products: z.string().default(""),
  appliesToSaleItems: z.boolean().default(false),
  startsAt: z.string().default(""),
  endsAt: z.string().default(""),
  usageLimit: z.string().default(""),
  perCustomerLimit: z.string().default(""),
});

export type DiscountFormValues = z.output<typeof discountFormFields>;

export interface DiscountInput {
  code: string;
  kind: DiscountKind;
  value: number;
  minSubtotal: number;
  scope: DiscountScope;
  categoryIds: string[];
  productLines: ProductLine[];
  appliesToSaleItems: boolean;
  startsAt: Date;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
}

/** The ticked categories, each once, as ids are stored. */
export const categoryIdsOf = (ticked: string[]) => [...new Set(ticked.map((id) => id.trim().toLowerCase()))];

/** The code's dates as stored: a date typed in the same minute keeps the stored instant (no change). */
export interface StoredWindow {
  startsAt: Date;
  endsAt: Date | null;
}

interface SchemaContext {
  now: Date;
  current?: StoredWindow;
}

type Issue = (field: DiscountField, message: string) => void;

const limitMessage = (label: string) => `${label} is a whole number, 1 or more; leave it empty for no limit.`;
const readLimit = (typed: string, label: string) =>
  readWhole(typed, {
    min: 1,
    max: MAX_USES,
    message: limitMessage(label),
    tooHigh: `${label} can be at most ${MAX_USES.toLocaleString("en-US")}; leave it empty for no limit.`,
  });

/**
 * The end as typed: empty for none; after the start; and, when it changes, not already passed
 * (ending a code now is the End now button's, which says so in the log).
 */
function readEnd(typed: string, startsAt: Date | null, { now, current }: SchemaContext, issue: Issue) {
  const unsafe = unsafeTextMessage(typed);
  if (unsafe) return issue("endsAt", unsafe);
  if (typed.trim() === "") return null;
  const typedEnd = readShopDateTime(typed);
  if (!typedEnd) return issue("endsAt", "Please enter the end as a date and a time, or leave it empty for no end.");
  const endsAt = current?.endsAt && sameShopMinute(typedEnd, current.endsAt) ? current.endsAt : typedEnd;
  if (startsAt && endsAt.getTime() <= startsAt.getTime()) return issue("endsAt", "The end must be after the start.");
  if (endsAt !== current?.endsAt && endsAt.getTime() <= now.getTime()) {
    return issue("endsAt", "This end has already passed: choose a later one, or leave it empty for no end.");
  }
  return endsAt;
}

/**
 * The whole form, for a new code and for one never used. A start left empty is now; a start or
 * end typed in the minute already stored keeps what is stored.
 */
export function discountFormSchema(context: SchemaContext) {
  return discountFormFields.transform((raw, ctx): DiscountInput => {
    let failed = false;
    const issue: Issue = (field, message) => {
      failed = true;
      ctx.addIssue({ code: "custom", path: [field], message });
    };
    const code = readCode(raw.code);
    if (!code.ok) issue("code", code.message);

    const kind = Object.hasOwn(DISCOUNT_KIND_NAMES, raw.kind) ? (raw.kind as DiscountKind) : null;
    if (!kind) issue("kind", "Please choose what the code gives: a percent, an amount off or free delivery.");

    const minimum = readWhole(raw.minSubtotal, {
      min: 0,
      max: MAX_PRICE,
      message: "Please enter the minimum subtotal in whole rupees, e.g. 20000, or leave it empty for none.",
      tooHigh: "That minimum is higher than any order: please lower it.",
    });
    if (!minimum.ok) issue("minSubtotal", minimum.message);
    const minSubtotal = minimum.ok ? (minimum.value ?? 0) : null;

    let value = 0;
    if (kind === "percent") {
      const message = "Please enter the percent off as a whole number from 1 to 100.";
      const percent = readWhole(raw.value, { min: 1, max: 100, message });
      if (!percent.ok || percent.value === null) issue("value", message);
      else value = percent.value;
    } else if (kind === "amount") {
      const message = "Please enter the amount off in whole rupees, 1 or more, e.g. 5000.";
      const amount = readWhole(raw.value, { min: 1, max: MAX_PRICE, message });
      if (!amount.ok || amount.value === null) issue("value", message);
      else if (minSubtotal !== null && amount.value > minSubtotal) {
        issue(
          "value",
          `A fixed reduction cannot be more than the minimum subtotal (${formatPrice(minSubtotal)}): raise the minimum or lower the amount.`,
        );
      } else value = amount.value;
    }

    const scope = SCOPES.find((name) => name === raw.scope) ?? null;
    if (!scope) issue("scope", "Please choose what the code applies to: everything, categories or products.");
    const categoryIds = categoryIdsOf(raw.categoryIds);
    const uuid = z.uuid();
    if (scope === "categories") {
      if (categoryIds.length === 0) issue("categoryIds", "Please tick at least one category.");
      else if (categoryIds.length > MAX_CATEGORIES || categoryIds.some((id) => !uuid.safeParse(id).success)) {
        issue("categoryIds", "Please tick categories from the list.");
      }
    }
    const lines = readProductLines(raw.products);
    if (scope === "products") {
      if (!lines.ok) issue("products", lines.message);
      else if (lines.value.length === 0) {
        issue("products", "Please enter at least one product: its page address or its slug, one a line.");
      }
    }

    let startsAt: Date | null = null;
    const unsafeStart = unsafeTextMessage(raw.startsAt);
    if (unsafeStart) issue("startsAt", unsafeStart);
    else if (raw.startsAt.trim() === "") startsAt = context.now;
    else {
      const typed = readShopDateTime(raw.startsAt);
      if (!typed) issue("startsAt", "Please enter the start as a date and a time (empty: now).");
      else
        startsAt =
          context.current && sameShopMinute(typed, context.current.startsAt) ? context.current.startsAt : typed;
    }
    const endsAt = readEnd(raw.endsAt, startsAt, context, issue);

    const usageLimit = readLimit(raw.usageLimit, "The total uses limit");
    if (!usageLimit.ok) issue("usageLimit", usageLimit.message);
    const perCustomerLimit = readLimit(raw.perCustomerLimit, "The uses per customer");
    if (!perCustomerLimit.ok) issue("perCustomerLimit", perCustomerLimit.message);

    if (failed) return z.NEVER;
    return {
      code: code.ok ? code.value : "",
      kind: kind!,
      value,
      minSubtotal: minSubtotal ?? 0,
      scope: scope!,
      categoryIds: scope === "categories" ? categoryIds : [],
      productLines: scope === "products" && lines.ok ? lines.value : [],
      appliesToSaleItems: raw.appliesToSaleItems,
      startsAt: startsAt!,
      endsAt: endsAt ?? null,
      usageLimit: usageLimit.ok ? usageLimit.value : null,
      perCustomerLimit: perCustomerLimit.ok ? perCustomerLimit.value : null,
    };
  });
}

export interface LockedDiscountInput {
  endsAt: Date | null;
  usageLimit: number | null;
}

/**
 * A used code's form: only its end and its total uses limit (the orders that hold it were
 * placed under the rest). The limit is checked against the uses counted, under the code's
 * lock, by admin-discount-save.server.ts.
 */
export function lockedDiscountSchema(context: SchemaContext & { current: StoredWindow }) {
  return discountFormFields.transform((raw, ctx): LockedDiscountInput => {
    let failed = false;
    const issue: Issue = (field, message) => {
      failed = true;
      ctx.addIssue({ code: "custom", path: [field], message });
    };
    const endsAt = readEnd(raw.endsAt, context.current.startsAt, context, issue);
    const usageLimit = readLimit(raw.usageLimit, "The total uses limit");
    if (!usageLimit.ok) issue("usageLimit", usageLimit.message);
    if (failed) return z.NEVER;
    return { endsAt: endsAt ?? null, usageLimit: usageLimit.ok ? usageLimit.value : null };
  });
}
