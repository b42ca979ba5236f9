CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"variant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"paused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_name_length" CHECK (char_length("sales"."name") between 1 and 80),
	CONSTRAINT "sales_kind_known" CHECK ("sales"."kind" in ('percent', 'amount')),
	CONSTRAINT "sales_value_fits_kind" CHECK (case "sales"."kind" when 'percent' then "sales"."value" between 1 and 90 else "sales"."value" >= 1 end),
	CONSTRAINT "sales_ends_after_start" CHECK ("sales"."ends_at" > "sales"."starts_at"),
	CONSTRAINT "sales_has_pieces" CHECK (cardinality("sales"."product_ids") + cardinality("sales"."variant_ids") + cardinality("sales"."category_ids") > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "regular_unit_price" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sale_id" uuid;--> statement-breakpoint
CREATE INDEX "sales_ends_at_idx" ON "sales" USING btree ("ends_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sale_reduces" CHECK ("order_items"."regular_unit_price" is null or "order_items"."regular_unit_price" > "order_items"."unit_price");