ALTER TABLE "products" ADD COLUMN "variant_terms" text;--> statement-breakpoint
-- A product's options' values and its variants' SKUs, as words search can find (issue 34):
-- 'velvet sofa' finds the sofa sold in velvet, 'SOF-102' the variant's product. A product without
-- options has none: its one SKU is made from its address, and search finds it as before.
CREATE FUNCTION product_variant_terms(p_id uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT nullif(trim(
    coalesce((SELECT string_agg(v.value, ' ' ORDER BY o.position, v.position)
              FROM product_options o JOIN product_option_values v ON v.option_id = o.id
              WHERE o.product_id = p_id), '')
    || ' ' ||
    coalesce((SELECT string_agg(pv.sku, ' ' ORDER BY pv.position, pv.sku)
              FROM product_variants pv WHERE pv.product_id = p_id AND pv.is_active
                AND EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p_id)), '')
  ), '')
$$;
--> statement-breakpoint
-- After a statement's rows changed, each product concerned is written once if its words changed
-- (a stock movement at checkout touches no column these triggers watch).
CREATE FUNCTION product_variant_terms_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid uuid;
BEGIN
  IF TG_TABLE_NAME = 'product_option_values' THEN
    IF TG_OP = 'DELETE' THEN
      SELECT product_id INTO pid FROM product_options WHERE id = OLD.option_id;
    ELSE
      SELECT product_id INTO pid FROM product_options WHERE id = NEW.option_id;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    pid := OLD.product_id;
  ELSE
    pid := NEW.product_id;
  END IF;
  IF pid IS NOT NULL THEN
    UPDATE products SET variant_terms = product_variant_terms(pid)
    WHERE id = pid AND variant_terms IS DISTINCT FROM product_variant_terms(pid);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_option_values_terms AFTER INSERT OR DELETE OR UPDATE OF value ON product_option_values
  FOR EACH ROW EXECUTE FUNCTION product_variant_terms_refresh();
--> statement-breakpoint
-- Removing an option removes its values by cascade, when the option's row is already gone: the option's own trigger counts.
CREATE TRIGGER product_options_terms AFTER DELETE ON product_options
  FOR EACH ROW EXECUTE FUNCTION product_variant_terms_refresh();
--> statement-breakpoint
CREATE TRIGGER product_variants_terms AFTER INSERT OR DELETE OR UPDATE OF sku, is_active ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_variant_terms_refresh();
--> statement-breakpoint
-- The search trigger of 0006, with the variant's words beside the category's (weight B).
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  category_name text;
  option_words text;
BEGIN
  SELECT name INTO category_name FROM categories WHERE id = NEW.category_id;
  -- The typo vocabulary takes the options' values but not the SKUs: one made-up word per variant
  -- would grow it many times over (a bench of 100,000 products: 3,000 words to 103,000), and
  -- every search's corrections read it.
  SELECT string_agg(v.value, ' ') INTO option_words
  FROM product_options o JOIN product_option_values v ON v.option_id = o.id
  WHERE o.product_id = NEW.id;
  NEW.name_vector := to_tsvector('english', coalesce(NEW.name, ''));
  NEW.search_vector :=
    setweight(NEW.name_vector, 'A') ||
    setweight(to_tsvector('english', coalesce(category_name, '') || ' ' || coalesce(NEW.variant_terms, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  INSERT INTO search_words (word)
  SELECT DISTINCT word
  FROM regexp_split_to_table(
    lower(coalesce(NEW.name, '') || ' ' || coalesce(category_name, '') || ' ' || coalesce(option_words, '') || ' ' || coalesce(NEW.description, '')),
    '[^[:alnum:]]+'
  ) AS word
  WHERE length(word) BETWEEN 3 AND 40
  ON CONFLICT (word) DO NOTHING;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER products_search_refresh ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_refresh
BEFORE INSERT OR UPDATE OF name, description, category_id, variant_terms ON products
FOR EACH ROW EXECUTE FUNCTION products_search_refresh();
--> statement-breakpoint
UPDATE products SET variant_terms = product_variant_terms(id);
