CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"mailbox" text NOT NULL,
	"phone" text,
	"key_hash" text NOT NULL,
	"state" text DEFAULT 'unconfirmed' NOT NULL,
	"origin" text NOT NULL,
	"confirm_mails" integer DEFAULT 1 NOT NULL,
	"last_mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_state_known" CHECK ("stock_alerts"."state" in ('unconfirmed', 'waiting', 'due', 'sent', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_live_unique" ON "stock_alerts" USING btree ("variant_id","mailbox") WHERE "stock_alerts"."state" in ('unconfirmed', 'waiting', 'due');--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("variant_id") WHERE "stock_alerts"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" USING btree ("due_at") WHERE "stock_alerts"."state" = 'due';--> statement-breakpoint
CREATE INDEX "stock_alerts_product_idx" ON "stock_alerts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_alerts_mailbox_idx" ON "stock_alerts" USING btree ("mailbox");--> statement-breakpoint
-- A variant's stock going from none to some marks its waiting alerts due, in the transaction that
-- wrote the stock, whoever wrote it (the admin, a CSV import, a cancelled order, a script): no
-- restock is missed, even one sold again before any worker looked. The mails are queued by the
-- shop's pass (stock-alerts/alert-pass.server.ts), which claims due alerts one worker at a time.
CREATE FUNCTION stock_alerts_mark_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_alerts SET state = 'due', due_at = now() WHERE variant_id = NEW.id AND state = 'waiting';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_restocked AFTER UPDATE OF stock ON product_variants
  FOR EACH ROW WHEN (OLD.stock = 0 AND NEW.stock > 0) EXECUTE FUNCTION stock_alerts_mark_due();
