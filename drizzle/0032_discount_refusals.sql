CREATE TABLE "discount_refusals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_refusals_reason" CHECK ("discount_refusals"."reason" in ('paused', 'not-started', 'ended', 'used-up', 'used-by-you', 'minimum', 'no-pieces', 'delivery-by-quote'))
);
--> statement-breakpoint
ALTER TABLE "discount_refusals" ADD CONSTRAINT "discount_refusals_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_refusals_code_idx" ON "discount_refusals" USING btree ("code_id","created_at");