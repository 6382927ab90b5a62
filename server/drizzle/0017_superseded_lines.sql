ALTER TABLE "betting_lines" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
-- ADR 044, lines stored before the bookmaker registry: rows of one book under two spellings ("Draft Kings" from ESPN,
-- "DraftKings" from The Odds API) merge under the registry's name. Where both spellings hold the same natural key,
-- the most recently fetched row is kept, takes the other's price history and tracked legs, the first row's opening
-- and, where it has none, the other's closing price. The spellings are the registry's (server/src/features/sports/
-- bookmakers.ts) at this migration; a test checks they still agree.
CREATE TEMP TABLE "line_merge" AS
WITH "spelling" ("key", "name") AS (VALUES ('ballybet', 'Bally Bet'), ('barstool', 'ESPN BET'), ('barstoolsportsbook', 'ESPN BET'), ('betmgm', 'BetMGM'), ('betonline', 'BetOnline.ag'), ('betonlineag', 'BetOnline.ag'), ('betparx', 'betPARX'), ('betrivers', 'BetRivers'), ('betus', 'BetUS'), ('bovada', 'Bovada'), ('caesars', 'Caesars'), ('caesarssportsbook', 'Caesars'), ('closingline', 'closing line'), ('draftkings', 'DraftKings'), ('espnbet', 'ESPN BET'), ('fanatics', 'Fanatics'), ('fanaticssportsbook', 'Fanatics'), ('fanduel', 'FanDuel'), ('hardrock', 'Hard Rock Bet'), ('hardrockbet', 'Hard Rock Bet'), ('hardrocksportsbook', 'Hard Rock Bet'), ('lowvig', 'LowVig.ag'), ('lowvigag', 'LowVig.ag'), ('mgm', 'BetMGM'), ('mybookie', 'MyBookie.ag'), ('mybookieag', 'MyBookie.ag'), ('penn', 'ESPN BET'), ('pinnacle', 'Pinnacle'), ('pointsbet', 'PointsBet'), ('pointsbetus', 'PointsBet'), ('sugarhouse', 'BetRivers'), ('superbook', 'SuperBook'), ('thescorebet', 'ESPN BET'), ('unibet', 'Unibet'), ('unibetus', 'Unibet'), ('williamhill', 'Caesars'), ('williamhillnewjersey', 'Caesars'), ('williamhillus', 'Caesars'), ('wynnbet', 'WynnBET')),
"named" AS (
  SELECT "line"."id", "line"."bookmaker", "spelling"."name",
    first_value("line"."id") OVER (
      PARTITION BY "line"."game_id", "spelling"."name", "line"."market", "line"."selection", coalesce("line"."line_value", 'NaN')
      ORDER BY "line"."fetched_at" DESC, "line"."id"
    ) AS "survivor"
  FROM "betting_lines" AS "line"
  JOIN "spelling" ON "spelling"."key" = regexp_replace(lower("line"."bookmaker"), '[^a-z0-9]', '', 'g')
)
SELECT "id", "name", "survivor" FROM "named" WHERE "id" <> "survivor" OR "bookmaker" <> "name";--> statement-breakpoint
UPDATE "betting_line_history" AS "history" SET "line_id" = "merge"."survivor"
FROM "line_merge" AS "merge" WHERE "history"."line_id" = "merge"."id" AND "merge"."id" <> "merge"."survivor";--> statement-breakpoint
UPDATE "parlay_legs" AS "leg" SET "line_id" = "merge"."survivor"
FROM "line_merge" AS "merge" WHERE "leg"."line_id" = "merge"."id" AND "merge"."id" <> "merge"."survivor";--> statement-breakpoint
UPDATE "betting_lines" AS "kept" SET
  "opening_odds" = (
    SELECT "first"."opening_odds" FROM "betting_lines" AS "first"
    WHERE "first"."id" = LEAST("kept"."id", (SELECT min("merge"."id") FROM "line_merge" AS "merge" WHERE "merge"."survivor" = "kept"."id"))
  ),
  "closing_odds" = coalesce("kept"."closing_odds", (
    SELECT "other"."closing_odds" FROM "line_merge" AS "merge" JOIN "betting_lines" AS "other" ON "other"."id" = "merge"."id"
    WHERE "merge"."survivor" = "kept"."id" AND "merge"."id" <> "kept"."id" AND "other"."closing_odds" IS NOT NULL
    ORDER BY "other"."fetched_at" DESC LIMIT 1
  ))
WHERE "kept"."id" IN (SELECT "survivor" FROM "line_merge" WHERE "id" <> "survivor");--> statement-breakpoint
DELETE FROM "betting_lines" WHERE "id" IN (SELECT "id" FROM "line_merge" WHERE "id" <> "survivor");--> statement-breakpoint
UPDATE "betting_lines" AS "line" SET "bookmaker" = "merge"."name"
FROM "line_merge" AS "merge" WHERE "merge"."id" = "line"."id" AND "merge"."id" = "merge"."survivor";--> statement-breakpoint
DROP TABLE "line_merge";--> statement-breakpoint
-- ADR 044: a book's main line of one side stored at two points at once (a moved point loaded from a file, or two
-- spellings just merged): the most recently fetched stays current, the others are superseded. One superseded by a
-- line with a price before kick-off was not current at kick-off and loses its closing price.
WITH "ranked" AS (
  SELECT "id",
    first_value("id") OVER "side" AS "kept_id",
    first_value("closing_odds") OVER "side" AS "kept_closing"
  FROM "betting_lines"
  WHERE NOT "is_alternate" AND "withdrawn_at" IS NULL
  WINDOW "side" AS (PARTITION BY "game_id", "bookmaker", "market", "selection" ORDER BY "fetched_at" DESC, "id" DESC)
)
UPDATE "betting_lines" AS "line" SET "withdrawn_at" = now(), "superseded_at" = now(), "updated_at" = now(),
  "closing_odds" = CASE WHEN "ranked"."kept_closing" IS NOT NULL THEN NULL ELSE "line"."closing_odds" END
FROM "ranked" WHERE "ranked"."id" = "line"."id" AND "ranked"."id" <> "ranked"."kept_id";
