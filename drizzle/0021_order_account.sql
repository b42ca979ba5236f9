ALTER TABLE "mail_outbox" ADD COLUMN "render" jsonb;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "kind" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_kind_known" CHECK ("order_payments"."kind" in ('payment', 'refund'));