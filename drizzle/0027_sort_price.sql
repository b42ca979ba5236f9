ALTER TABLE "products" ADD COLUMN "sort_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_sort_price_idx" ON "products" USING btree ("sort_price");--> statement-breakpoint
-- What a product sells from (issue 34): the cheapest variant on sale of a product with options (its
-- own price, or the base price plus its values' surcharges, as variants.ts' variantPrice), else its
-- price. The catalogue sorts and filters by it, so the order a shopper sees is the prices the cards say.
CREATE FUNCTION product_sort_price(p_id uuid, p_base integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT min(coalesce(pv.price, p_base + coalesce((
             SELECT sum(ov.surcharge) FROM product_variant_values vv
               JOIN product_option_values ov ON ov.id = vv.value_id
              WHERE vv.variant_id = pv.id), 0)))
      FROM product_variants pv
     WHERE pv.product_id = p_id AND pv.is_active
       AND EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p_id)), p_base)::int
$$;
--> statement-breakpoint
CREATE FUNCTION products_sort_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sort_price := product_sort_price(NEW.id, NEW.price);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_sort_price BEFORE INSERT OR UPDATE OF price ON products
  FOR EACH ROW EXECUTE FUNCTION products_sort_price();
--> statement-breakpoint
-- A save of 200 variants writes hundreds of rows: each only marks its product here, and the price is
-- worked out once per product when the transaction commits (a deferred trigger), not once per row.
CREATE TABLE product_price_refresh (product_id uuid PRIMARY KEY);
--> statement-breakpoint
CREATE FUNCTION product_price_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_now record := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  pid uuid;
BEGIN
  IF TG_TABLE_NAME = 'product_variant_values' THEN
    SELECT product_id INTO pid FROM product_variants WHERE id = row_now.variant_id;
  ELSIF TG_TABLE_NAME = 'product_option_values' THEN
    SELECT product_id INTO pid FROM product_options WHERE id = row_now.option_id;
  ELSE
    pid := row_now.product_id;
  END IF;
  IF pid IS NOT NULL THEN
    INSERT INTO product_price_refresh (product_id) VALUES (pid) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_price_mark AFTER INSERT OR DELETE OR UPDATE OF price, is_active ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_price_mark();
--> statement-breakpoint
CREATE TRIGGER product_variant_values_price_mark AFTER INSERT OR DELETE ON product_variant_values
  FOR EACH ROW EXECUTE FUNCTION product_price_mark();
--> statement-breakpoint
CREATE TRIGGER product_option_values_price_mark AFTER INSERT OR DELETE OR UPDATE OF surcharge ON product_option_values
  FOR EACH ROW EXECUTE FUNCTION product_price_mark();
--> statement-breakpoint
CREATE TRIGGER product_options_price_mark AFTER INSERT OR DELETE ON product_options
  FOR EACH ROW EXECUTE FUNCTION product_price_mark();
--> statement-breakpoint
CREATE FUNCTION product_price_refresh_run() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_price_refresh WHERE product_id = NEW.product_id;
  UPDATE products SET sort_price = product_sort_price(id, price)
   WHERE id = NEW.product_id AND sort_price IS DISTINCT FROM product_sort_price(id, price);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_price_refresh_run AFTER INSERT ON product_price_refresh
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION product_price_refresh_run();
--> statement-breakpoint
UPDATE products SET sort_price = product_sort_price(id, price);
