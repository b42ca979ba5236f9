CREATE TABLE "search_misses" (
	"query" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_misses_query_day_pk" PRIMARY KEY("query","day"),
	CONSTRAINT "search_misses_query_length" CHECK (char_length("search_misses"."query") between 1 and 400)
);
--> statement-breakpoint
CREATE INDEX "search_misses_day_idx" ON "search_misses" USING btree ("day");