CREATE TABLE "variant_price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "variant_price_history" ADD CONSTRAINT "variant_price_history_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "variant_price_history_variant_at_idx" ON "variant_price_history" USING btree ("variant_id","recorded_at","id");--> statement-breakpoint
-- A variant's price history (issue 35), kept by the database so that no path can forget it (the
-- admin's forms, the CSV import, bulk edits, the demo seed, raw SQL). It rides on 0027's mechanism:
-- row triggers mark a product in product_price_refresh, and at commit a deferred trigger records,
-- for each marked product, every variant whose price differs from its latest row (or has none).
-- So a transaction that changes a price three times records the final price once, and a save that
-- changes nothing records nothing.
--
-- Inactive variants are recorded too: a hidden piece still has a price, the one it comes back at.
-- Skipping it would leave a gap that reads as its older price still asked, and a price changed
-- while hidden would seem to start only when shown again. One rule for every variant, no gaps.
--
-- A variant's price is what a buyer pays before any sale or code: its own, or the base price plus
-- its values' surcharges (variants.ts' variantPrice, 0027's product_sort_price). Written out in
-- PL/pgSQL, which keeps the statement's plan for the session, not as SQL functions: PostgreSQL 15
-- plans an SQL function whose body it cannot inline again on every call. Measured at commit for
-- 10,000 marked products: 5.6 to 8.3 s through SQL functions, 0.5 to 1.2 s as written here.
--
-- Stamped with the clock at commit, not now() (the transaction's start): a price is in force from
-- when buyers can see it, and two transactions on one product commit one after the other (the
-- second waits on the first's mark), so their rows stay in the order their prices took effect.
CREATE FUNCTION variant_price_history_run() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stamp timestamptz := clock_timestamp();
BEGIN
  INSERT INTO variant_price_history (variant_id, product_id, price, recorded_at)
  SELECT v.id, NEW.product_id, v.price, stamp
    FROM (SELECT pv.id, coalesce(pv.price, p.price + coalesce((
                   SELECT sum(ov.surcharge) FROM product_variant_values vv
                     JOIN product_option_values ov ON ov.id = vv.value_id
                    WHERE vv.variant_id = pv.id), 0))::int AS price
            FROM product_variants pv JOIN products p ON p.id = pv.product_id
           WHERE pv.product_id = NEW.product_id) v
   WHERE v.price IS DISTINCT FROM (
         SELECT h.price FROM variant_price_history h WHERE h.variant_id = v.id
          ORDER BY h.recorded_at DESC, h.id DESC LIMIT 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A trigger of its own beside 0027's product_price_refresh_run (not a rewrite of that function):
-- both fire once per marked product at commit, and neither needs the other's result.
CREATE CONSTRAINT TRIGGER variant_price_history_run AFTER INSERT ON product_price_refresh
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION variant_price_history_run();
--> statement-breakpoint
-- 0027 marks a product when its variants, their values, its options or a surcharge change, but a
-- change of the base price itself is worked out at once by products_sort_price and marks nothing.
-- It moves every variant without its own price, so it marks the product too (only when it differs:
-- the admin's form writes the price on every save).
CREATE FUNCTION products_price_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_price_refresh (product_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_price_mark AFTER UPDATE OF price ON products
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price) EXECUTE FUNCTION products_price_mark();
--> statement-breakpoint
-- Every variant's price as it is today. The clock starts now: nothing says what a piece cost before
-- this migration, so a 'was' price becomes possible 30 days from today, not sooner.
INSERT INTO variant_price_history (variant_id, product_id, price, recorded_at)
SELECT pv.id, pv.product_id, coalesce(pv.price, p.price + coalesce(s.surcharge, 0))::int, now()
  FROM product_variants pv JOIN products p ON p.id = pv.product_id
  LEFT JOIN (SELECT vv.variant_id, sum(ov.surcharge) AS surcharge FROM product_variant_values vv
               JOIN product_option_values ov ON ov.id = vv.value_id GROUP BY vv.variant_id) s
    ON s.variant_id = pv.id;
