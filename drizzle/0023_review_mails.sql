ALTER TABLE "product_reviews" ADD COLUMN "published_mail_at" timestamp with time zone;--> statement-breakpoint
-- Reviews published before the mail existed count as told: showing one again after hiding it
-- must not mail its reviewer about a review published long ago.
UPDATE "product_reviews" SET "published_mail_at" = coalesce("moderated_at", "created_at") WHERE "status" = 'approved';
