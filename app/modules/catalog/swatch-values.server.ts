import { and, asc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { productOptions, productOptionValues, products } from "~/db/schema";

/**
 * A fabric or finish a buyer may ask a free sample of (issue 34, item 3): a value of an option
 * the owner shows as swatches, of a product on sale (active, not archived). Read here because
 * the catalogue owns these tables; the swatches module keeps its own copy of what was chosen.
 */
export interface SwatchValue {
  id: string;
  productId: string;
  productName: string;
  productSlug: string;
  optionName: string;
  value: string;
  swatchColor: string | null;
  swatchImage: string | null;
}

type Reader = Pick<Database, "select">;

function swatchValues(executor: Reader, narrower?: SQL) {
  return executor
    .select({
      id: productOptionValues.id,
      productId: products.id,
      productName: products.name,
      productSlug: products.slug,
      optionName: productOptions.name,
      value: productOptionValues.value,
      swatchColor: productOptionValues.swatchColor,
      swatchImage: productOptionValues.swatchImage,
    })
    .from(productOptionValues)
    .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(
      and(eq(productOptions.display, "swatches"), eq(products.isActive, true), isNull(products.archivedAt), narrower),
    )
    .orderBy(asc(products.name), asc(products.id), asc(productOptions.position), asc(productOptionValues.position));
}

/** Every swatch on offer, product by product (A to Z), in the owner's order of options and values. */
export function listSwatchValues(executor: Reader = db()): Promise<SwatchValue[]> {
  return swatchValues(executor);
}

/**
 * Those of `ids` that are swatches on offer now. Pass the transaction that stores the request, so
 * that the check and the copy read the same rows. Ids that are not UUIDs are dropped first: a
 * tampered form must be refused with a message, not fail in the database.
 */
export function findSwatchValues(executor: Reader, ids: readonly string[]): Promise<SwatchValue[]> {
  const wanted = [...new Set(ids)].filter((id) => UUID.test(id));
  if (wanted.length === 0) return Promise.resolve([]);
  return swatchValues(executor, inArray(productOptionValues.id, wanted));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
