CREATE TABLE "after_sale_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"category_id" uuid,
	"product_id" uuid,
	"return_days" smallint,
	"warranty" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sale_terms_scope_target" CHECK (("after_sale_terms"."scope" = 'shop' and "after_sale_terms"."category_id" is null and "after_sale_terms"."product_id" is null and "after_sale_terms"."return_days" is not null and "after_sale_terms"."warranty" is not null)
        or ("after_sale_terms"."scope" = 'category' and "after_sale_terms"."category_id" is not null and "after_sale_terms"."product_id" is null)
        or ("after_sale_terms"."scope" = 'product' and "after_sale_terms"."product_id" is not null and "after_sale_terms"."category_id" is null)),
	CONSTRAINT "after_sale_terms_return_days" CHECK ("after_sale_terms"."return_days" between 0 and 90),
	CONSTRAINT "after_sale_terms_warranty_list" CHECK (jsonb_typeof("after_sale_terms"."warranty") = 'array')
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "return_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "warranty" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sale_terms" ADD CONSTRAINT "after_sale_terms_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_terms" ADD CONSTRAINT "after_sale_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_terms_shop_unique" ON "after_sale_terms" USING btree ("scope") WHERE "after_sale_terms"."scope" = 'shop';--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_terms_category_unique" ON "after_sale_terms" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_terms_product_unique" ON "after_sale_terms" USING btree ("product_id");--> statement-breakpoint
-- The shop's terms until the owner sets their own (the /returns and /warranty pages' figures:
-- 30 days; 5 years on frames and finish, 2 on mechanisms and upholstery).
INSERT INTO "after_sale_terms" ("scope", "return_days", "warranty") VALUES ('shop', 30,
  '[{"part":"frame","years":5},{"part":"finish","years":5},{"part":"mechanisms","years":2},{"part":"upholstery","years":2}]'::jsonb);--> statement-breakpoint
-- The terms a product is sold under: its own, else its category's, else the shop's, field by field.
CREATE FUNCTION "product_terms"(product uuid, OUT return_days smallint, OUT warranty jsonb)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(pt.return_days, ct.return_days, st.return_days),
         coalesce(pt.warranty, ct.warranty, st.warranty)
    FROM after_sale_terms st
    LEFT JOIN products p ON p.id = product
    LEFT JOIN after_sale_terms ct ON ct.category_id = p.category_id
    LEFT JOIN after_sale_terms pt ON pt.product_id = p.id
   WHERE st.scope = 'shop'
$$;--> statement-breakpoint
-- Every line written to an order takes the terms it is sold under, whoever writes it (checkout,
-- a quote's acceptance, a later kind of order): the invoice and a claim read the line, so a change
-- of terms never changes what a buyer was promised. A piece made for the buyer (a made-to-order
-- variant, a quoted custom line) is returned for a defect only.
CREATE FUNCTION "order_items_take_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  terms record;
BEGIN
  SELECT * INTO terms FROM product_terms(NEW.product_id);
  NEW.return_days := coalesce(terms.return_days, 0);
  NEW.warranty := coalesce(terms.warranty, '[]'::jsonb);
  IF NEW.product_id IS NULL
     OR EXISTS (SELECT 1 FROM product_variants v WHERE v.id = NEW.variant_id AND v.made_to_order) THEN
    NEW.return_days := 0;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_items_take_terms" BEFORE INSERT ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "order_items_take_terms"();--> statement-breakpoint
-- Lines bought before the terms were data: the terms of today (what the pages promised then).
UPDATE "order_items" oi SET ("return_days", "warranty") = (
  SELECT CASE WHEN oi.product_id IS NULL THEN 0 ELSE coalesce(t.return_days, 0) END, coalesce(t.warranty, '[]'::jsonb)
    FROM product_terms(oi.product_id) t);
