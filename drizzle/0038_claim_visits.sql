ALTER TABLE "claims" ADD COLUMN "visit_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "visit_ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "claims_visit_idx" ON "claims" USING btree ("visit_starts_at");--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_visit_whole" CHECK (("claims"."visit_starts_at" is null and "claims"."visit_ends_at" is null) or "claims"."visit_ends_at" > "claims"."visit_starts_at");--> statement-breakpoint
-- Settings saved before the shop could be mailed about returns and claims (0037) list the shop's
-- mails without 'claim': the owner never chose to leave it out, so it is turned on as for a new shop.
UPDATE "shop_settings" SET "value" = jsonb_set("value", '{shopMails}', ("value"->'shopMails') || '["claim"]'::jsonb) WHERE jsonb_typeof("value"->'shopMails') = 'array' AND NOT (("value"->'shopMails') @> '["claim"]'::jsonb);
