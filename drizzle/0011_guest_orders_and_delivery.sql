CREATE TABLE "delivery_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_policy_single_row" CHECK ("delivery_policy"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal" integer;--> statement-breakpoint
-- Orders placed before delivery was charged: their total was the goods alone, and no fee was asked.
UPDATE "orders" SET "subtotal" = "total_amount";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" integer;--> statement-breakpoint
UPDATE "orders" SET "delivery_fee" = 0;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_option" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_earliest" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_latest" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_key_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_visitor_idempotency_unique" UNIQUE("visitor_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_is_subtotal_and_fee" CHECK ("orders"."total_amount" = "orders"."subtotal" + coalesce("orders"."delivery_fee", 0));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_fee_not_negative" CHECK ("orders"."delivery_fee" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_option_known" CHECK ("orders"."delivery_option" in ('standard', 'express', 'white-glove'));