CREATE TABLE "market_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"fair_method" text NOT NULL,
	"reference_book" text,
	"min_ev_percent" double precision NOT NULL,
	"bankroll" double precision NOT NULL,
	"kelly_fraction" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_settings" ADD CONSTRAINT "market_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;