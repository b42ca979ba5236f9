ALTER TABLE "orders" DROP CONSTRAINT "orders_total_is_subtotal_and_fee";--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "decision" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "booked_day" date;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "booked_slot_start" smallint;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "refund_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "replacement_order_id" uuid;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_refund_payment_id_order_payments_id_fk" FOREIGN KEY ("refund_payment_id") REFERENCES "public"."order_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_decision_length" CHECK (char_length("claims"."decision") <= 500);--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_slot_range" CHECK ("claims"."booked_slot_start" is null or "claims"."booked_slot_start" between 0 and 22);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_returned_not_negative" CHECK ("orders"."returned_amount" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_is_subtotal_and_fee" CHECK ("orders"."total_amount" = "orders"."subtotal" - "orders"."discount_amount" + coalesce("orders"."delivery_fee", 0) - "orders"."delivery_discount" - "orders"."returned_amount");