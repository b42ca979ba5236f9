CREATE TABLE "product_option_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_id" uuid NOT NULL,
	"value" text NOT NULL,
	"position" integer NOT NULL,
	"surcharge" integer DEFAULT 0 NOT NULL,
	"swatch_color" text,
	"swatch_image" text,
	CONSTRAINT "product_option_values_value_unique" UNIQUE("option_id","value"),
	CONSTRAINT "product_option_values_color" CHECK ("product_option_values"."swatch_color" is null or "product_option_values"."swatch_color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"display" text DEFAULT 'buttons' NOT NULL,
	CONSTRAINT "product_options_name_unique" UNIQUE("product_id","name"),
	CONSTRAINT "product_options_position_unique" UNIQUE("product_id","position"),
	CONSTRAINT "product_options_display_known" CHECK ("product_options"."display" in ('buttons', 'swatches')),
	CONSTRAINT "product_options_position_range" CHECK ("product_options"."position" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "product_variant_values" (
	"variant_id" uuid NOT NULL,
	"value_id" uuid NOT NULL,
	CONSTRAINT "product_variant_values_variant_id_value_id_pk" PRIMARY KEY("variant_id","value_id")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"price" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"made_to_order" boolean DEFAULT false NOT NULL,
	"lead_time_weeks" integer,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variants_id_product_unique" UNIQUE("id","product_id"),
	CONSTRAINT "product_variants_price_not_negative" CHECK ("product_variants"."price" is null or "product_variants"."price" >= 0),
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_lead_time" CHECK (("product_variants"."made_to_order" and "product_variants"."lead_time_weeks" between 1 and 52 and "product_variants"."stock" = 0) or (not "product_variants"."made_to_order" and "product_variants"."lead_time_weeks" is null)),
	CONSTRAINT "product_variants_sku_format" CHECK ("product_variants"."sku" ~ '^[A-Z0-9][A-Z0-9-]{0,39}$')
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_product_unique";--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_visitor_product_unique";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label" text;--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_values" ADD CONSTRAINT "product_variant_values_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_values" ADD CONSTRAINT "product_variant_values_value_id_product_option_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."product_option_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_option_values_option_idx" ON "product_option_values" USING btree ("option_id","position");--> statement-breakpoint
CREATE INDEX "product_variant_values_value_idx" ON "product_variant_values" USING btree ("value_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
-- Issue 34: every product is sold as variants; a product without options has exactly one, with
-- no values. Stock lives in the variants; products.stock is the sum of the active ones' stock, for
-- the catalogue's filters and sorting, kept here, never written by the app for a product with
-- options. A product without options may still have its stock written on the product (the
-- admin's form, the CSV import): the write goes through to its one variant.

-- The default variant's SKU: the product's slug, upper-cased; made unique with the id's start.
CREATE FUNCTION product_default_sku(p_slug text, p_id uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  base text := left(trim(both '-' from upper(regexp_replace(p_slug, '[^a-zA-Z0-9]+', '-', 'g'))), 40);
BEGIN
  IF base = '' THEN
    base := 'P';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM product_variants WHERE sku = base) THEN
    RETURN base;
  END IF;
  RETURN left(base, 31) || '-' || upper(left(replace(p_id::text, '-', ''), 8));
END $$;
--> statement-breakpoint
DO $$
DECLARE
  p record;
BEGIN
  FOR p IN SELECT id, slug, stock FROM products ORDER BY created_at, id LOOP
    INSERT INTO product_variants (product_id, sku, stock) VALUES (p.id, product_default_sku(p.slug, p.id), p.stock);
  END LOOP;
END $$;
--> statement-breakpoint
UPDATE "cart_items" SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = "cart_items"."product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
UPDATE "order_items" SET "variant_id" = v."id", "sku" = v."sku" FROM "product_variants" v WHERE v."product_id" = "order_items"."product_id";--> statement-breakpoint
-- A new product comes with its one variant, whoever inserts it (the admin, the CSV import, the seed).
CREATE FUNCTION products_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_variants (product_id, sku, stock) VALUES (NEW.id, product_default_sku(NEW.slug, NEW.id), NEW.stock);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_default_variant AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_default_variant();
--> statement-breakpoint
-- shop.stock_write says which side started a stock write, so that the other side does not write
-- the same product row back in the same statement ('sync': from the variants; 'through': from the product).
CREATE FUNCTION product_variants_sync_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
  total integer;
BEGIN
  IF current_setting('shop.stock_write', true) = 'through' THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(stock), 0) INTO total FROM product_variants WHERE product_id = pid AND is_active;
  PERFORM set_config('shop.stock_write', 'sync', true);
  UPDATE products SET stock = total WHERE id = pid AND stock IS DISTINCT FROM total;
  PERFORM set_config('shop.stock_write', '', true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_sync_stock AFTER INSERT OR DELETE OR UPDATE OF stock, is_active ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_variants_sync_stock();
--> statement-breakpoint
CREATE FUNCTION products_stock_to_variant() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  variant_count integer;
  only_variant uuid;
BEGIN
  IF NEW.stock IS NOT DISTINCT FROM OLD.stock OR current_setting('shop.stock_write', true) = 'sync' THEN
    RETURN NEW;
  END IF;
  SELECT count(*), (array_agg(id))[1] INTO variant_count, only_variant FROM product_variants WHERE product_id = NEW.id;
  IF variant_count = 1 AND NOT EXISTS (SELECT 1 FROM product_options WHERE product_id = NEW.id) THEN
    PERFORM set_config('shop.stock_write', 'through', true);
    UPDATE product_variants SET stock = NEW.stock, updated_at = now() WHERE id = only_variant;
    PERFORM set_config('shop.stock_write', '', true);
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The stock of a product with options is kept per variant.' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER products_stock_to_variant BEFORE UPDATE OF stock ON products
  FOR EACH ROW EXECUTE FUNCTION products_stock_to_variant();
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_of_product" FOREIGN KEY ("variant_id","product_id") REFERENCES "public"."product_variants"("id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_variant_unique" UNIQUE("user_id","variant_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_visitor_variant_unique" UNIQUE("visitor_id","variant_id");