CREATE TABLE "source_backoff" (
	"source" text NOT NULL,
	"league" text NOT NULL,
	"credential" text NOT NULL,
	"failures" integer NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	"retry_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "source_backoff_source_league_credential_pk" PRIMARY KEY("source","league","credential")
);
