CREATE TABLE "search_synonym_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonym_words" (
	"word" text PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "search_synonym_words_length" CHECK (char_length("search_synonym_words"."word") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "search_synonym_words" ADD CONSTRAINT "search_synonym_words_group_id_search_synonym_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."search_synonym_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_synonym_words_group_idx" ON "search_synonym_words" USING btree ("group_id");