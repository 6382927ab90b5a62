CREATE TABLE "league_state" (
	"league" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"season" integer NOT NULL,
	"current_week" integer,
	"refreshed_at" timestamp with time zone NOT NULL,
	"injuries_refreshed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "games_league_season_week_idx" ON "games" USING btree ("league","season","week");