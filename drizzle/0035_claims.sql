CREATE TABLE "claim_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "claim_lines_claim_item_unique" UNIQUE("claim_id","order_item_id"),
	CONSTRAINT "claim_lines_quantity_positive" CHECK ("claim_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'received' NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"preferred_day" date,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_order_key_unique" UNIQUE("order_id","idempotency_key"),
	CONSTRAINT "claims_kind_known" CHECK ("claims"."kind" in ('return', 'exchange', 'warranty', 'damage')),
	CONSTRAINT "claims_state_known" CHECK ("claims"."state" in ('received', 'reviewing', 'approved', 'declined', 'picked_up', 'inspected', 'refunded', 'replaced', 'repaired', 'closed')),
	CONSTRAINT "claims_details_length" CHECK (char_length("claims"."details") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_lines_item_idx" ON "claim_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "claims_order_idx" ON "claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "claims_state_idx" ON "claims" USING btree ("state");