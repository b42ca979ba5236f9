/**
 * What a save of the variant editor changed, for the audit log: the options in words, then each
 * variant added, removed or changed by its SKU ('PKR 185,000 · 2 in stock · on sale'). A save that
 * changes nothing has no entries.
 */
import type { FieldChange } from "~/modules/audit/audit-changes";
import { formatPrice } from "~/utils/money";
import { variantLabel, variantPrice, type VariantSet } from "./variants";

/** The most variants one entry names; the rest are counted. */
const MAX_NAMED = 60;

/** 'Fabric: Velvet (+45,000), Linen; Size: 2-seater, 3-seater' ('' without options). */
export function optionsText(set: VariantSet): string {
  return set.options
    .map(
      (option) =>
        `${option.name}: ${option.values
          .map((value) =>
            value.surcharge ? `${value.value} (${value.surcharge > 0 ? "+" : ""}${value.surcharge})` : value.value,
          )
          .join(", ")}`,
    )
    .join("; ");
}

/** Each variant in one line, by SKU: its values, price, stock or making time, and whether it is on sale. */
export function variantLines(set: VariantSet, basePrice: number): Map<string, string> {
  return new Map(
    set.variants.map((variant) => {
      const label = variantLabel(variant, set.options);
      const supply =
        variant.madeToOrder && variant.leadTimeWeeks
          ? `made to order in ${variant.leadTimeWeeks} weeks`
          : `${variant.stock} in stock`;
      const parts = [label, formatPrice(variantPrice(basePrice, variant, set.options)), supply];
      parts.push(variant.isActive ? "on sale" : "hidden");
      return [variant.sku, parts.filter(Boolean).join(" · ")];
    }),
  );
}

export function variantChanges(before: VariantSet, after: VariantSet, basePrice: number): Record<string, unknown> {
  const changes: Record<string, FieldChange | number> = {};
  const optionsBefore = optionsText(before);
  const optionsAfter = optionsText(after);
  if (optionsBefore !== optionsAfter) changes.options = { before: optionsBefore, after: optionsAfter };
  const was = variantLines(before, basePrice);
  const now = variantLines(after, basePrice);
  let named = 0;
  let more = 0;
  for (const sku of new Set([...was.keys(), ...now.keys()])) {
    const old = was.get(sku) ?? null;
    const next = now.get(sku) ?? null;
    if (old === next) continue;
    if (named < MAX_NAMED) {
      changes[sku] = { before: old, after: next };
      named += 1;
    } else more += 1;
  }
  if (more) changes["other variants changed"] = more;
  return changes;
}
