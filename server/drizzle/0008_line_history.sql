CREATE TABLE "betting_line_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"american_odds" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_scores" (
	"game_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"points" integer NOT NULL,
	"first_half_points" integer,
	"plays" integer NOT NULL,
	"yards" integer NOT NULL,
	"third_down_attempts" integer,
	"third_down_conversions" integer,
	"red_zone_trips" integer,
	"red_zone_scores" integer,
	"turnovers" integer NOT NULL,
	"penalties" integer NOT NULL,
	"field_goals_made" integer NOT NULL,
	"possession_seconds" integer,
	"epa_per_play" double precision,
	"success_rate" double precision,
	CONSTRAINT "box_scores_game_id_team_id_pk" PRIMARY KEY("game_id","team_id")
);
--> statement-breakpoint
-- Lines stored before line history (delete-and-reinsert) keep their rows: the natural key's duplicates go first,
-- then each line's current price is its opening, its closing if fetched before kick-off, and its first history row.
DELETE FROM "betting_lines" AS "a" USING "betting_lines" AS "b" WHERE "a"."id" > "b"."id" AND "a"."game_id" = "b"."game_id" AND "a"."bookmaker" = "b"."bookmaker" AND "a"."market" = "b"."market" AND "a"."selection" = "b"."selection" AND "a"."line_value" IS NOT DISTINCT FROM "b"."line_value";--> statement-breakpoint
ALTER TABLE "betting_lines" ADD COLUMN "opening_odds" integer;--> statement-breakpoint
UPDATE "betting_lines" SET "opening_odds" = "american_odds";--> statement-breakpoint
ALTER TABLE "betting_lines" ALTER COLUMN "opening_odds" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "betting_lines" ADD COLUMN "closing_odds" integer;--> statement-breakpoint
ALTER TABLE "betting_lines" ADD COLUMN "source" text;--> statement-breakpoint
UPDATE "betting_lines" AS "l" SET "source" = "g"."source", "closing_odds" = CASE WHEN "l"."fetched_at" < "g"."scheduled_at" THEN "l"."american_odds" END FROM "games" AS "g" WHERE "g"."id" = "l"."game_id";--> statement-breakpoint
ALTER TABLE "betting_lines" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "betting_lines" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "betting_lines" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
INSERT INTO "betting_line_history" ("line_id", "american_odds", "recorded_at") SELECT "id", "american_odds", "fetched_at" FROM "betting_lines";--> statement-breakpoint
ALTER TABLE "betting_line_history" ADD CONSTRAINT "betting_line_history_line_id_betting_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."betting_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_scores" ADD CONSTRAINT "box_scores_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_scores" ADD CONSTRAINT "box_scores_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "betting_line_history_line_idx" ON "betting_line_history" USING btree ("line_id","recorded_at");--> statement-breakpoint
CREATE INDEX "box_scores_team_idx" ON "box_scores" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "betting_lines" ADD CONSTRAINT "betting_lines_natural_key" UNIQUE NULLS NOT DISTINCT("game_id","bookmaker","market","selection","line_value");