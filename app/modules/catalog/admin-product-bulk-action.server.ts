import { data } from "react-router";
import type { Notice } from "~/components/ui/toaster";
import type { AuditActor } from "~/modules/audit/audit.server";
import { parsePercent, parseProductIds, PERCENT_RULE, priceByPercent, SELECT_FIRST } from "./admin-product-bulk";
import { applyPriceChange, setProductsActive, type PriceTarget } from "./admin-product-bulk.server";
import { bulkSelection } from "./admin-product-scope.server";

const success = (text: string): Notice => ({ tone: "success", title: "Success", text });
const failure = (text: string): Notice => ({ tone: "error", title: "Error", text });
const refuse = (text: string, status: number) => data({ notice: failure(text) }, { status });

const products = (count: number) => `${count} ${count === 1 ? "product" : "products"}`;

export const BULK_INTENTS = ["bulk-activate", "bulk-deactivate", "bulk-price"] as const;
export type BulkIntent = (typeof BULK_INTENTS)[number];

export const isBulkIntent = (intent: unknown): intent is BulkIntent =>
  (BULK_INTENTS as readonly unknown[]).includes(intent);

/** The product list's bulk actions: activate or deactivate the ticked products, or apply a previewed price change. */
export async function handleBulkAction(intent: BulkIntent, form: FormData, by: AuditActor) {
  if (intent !== "bulk-price") {
    // The ticked rows, or every product the list's filters match ("Select all N products").
    const selection = await bulkSelection(form, "status");
    if (!selection.ok) return refuse(selection.message, 400);
    const { ids } = selection;
    const active = intent === "bulk-activate";
    const count = await setProductsActive(ids, active, by);
    const done = active ? "activated" : "deactivated";
    return {
      notice: success(
        count > 0 ? `${products(count)} ${done}.` : `Nothing to change: the selection was already ${done}.`,
      ),
    };
  }

  // The preview's products, each with its old and new price: always listed, whatever selected them.
  const ids = parseProductIds(form.getAll("ids"));
  if (!ids) return refuse(SELECT_FIRST, 400);
  const percent = parsePercent(String(form.get("percent") ?? ""));
  if (percent === null) return refuse(PERCENT_RULE, 400);
  // The prices the preview showed, posted back: the server recomputes each new price from
  // the old one and refuses any that do not follow the percent.
  const changes: PriceTarget[] = [];
  for (const id of ids) {
    const from = wholeRupees(form.get(`from-${id}`));
    const to = wholeRupees(form.get(`to-${id}`));
    if (from === null || to === null || priceByPercent(from, percent) !== to) {
      return refuse("The new prices do not follow the percent: preview the change again.", 400);
    }
    changes.push({ id, from, to });
  }
  const outcome = await applyPriceChange(changes, percent, by);
  switch (outcome) {
    case "applied":
      return { notice: success(`New prices saved for ${products(changes.length)}.`), priceChanged: true };
    case "already-applied":
      return { notice: success("These new prices were already saved: nothing changed."), priceChanged: true };
    case "changed-since":
      return refuse("A price changed since the preview, so nothing was saved: preview the change again.", 409);
    case "missing":
      return refuse("A selected product no longer exists, so nothing was saved.", 404);
    case "too-high":
      return refuse("A new price would be higher than the shop allows, so nothing was saved.", 400);
  }
}

function wholeRupees(value: FormDataEntryValue | null): number | null {
  return typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : null;
}
