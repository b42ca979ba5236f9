-- A variant's SKU as search reads it (issue 34): its parts, and the parts joined into one word.
-- PostgreSQL's parser reads a hyphenated SKU unevenly ('SOF-102' gives 'sof' and '-102', which a
-- search for 102 misses; 'SK098765-KHD' gives the whole word and its parts, unstemmed), so the
-- SKUs are written as 'SOF 102 SOF102': each part a plain word, and the joined word, which search
-- matches when an SKU is typed whole ('sof-102' as sof102). Without it, a typed SKU was found by
-- its parts, one of them as common as a fabric's code ('khd', in two SKUs of five at 100,000
-- products: 8 ms to gather for the one product the SKU names).
CREATE OR REPLACE FUNCTION product_variant_terms(p_id uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT nullif(trim(
    coalesce((SELECT string_agg(v.value, ' ' ORDER BY o.position, v.position)
              FROM product_options o JOIN product_option_values v ON v.option_id = o.id
              WHERE o.product_id = p_id), '')
    || ' ' ||
    coalesce((SELECT string_agg(CASE WHEN pv.sku LIKE '%-%'
                                       THEN replace(pv.sku, '-', ' ') || ' ' || replace(pv.sku, '-', '')
                                       ELSE pv.sku END, ' '
                                ORDER BY pv.position, pv.sku)
              FROM product_variants pv WHERE pv.product_id = p_id AND pv.is_active
                AND EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p_id)), '')
  ), '')
$$;
--> statement-breakpoint
UPDATE products SET variant_terms = product_variant_terms(id)
 WHERE variant_terms IS DISTINCT FROM product_variant_terms(id);
