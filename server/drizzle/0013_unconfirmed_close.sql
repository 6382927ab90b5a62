ALTER TABLE "betting_lines" ADD COLUMN "close_unconfirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- ADR 035: lines stored before this column are marked from the refresh log, as well as it can tell: where the line's
-- source is among the sources the league's last successful full refresh before kick-off left out (for a game still
-- to start, the latest such refresh). An nflverse import or a demo load never asks The Odds API or CFBD (the only
-- sources a refresh leaves out), so it neither confirms nor marks a close and is skipped, as the refreshes' own rule
-- skips it. Refreshes from now on keep the column up to date themselves.
UPDATE "betting_lines" AS "line" SET "close_unconfirmed" = true
FROM "games" AS "game"
WHERE "game"."id" = "line"."game_id" AND "line"."source" = ANY((
  SELECT "log"."left_out_sources" FROM "refresh_log" AS "log"
  WHERE "log"."league" = "game"."league" AND "log"."kind" = 'league' AND "log"."outcome" = 'success' AND "log"."started_at" < "game"."scheduled_at"
    AND "log"."source" NOT IN ('nflverse', 'demo')
  ORDER BY "log"."started_at" DESC LIMIT 1
)::text[]);
