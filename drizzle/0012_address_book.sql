CREATE TABLE "customer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"label" text,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_addresses_label_length" CHECK (char_length("customer_addresses"."label") <= 40),
	CONSTRAINT "customer_addresses_full_name_length" CHECK (char_length("customer_addresses"."full_name") between 1 and 100),
	CONSTRAINT "customer_addresses_phone_canonical" CHECK ("customer_addresses"."phone" ~ '^\+923[0-9]{9}$'),
	CONSTRAINT "customer_addresses_address_length" CHECK (char_length("customer_addresses"."address") between 1 and 500),
	CONSTRAINT "customer_addresses_city_length" CHECK (char_length("customer_addresses"."city") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_user_created_idx" ON "customer_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_one_default" ON "customer_addresses" USING btree ("user_id") WHERE "customer_addresses"."is_default";