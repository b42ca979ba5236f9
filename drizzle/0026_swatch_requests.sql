CREATE TABLE "swatch_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"address_key" text NOT NULL,
	"items" jsonb NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swatch_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "swatch_requests_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "swatch_requests_state_known" CHECK ("swatch_requests"."state" in ('new', 'sent', 'cancelled')),
	CONSTRAINT "swatch_requests_items_count" CHECK (case when jsonb_typeof("swatch_requests"."items") = 'array' then jsonb_array_length("swatch_requests"."items") between 1 and 5 else false end)
);
--> statement-breakpoint
CREATE INDEX "swatch_requests_created_idx" ON "swatch_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "swatch_requests_state_idx" ON "swatch_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "swatch_requests_email_idx" ON "swatch_requests" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "swatch_requests_address_idx" ON "swatch_requests" USING btree ("address_key","created_at");