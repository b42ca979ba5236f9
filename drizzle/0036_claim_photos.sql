CREATE TABLE "claim_photos" (
	"claim_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "claim_photos_claim_id_position_pk" PRIMARY KEY("claim_id","position"),
	CONSTRAINT "claim_photos_image_unique" UNIQUE("image_id"),
	CONSTRAINT "claim_photos_position_range" CHECK ("claim_photos"."position" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE cascade ON UPDATE no action;