ALTER TABLE "team_week_stats" ALTER COLUMN "third_down_pct" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "team_week_stats" ALTER COLUMN "opponent_red_zone_scores_per_game" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "team_week_stats" ALTER COLUMN "time_of_possession" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "team_week_stats" ALTER COLUMN "seconds_per_play" DROP NOT NULL;