CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"received_on" date NOT NULL,
	"reference" text,
	"recorded_by_id" text,
	"recorded_by" text NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_request_unique" UNIQUE("order_id","request_key"),
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount" > 0),
	CONSTRAINT "order_payments_method_known" CHECK ("order_payments"."method" in ('cash', 'bank_transfer', 'other'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_due" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirm_key_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirm_key_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_advance_within_total" CHECK ("orders"."advance_due" >= 0 and "orders"."advance_due" <= "orders"."total_amount");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_paid_not_negative" CHECK ("orders"."amount_paid" >= 0);--> statement-breakpoint
-- Bank transfers marked paid before payments were recorded one by one: one payment of the whole total.
INSERT INTO "order_payments" ("order_id", "amount", "method", "received_on", "recorded_by", "request_key", "created_at")
SELECT "id", "total_amount", 'bank_transfer', ("paid_at" AT TIME ZONE 'Asia/Karachi')::date, 'Shop', 'marked-paid', "paid_at"
FROM "orders" WHERE "payment_status" = 'paid' AND "paid_at" IS NOT NULL AND "total_amount" > 0;--> statement-breakpoint
UPDATE "orders" SET "amount_paid" = "total_amount" WHERE "payment_status" = 'paid' AND "paid_at" IS NOT NULL;
