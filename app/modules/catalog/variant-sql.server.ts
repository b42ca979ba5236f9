import { sql } from "drizzle-orm";
import { MADE_TO_ORDER_MAX_QUANTITY } from "./variants";
import { productOptions, productOptionValues, productVariants, productVariantValues, products } from "~/db/schema";

/**
 * What the cart and the checkout read of a variant in SQL, the same rules as variants.ts: its
 * price (its own, or the product's base price with its values' surcharges), its values in the
 * options' order ('Velvet, 3-seater'), and how many one order may take.
 */
export const variantPriceSql = sql<number>`coalesce(${productVariants.price}, ${products.price} + coalesce((
  select sum(${productOptionValues.surcharge})
    from ${productVariantValues} join ${productOptionValues} on ${productOptionValues.id} = ${productVariantValues.valueId}
   where ${productVariantValues.variantId} = ${productVariants.id}), 0))::int`;

export const variantLabelSql = sql<string | null>`(
  select string_agg(${productOptionValues.value}, ', ' order by ${productOptions.position})
    from ${productVariantValues}
    join ${productOptionValues} on ${productOptionValues.id} = ${productVariantValues.valueId}
    join ${productOptions} on ${productOptions.id} = ${productOptionValues.optionId}
   where ${productVariantValues.variantId} = ${productVariants.id})`;

/** variants.ts' variantQuantityLimit: the stock, or a batch of a piece made to order; 0 when withdrawn. */
export const variantLimitSql = sql<number>`(case when not ${productVariants.isActive} then 0
  when ${productVariants.madeToOrder} then ${MADE_TO_ORDER_MAX_QUANTITY} else ${productVariants.stock} end)::int`;
