ALTER TABLE "games" ADD COLUMN "home_qb_id" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "away_qb_id" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "home_qb_name" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "away_qb_name" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "roof" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "wind" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "temperature" integer;