CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"actor_label" text NOT NULL,
	"kind" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	CONSTRAINT "order_events_actor_known" CHECK ("order_events"."actor" in ('admin', 'customer', 'system'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_slot_start" smallint;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_at_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "mail_outbox_topic_idx" ON "mail_outbox" USING btree ("topic") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_slot_in_day" CHECK ("orders"."delivery_slot_start" is null or ("orders"."delivery_date" is not null and "orders"."delivery_slot_start" between 0 and 22));--> statement-breakpoint
-- Orders placed before the history was kept get their creation, and the status they have now
-- (its time is the order's last change, the best that is known), so no order's history starts empty.
INSERT INTO "order_events" ("order_id", "at", "actor", "actor_id", "actor_label", "kind", "changes")
SELECT "id", "created_at", 'customer', "user_id", 'Customer', 'placed',
  jsonb_build_object('status', jsonb_build_object('before', NULL, 'after', 'pending'))
FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "at", "actor", "actor_label", "kind", "changes", "note")
SELECT "id", coalesce("cancelled_at", "updated_at"), 'system', 'Shop', 'status',
  jsonb_build_object('status', jsonb_build_object('before', 'pending', 'after', "status")),
  'Recorded when the order history began; the time is the order''s last change.'
FROM "orders" WHERE "status" <> 'pending';
