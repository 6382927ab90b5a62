ALTER TABLE "parlay_legs" ADD COLUMN "game_id" integer;--> statement-breakpoint
ALTER TABLE "parlay_legs" ADD COLUMN "pick" text;--> statement-breakpoint
ALTER TABLE "parlay_legs" ADD COLUMN "point" double precision;--> statement-breakpoint
ALTER TABLE "parlay_legs" ADD COLUMN "result" text;--> statement-breakpoint
ALTER TABLE "parlays" ADD COLUMN "settled_by" text;--> statement-breakpoint
ALTER TABLE "parlay_legs" ADD CONSTRAINT "parlay_legs_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parlay_legs_open_game_idx" ON "parlay_legs" USING btree ("game_id") WHERE "parlay_legs"."result" is null;--> statement-breakpoint
-- Legs saved from a stored line before grading existed get that line's game, side and point (ADR 050).
UPDATE "parlay_legs" SET "game_id" = l."game_id", "point" = l."line_value",
  "pick" = CASE WHEN l."market" = 'total' THEN lower(l."selection") WHEN l."selection" = h."abbreviation" THEN 'home' WHEN l."selection" = a."abbreviation" THEN 'away' END
FROM "betting_lines" l JOIN "games" g ON g."id" = l."game_id" JOIN "teams" h ON h."id" = g."home_team_id" JOIN "teams" a ON a."id" = g."away_team_id"
WHERE l."id" = "parlay_legs"."line_id";--> statement-breakpoint
-- A status the user already set is theirs: grading never changes it.
UPDATE "parlays" SET "settled_by" = 'user' WHERE "status" <> 'pending';
