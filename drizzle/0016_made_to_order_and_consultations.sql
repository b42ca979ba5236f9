CREATE TABLE "consultation_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text,
	"note" text,
	"state" text DEFAULT 'booked' NOT NULL,
	"cancel_key_hash" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"idempotency_key" text NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_bookings_number_unique" UNIQUE("number"),
	CONSTRAINT "consultation_bookings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "consultation_bookings_kind_known" CHECK ("consultation_bookings"."kind" in ('showroom', 'home', 'video')),
	CONSTRAINT "consultation_bookings_state_known" CHECK ("consultation_bookings"."state" in ('booked', 'cancelled')),
	CONSTRAINT "consultation_bookings_ends_after_start" CHECK ("consultation_bookings"."ends_at" > "consultation_bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "consultation_calendar" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_calendar_single_row" CHECK ("consultation_calendar"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "custom_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" integer NOT NULL,
	"delivery_fee" integer,
	"total" integer NOT NULL,
	"lead_time_weeks" smallint NOT NULL,
	"advance_percent" smallint NOT NULL,
	"valid_until" date NOT NULL,
	"note" text,
	"created_by" text NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_quotes_version_unique" UNIQUE("request_id","version"),
	CONSTRAINT "custom_quotes_request_key_unique" UNIQUE("request_id","request_key"),
	CONSTRAINT "custom_quotes_total_matches" CHECK ("custom_quotes"."total" = "custom_quotes"."subtotal" + coalesce("custom_quotes"."delivery_fee", 0)),
	CONSTRAINT "custom_quotes_amounts_positive" CHECK ("custom_quotes"."subtotal" > 0 and coalesce("custom_quotes"."delivery_fee", 0) >= 0),
	CONSTRAINT "custom_quotes_advance_range" CHECK ("custom_quotes"."advance_percent" between 0 and 100),
	CONSTRAINT "custom_quotes_lead_time_range" CHECK ("custom_quotes"."lead_time_weeks" between 1 and 104)
);
--> statement-breakpoint
CREATE TABLE "custom_request_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author" text NOT NULL,
	"author_label" text NOT NULL,
	"body" text NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_request_messages_key_unique" UNIQUE("request_id","request_key"),
	CONSTRAINT "custom_request_messages_author_known" CHECK ("custom_request_messages"."author" in ('customer', 'shop'))
);
--> statement-breakpoint
CREATE TABLE "custom_request_photos" (
	"request_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "custom_request_photos_position_unique" UNIQUE("request_id","position"),
	CONSTRAINT "custom_request_photos_image_unique" UNIQUE("image_id"),
	CONSTRAINT "custom_request_photos_position_range" CHECK ("custom_request_photos"."position" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "custom_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"project_type" text NOT NULL,
	"description" text NOT NULL,
	"budget" text,
	"timeline" text,
	"location" text,
	"state" text DEFAULT 'received' NOT NULL,
	"decline_reason" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "custom_requests_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "custom_requests_state_known" CHECK ("custom_requests"."state" in ('received', 'quoted', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "custom_request_id" uuid;--> statement-breakpoint
ALTER TABLE "custom_quotes" ADD CONSTRAINT "custom_quotes_request_id_custom_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."custom_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_request_messages" ADD CONSTRAINT "custom_request_messages_request_id_custom_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."custom_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_request_photos" ADD CONSTRAINT "custom_request_photos_request_id_custom_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."custom_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_request_photos" ADD CONSTRAINT "custom_request_photos_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD CONSTRAINT "custom_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_bookings_slot_unique" ON "consultation_bookings" USING btree ("starts_at") WHERE "consultation_bookings"."state" = 'booked';--> statement-breakpoint
CREATE INDEX "consultation_bookings_starts_idx" ON "consultation_bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "custom_request_messages_request_idx" ON "custom_request_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_requests_created_idx" ON "custom_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "custom_requests_state_idx" ON "custom_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "custom_requests_email_idx" ON "custom_requests" USING btree ("email");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_custom_request_id_custom_requests_id_fk" FOREIGN KEY ("custom_request_id") REFERENCES "public"."custom_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_custom_request_id_unique" UNIQUE("custom_request_id");--> statement-breakpoint
-- Custom-order requests stored in the inbox before they had a life of their own move to
-- custom_requests (no private link: their senders were answered by e-mail).
INSERT INTO "custom_requests" ("id", "number", "user_id", "name", "email", "phone", "project_type", "description", "budget", "timeline", "location", "state", "idempotency_key", "created_at", "updated_at")
SELECT "id", upper(left("id"::text, 8)), "user_id", "name", lower("email"), coalesce("phone", ''), coalesce("details"->>'projectType', 'custom-furniture'), "message", "details"->>'budget', "details"->>'timeline', "details"->>'location', 'received', coalesce("idempotency_key", 'inbox-' || "id"::text), "created_at", "created_at"
FROM "inbox_messages" WHERE "kind" = 'custom_order'
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "inbox_messages" WHERE "kind" = 'custom_order' AND "id" IN (SELECT "id" FROM "custom_requests");
