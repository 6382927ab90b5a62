CREATE TABLE "betting_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"bookmaker" text NOT NULL,
	"market" text NOT NULL,
	"selection" text NOT NULL,
	"line_value" double precision,
	"american_odds" integer NOT NULL,
	"is_alternate" boolean DEFAULT false NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cfb_advanced_stats" (
	"team_id" integer NOT NULL,
	"season" integer NOT NULL,
	"ppa" double precision NOT NULL,
	"success_rate" double precision NOT NULL,
	"offense_epa" double precision NOT NULL,
	"defense_epa" double precision NOT NULL,
	"turnover_margin" double precision NOT NULL,
	"points_per_play_margin" double precision NOT NULL,
	"first_half_points_per_game" double precision NOT NULL,
	CONSTRAINT "cfb_advanced_stats_team_id_season_pk" PRIMARY KEY("team_id","season")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"league" text NOT NULL,
	"source_id" text NOT NULL,
	"season" integer NOT NULL,
	"week" integer,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"period" integer,
	"clock" text,
	"home_score" integer,
	"away_score" integer,
	"referee" text,
	"venue" text,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "injuries" (
	"id" serial PRIMARY KEY NOT NULL,
	"league" text NOT NULL,
	"team_id" integer NOT NULL,
	"player_name" text NOT NULL,
	"position" text NOT NULL,
	"injury_type" text,
	"status" text NOT NULL,
	"game_status" text,
	"last_reported" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"league" text NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "roster_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"number" integer
);
--> statement-breakpoint
CREATE TABLE "team_week_stats" (
	"team_id" integer NOT NULL,
	"season" integer NOT NULL,
	"week" integer NOT NULL,
	"games_played" integer NOT NULL,
	"rank" integer NOT NULL,
	"third_down_pct" double precision NOT NULL,
	"ats_win_pct" double precision,
	"points_per_game" double precision NOT NULL,
	"red_zone_scoring_pct" double precision,
	"turnovers_per_game" double precision NOT NULL,
	"yards_per_play" double precision NOT NULL,
	"penalties_per_game" double precision NOT NULL,
	"field_goals_per_game" double precision NOT NULL,
	"opponent_points_per_game" double precision NOT NULL,
	"opponent_red_zone_scores_per_game" double precision NOT NULL,
	"opponent_red_zone_scoring_pct" double precision,
	"strength_of_schedule" double precision NOT NULL,
	"points_per_play_margin" double precision NOT NULL,
	"time_of_possession" double precision NOT NULL,
	"seconds_per_play" double precision NOT NULL,
	"moneyline_odds" integer,
	"implied_win_prob" double precision,
	"is_favored" integer DEFAULT 0 NOT NULL,
	"favored_score" double precision NOT NULL,
	"combined_score" double precision NOT NULL,
	CONSTRAINT "team_week_stats_team_id_season_week_pk" PRIMARY KEY("team_id","season","week")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"league" text NOT NULL,
	"source_id" text NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"conference" text,
	"division" text,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "betting_lines" ADD CONSTRAINT "betting_lines_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cfb_advanced_stats" ADD CONSTRAINT "cfb_advanced_stats_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injuries" ADD CONSTRAINT "injuries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_players" ADD CONSTRAINT "roster_players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_week_stats" ADD CONSTRAINT "team_week_stats_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "betting_lines_game_idx" ON "betting_lines" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "betting_lines_market_alt_idx" ON "betting_lines" USING btree ("market","is_alternate");--> statement-breakpoint
CREATE INDEX "cfb_advanced_stats_season_idx" ON "cfb_advanced_stats" USING btree ("season");--> statement-breakpoint
CREATE UNIQUE INDEX "games_league_source_id_idx" ON "games" USING btree ("league","source_id");--> statement-breakpoint
CREATE INDEX "games_league_scheduled_at_idx" ON "games" USING btree ("league","scheduled_at");--> statement-breakpoint
CREATE INDEX "games_status_idx" ON "games" USING btree ("status");--> statement-breakpoint
CREATE INDEX "injuries_league_idx" ON "injuries" USING btree ("league");--> statement-breakpoint
CREATE INDEX "injuries_team_idx" ON "injuries" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "refresh_log_lookup_idx" ON "refresh_log" USING btree ("source","league","kind","started_at");--> statement-breakpoint
CREATE INDEX "roster_players_team_idx" ON "roster_players" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "team_week_stats_season_week_idx" ON "team_week_stats" USING btree ("season","week");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_league_source_id_idx" ON "teams" USING btree ("league","source_id");--> statement-breakpoint
CREATE INDEX "teams_league_name_idx" ON "teams" USING btree ("league","name");