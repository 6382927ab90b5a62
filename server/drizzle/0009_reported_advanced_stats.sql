CREATE TABLE "reported_advanced_stats" (
	"team_id" integer NOT NULL,
	"season" integer NOT NULL,
	"ppa" double precision,
	"success_rate" double precision,
	"offense_epa" double precision,
	"defense_epa" double precision,
	CONSTRAINT "reported_advanced_stats_team_id_season_pk" PRIMARY KEY("team_id","season")
);
--> statement-breakpoint
ALTER TABLE "reported_advanced_stats" ADD CONSTRAINT "reported_advanced_stats_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;