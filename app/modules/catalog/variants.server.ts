import { asc, eq, inArray, notInArray, and } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { productOptions, productOptionValues, productVariants, productVariantValues } from "~/db/schema";
import { normalSku, variantDraftProblem, type VariantSetDraft } from "./variant-draft";
import type { ProductOption, ProductVariant, VariantSet } from "./variants";

type Reader = Pick<Database, "select">;
type Writer = Pick<Database, "select" | "insert" | "update" | "delete">;

/** The options and variants of several products, in three queries whatever their number. */
export async function loadVariantSets(
  executor: Reader,
  productIds: readonly string[],
): Promise<Map<string, VariantSet>> {
  const sets = new Map<string, VariantSet>(productIds.map((id) => [id, { options: [], variants: [] }]));
  if (productIds.length === 0) return sets;
  const ids = [...new Set(productIds)];
  const optionRows = await executor
    .select({
      productId: productOptions.productId,
      optionId: productOptions.id,
      name: productOptions.name,
      display: productOptions.display,
      valueId: productOptionValues.id,
      value: productOptionValues.value,
      surcharge: productOptionValues.surcharge,
      swatchColor: productOptionValues.swatchColor,
      swatchImage: productOptionValues.swatchImage,
    })
    .from(productOptions)
    .innerJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(inArray(productOptions.productId, ids))
    .orderBy(asc(productOptions.productId), asc(productOptions.position), asc(productOptionValues.position));
  const variantRows = await executor
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, ids))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.sku));
  const links = variantRows.length
    ? await executor
        .select()
        .from(productVariantValues)
        .where(
          inArray(
            productVariantValues.variantId,
            variantRows.map((row) => row.id),
          ),
        )
    : [];

  const optionOfValue = new Map<string, string>();
  for (const row of optionRows) {
    const set = sets.get(row.productId)!;
    let option = set.options.find((candidate) => candidate.id === row.optionId);
    if (!option) {
      option = { id: row.optionId, name: row.name, display: row.display as ProductOption["display"], values: [] };
      set.options.push(option);
    }
    option.values.push({
      id: row.valueId,
      value: row.value,
      surcharge: row.surcharge,
      swatchColor: row.swatchColor,
      swatchImage: row.swatchImage,
    });
    optionOfValue.set(row.valueId, row.optionId);
  }
  const valuesOf = new Map<string, string[]>();
  for (const link of links) valuesOf.set(link.variantId, [...(valuesOf.get(link.variantId) ?? []), link.valueId]);
  for (const row of variantRows) {
    const set = sets.get(row.productId)!;
    const own = valuesOf.get(row.id) ?? [];
    // In the options' order, whatever order the links came in.
    const valueIds = set.options.map((option) => own.find((id) => optionOfValue.get(id) === option.id) ?? "");
    const variant: ProductVariant = {
      id: row.id,
      sku: row.sku,
      price: row.price,
      stock: row.stock,
      madeToOrder: row.madeToOrder,
      leadTimeWeeks: row.leadTimeWeeks,
      images: row.images,
      isActive: row.isActive,
      valueIds,
    };
    set.variants.push(variant);
  }
  return sets;
}

export async function loadVariantSet(executor: Reader, productId: string): Promise<VariantSet> {
  return (await loadVariantSets(executor, [productId])).get(productId)!;
}

export type SaveVariantsResult = { ok: true } | { ok: false; message: string };

/**
 * Replaces a product's options and variants with `draft`, in the caller's transaction. Variants
 * are kept by SKU (a cart line or an order keeps pointing at the same piece), those left out are
 * deleted (their cart lines with them; orders keep their snapshot). Checked first: nothing is
 * stored when the draft has a problem.
 */
export async function saveVariantSet(
  tx: Writer,
  product: { id: string; price: number },
  draft: VariantSetDraft,
  /** SKUs whose stored stock stays as it is (the editor's figure was the one loaded: a sale since then stands). */
  keepStock: ReadonlySet<string> = new Set(),
): Promise<SaveVariantsResult> {
  const problem = variantDraftProblem(draft, product.price);
  if (problem) return { ok: false, message: problem };
  const skus = draft.variants.map((variant) => normalSku(variant.sku));
  const taken = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(inArray(productVariants.sku, skus), notInArray(productVariants.productId, [product.id])))
    .limit(1);
  if (taken[0]) return { ok: false, message: `The SKU ${taken[0].sku} belongs to another product.` };

  const existing = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, product.id));
  if (existing.length) {
    await tx.delete(productVariantValues).where(
      inArray(
        productVariantValues.variantId,
        existing.map((row) => row.id),
      ),
    );
  }
  await tx.delete(productOptions).where(eq(productOptions.productId, product.id));
  await tx
    .delete(productVariants)
    .where(and(eq(productVariants.productId, product.id), notInArray(productVariants.sku, skus)));

  const valueIds = new Map<string, string>();
  for (const [position, option] of draft.options.entries()) {
    const [row] = await tx
      .insert(productOptions)
      .values({ productId: product.id, name: option.name.trim(), position, display: option.display ?? "buttons" })
      .returning({ id: productOptions.id });
    const values = await tx
      .insert(productOptionValues)
      .values(
        option.values.map((value, at) => ({
          optionId: row!.id,
          value: value.value.trim(),
          position: at,
          surcharge: value.surcharge ?? 0,
          swatchColor: value.swatchColor ?? null,
          swatchImage: value.swatchImage ?? null,
        })),
      )
      .returning({ id: productOptionValues.id, value: productOptionValues.value });
    for (const value of values) valueIds.set(`${position}:${value.value.toLowerCase()}`, value.id);
  }

  for (const [position, variant] of draft.variants.entries()) {
    const fields = {
      price: variant.price ?? null,
      stock: variant.stock ?? 0,
      madeToOrder: variant.madeToOrder ?? false,
      leadTimeWeeks: variant.madeToOrder ? (variant.leadTimeWeeks ?? null) : null,
      images: variant.images ?? [],
      isActive: variant.isActive ?? true,
      position,
    };
    const sku = normalSku(variant.sku);
    const { stock, ...kept } = fields;
    const update = keepStock.has(sku) ? kept : { ...kept, stock };
    // The SKU is updated in place only if it is this product's: one another product took since the
    // check above returns no row, and the caller's transaction is rolled back rather than move it.
    const [row] = await tx
      .insert(productVariants)
      .values({ productId: product.id, sku, ...fields })
      .onConflictDoUpdate({
        target: productVariants.sku,
        set: { ...update, updatedAt: new Date() },
        setWhere: eq(productVariants.productId, product.id),
      })
      .returning({ id: productVariants.id });
    if (!row) throw new Error(`The SKU ${sku} belongs to another product`);
    if (variant.values.length) {
      await tx.insert(productVariantValues).values(
        variant.values.map((word, index) => ({
          variantId: row.id,
          valueId: valueIds.get(`${index}:${word.trim().toLowerCase()}`)!,
        })),
      );
    }
  }
  return { ok: true };
}
