ALTER TABLE "refresh_log" ADD COLUMN "left_out_sources" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- ADR 032: rows written before this column name the sources they left out only in their note ("odds-api left out:
-- ...", several joined by "; "), read back until now by a pattern; that reading, done once here, carries them over.
UPDATE "refresh_log" SET "left_out_sources" = ARRAY(
  SELECT named[2] FROM regexp_matches("error", '(^|; )(demo|espn|odds-api|cfbd|nflverse) left out: ', 'g') AS named
) WHERE "outcome" = 'success' AND coalesce(("counts" ->> 'failedSources')::int, 0) > 0 AND "error" IS NOT NULL;
